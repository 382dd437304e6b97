import { describe, it } from 'vitest';
import type { CatalogueEvent } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { organisationDecider, type CatalogueCommandMessage } from './spaceDecider';

/** PUT /org-api/{orgId} upserts an organisation (docs/backoffice.md "Organisations"). */
const context = { commandId: 'c1', userId: 'mala', now: '2026-11-20T10:00:00.000Z' };
const details = { name: 'Turf Co', legalName: 'Turf Co LLP', city: 'Chennai' };
const save = (d: Record<string, unknown>, status?: 'active' | 'suspended'): CatalogueCommandMessage => ({
  type: 'RegisterOrganisation',
  data: { orgId: 'turf-co', details: d as never, ...(status ? { status } : {}) },
  context,
});
const registered: CatalogueEvent = {
  type: 'OrganisationRegistered',
  data: { orgId: 'turf-co', name: 'Turf Co', details, registeredBy: 'mala' },
};
const spec = deciderSpec(organisationDecider);

describe('saving an organisation', () => {
  it('registers it the first time, with its details', () => spec.given([]).when(save(details)).then([registered]));

  it('registers it suspended when a platform admin says so', () =>
    spec
      .given([])
      .when(save(details, 'suspended'))
      .then([
        registered,
        { type: 'OrganisationStatusChanged', data: { orgId: 'turf-co', from: 'active', to: 'suspended', changedBy: 'mala' } },
      ]));

  it('replaces the details of a registered organisation, and appends nothing for the same details and status', () => {
    spec
      .given([registered])
      .when(save({ name: 'Turf Company' }))
      .then([{ type: 'OrganisationUpdated', data: { orgId: 'turf-co', details: { name: 'Turf Company' }, updatedBy: 'mala' } }]);
    spec.given([registered]).when(save(details, 'active')).then([]);
  });

  it('changes only the status when only the status differs', () =>
    spec
      .given([registered])
      .when(save(details, 'suspended'))
      .then([{ type: 'OrganisationStatusChanged', data: { orgId: 'turf-co', from: 'active', to: 'suspended', changedBy: 'mala' } }]));

  it('treats an organisation registered before details as having its name only', () =>
    spec
      .given([{ type: 'OrganisationRegistered', data: { orgId: 'turf-co', name: 'Turf Co', registeredBy: 'ops' } }])
      .when(save({ name: 'Turf Co' }))
      .then([]));
});
