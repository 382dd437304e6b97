import { describe, expect, it } from 'vitest';
import type { OrgRecordDocument, RecordedEvent } from '@sports/contracts';
import { maskAccountNumber, recordProjection } from './recordProjection';

/** The back-office records' read model (docs/backoffice.md "Business records"). */
let minute = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({
    type,
    data: { orgId: 'turf-co', key: 'one', ...data },
    metadata: { time: `2026-11-20T10:0${minute++}:00.000Z` },
  }) as unknown as RecordedEvent;
const fold = (...events: RecordedEvent[]) => events.reduce<OrgRecordDocument | null>((doc, e) => recordProjection.evolve(doc, e), null)!;

describe('org_records read model', () => {
  it('keeps only the last four digits of a partner account number, and the verified flag with the status', () => {
    const bankAccount = { holderName: 'Marina LLP', ifsc: 'HDFC0001234', accountNumber: '50100012345678' };
    const doc = fold(
      recorded('RecordSaved', { kind: 'partner', details: { name: 'Marina LLP', bankAccount }, savedBy: 'mala', status: 'unverified' }),
      recorded('RecordStatusChanged', { kind: 'partner', from: 'unverified', status: 'verified', by: 'mala' }),
    );
    expect(doc).toMatchObject({
      id: 'partner-turf-co.one',
      name: 'Marina LLP',
      status: 'verified',
      verified: true,
      details: { bankAccount: { ...bankAccount, accountNumber: 'XXXXXXXXXX5678' } },
    });
    expect(JSON.stringify(doc)).not.toContain('50100012345678');
    expect(maskAccountNumber('1234')).toBe('1234');
  });

  it("appends an enquiry's logs, keeps the next follow-up, and keeps its creation through later saves", () => {
    const lead = { name: 'Asha', phone: '919876543210', listingId: 'football', source: 'phone' };
    const doc = fold(
      recorded('RecordSaved', { kind: 'enquiry', details: lead, savedBy: 'mala', status: 'new' }),
      recorded('EnquiryLogged', {
        kind: 'enquiry',
        note: 'Called',
        by: 'sam',
        at: '2026-11-20T10:05:00.000Z',
        nextFollowUp: '2026-11-22T04:30:00.000Z',
      }),
      recorded('RecordSaved', { kind: 'enquiry', details: { ...lead, name: 'Asha Rao' }, savedBy: 'sam', status: 'new' }),
    );
    expect(doc).toMatchObject({
      name: 'Asha Rao',
      phone: '919876543210',
      source: 'phone',
      listingIds: ['football'],
      nextFollowUp: '2026-11-22T04:30:00.000Z',
      createdBy: 'mala',
    });
    expect(doc.logs).toEqual([{ note: 'Called', by: 'sam', at: '2026-11-20T10:05:00.000Z', nextFollowUp: '2026-11-22T04:30:00.000Z' }]);
    expect(doc.created < doc.updated).toBe(true);
  });

  it('lifts the columns lists filter by: a subscription its plan and subscriber, a comment its target, a reply its comment', () => {
    expect(
      fold(
        recorded('RecordSaved', {
          kind: 'subscription',
          details: { planKey: 'pro', subscriber: { type: 'org', id: 'acme' }, from: '2026-11-01', to: '2026-11-30' },
          savedBy: 'm',
          status: 'active',
        }),
      ),
    ).toMatchObject({ planKey: 'pro', subscriberId: 'org:acme', from: '2026-11-01', to: '2026-11-30', name: 'pro' });
    expect(
      fold(
        recorded('RecordSaved', {
          kind: 'comment',
          details: { on: { type: 'story', id: 'finals' }, text: 'See you' },
          savedBy: 'm',
          status: 'visible',
        }),
      ),
    ).toMatchObject({ targetId: 'story:finals', name: 'See you' });
    expect(
      fold(recorded('RecordSaved', { kind: 'reply', details: { commentKey: 'c1', text: 'Thanks' }, savedBy: 'm', status: 'visible' })),
    ).toMatchObject({ commentKey: 'c1', name: 'Thanks' });
    expect(
      fold(
        recorded('RecordSaved', { kind: 'instructor', details: { name: 'Kiran', skills: ['cricket'] }, savedBy: 'm', status: 'active' }),
      ),
    ).toMatchObject({ listingIds: ['cricket'] });
  });

  it('ignores a status change for a record it never saw', () => {
    expect(
      recordProjection.evolve(null, recorded('RecordStatusChanged', { kind: 'story', from: 'published', status: 'hidden', by: 'm' })),
    ).toBeNull();
  });
});
