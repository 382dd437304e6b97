import type { OrgRecordDocument } from '@sports/contracts';

/** An org_records document as GET /admin-api/{resource}/{id} returns it (contracts orgRecordDocumentSchema). */
export function orgRecord(overrides: Partial<OrgRecordDocument> = {}): OrgRecordDocument {
  return {
    id: 'enquiry-org-marina-sports.lead-7',
    kind: 'enquiry',
    key: 'lead-7',
    orgId: 'org-marina-sports',
    name: 'Asha Menon',
    status: 'new',
    details: { name: 'Asha Menon', phone: '919812345678', listingId: 'pickleball', source: 'walk_in', message: 'Weekend coaching for two' },
    listingIds: ['pickleball'],
    spaceId: null,
    spaceIds: [],
    phone: '919812345678',
    source: 'walk_in',
    logs: [],
    nextFollowUp: null,
    from: null,
    to: null,
    channel: null,
    planKey: null,
    subscriberId: null,
    targetId: null,
    commentKey: null,
    verified: false,
    createdBy: 'demo-manager-vikram',
    created: '2030-01-02T09:00:00.000Z',
    updated: '2030-01-02T09:00:00.000Z',
    ...overrides,
  };
}
