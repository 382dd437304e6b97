import { describe, expect, it } from 'vitest';
import type { OrganisationDocument, RecordedEvent } from '@sports/contracts';
import { organisationProjection } from './organisationProjection';

/** The organisations read model (docs/backoffice.md "Organisations"). */
let minute = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({
    id: `e${minute}`,
    type,
    data: { orgId: 'turf-co', ...data },
    metadata: { time: `2026-11-20T10:${String(minute++).padStart(2, '0')}:00.000Z` },
  }) as unknown as RecordedEvent;
const fold = (...events: RecordedEvent[]) =>
  events.reduce<OrganisationDocument | null>((doc, e) => organisationProjection.evolve(doc, e), null);

describe('organisations read model', () => {
  const registered = recorded('OrganisationRegistered', {
    name: 'Turf Co',
    details: { name: 'Turf Co', legalName: 'Turf Co LLP', city: 'Chennai' },
    registeredBy: 'ops',
  });

  it('keeps the details, counts each venue once, and replaces the details as a whole on an update', () => {
    const space = recorded('SpaceCreated', { spaceId: 'marina', details: {}, createdBy: 'm' });
    const doc = fold(
      registered,
      space,
      space,
      recorded('SpaceCreated', { spaceId: 'besant', details: {}, createdBy: 'm' }),
      recorded('OrganisationUpdated', { details: { name: 'Turf Company', contactPhone: '+919800000001' }, updatedBy: 'm' }),
    )!;
    expect(doc).toMatchObject({
      id: 'turf-co',
      orgId: 'turf-co',
      name: 'Turf Company',
      contactPhone: '+919800000001',
      status: 'active',
      venues: 2,
      spaceIds: ['marina', 'besant'],
      registeredBy: 'ops',
    });
    // Left out of the update, so cleared.
    expect(doc.legalName).toBeUndefined();
    expect(doc.created < doc.updated).toBe(true);
  });

  it('takes a status change and the commission rate, and reads an organisation registered before details with its name only', () => {
    const old = recorded('OrganisationRegistered', { name: 'Old Co', registeredBy: 'ops' });
    const doc = fold(
      old,
      recorded('OrganisationStatusChanged', { from: 'active', to: 'suspended', changedBy: 'ops' }),
      recorded('OrganisationCommissionSet', { commissionPercent: 12.5, setBy: 'ops' }),
    )!;
    expect(doc).toMatchObject({ name: 'Old Co', status: 'suspended', commissionPercent: 12.5, venues: 0 });
  });

  it('ignores events of an organisation it never saw registered', () => {
    expect(fold(recorded('OrganisationStatusChanged', { from: 'active', to: 'suspended', changedBy: 'ops' }))).toBeNull();
  });
});
