import { describe, it } from 'vitest';
import type { CatalogueEvent } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { organisationDecider, spaceDecider, type CatalogueCommandMessage } from './spaceDecider';

/** The platform's commission rate of an organisation or of one space, set by platform admins. */
const context = { commandId: 'c1', userId: 'ops', now: '2026-11-20T10:00:00.000Z' };
const registered: CatalogueEvent = { type: 'OrganisationRegistered', data: { orgId: 'turf-co', name: 'Turf Co', registeredBy: 'mala' } };
const created: CatalogueEvent = {
  type: 'SpaceCreated',
  data: {
    spaceId: 'marina',
    orgId: 'turf-co',
    createdBy: 'mala',
    details: {
      name: 'Marina',
      location: { name: 'Marina' },
      listings: [{ listingId: 'football', listingName: 'Football' }],
      taxes: [],
      handlingCharge: 0,
      cancellationPolicy: { type: 'full' },
      holdMinutes: 10,
    },
  },
};
const setOrg = (commissionPercent: number): CatalogueCommandMessage => ({
  type: 'SetOrganisationCommission',
  data: { orgId: 'turf-co', commissionPercent },
  context,
});
const setSpace = (commissionPercent: number): CatalogueCommandMessage => ({
  type: 'SetSpaceCommission',
  data: { spaceId: 'marina', commissionPercent },
  context,
});

describe('commission rates', () => {
  it("sets an organisation's rate, once for the same rate", () => {
    deciderSpec(organisationDecider)
      .given([registered])
      .when(setOrg(12.5))
      .then([{ type: 'OrganisationCommissionSet', data: { orgId: 'turf-co', commissionPercent: 12.5, setBy: 'ops' } }]);
    deciderSpec(organisationDecider)
      .given([registered, { type: 'OrganisationCommissionSet', data: { orgId: 'turf-co', commissionPercent: 12.5, setBy: 'ops' } }])
      .when(setOrg(12.5))
      .then([]);
  });
  it('refuses an organisation that is not registered', () =>
    deciderSpec(organisationDecider).given([]).when(setOrg(5)).thenThrows('ORGANISATION_NOT_FOUND'));
  it("sets a space's rate; refuses a space that does not exist", () => {
    deciderSpec(spaceDecider)
      .given([created])
      .when(setSpace(5))
      .then([{ type: 'SpaceCommissionSet', data: { spaceId: 'marina', commissionPercent: 5, setBy: 'ops' } }]);
    deciderSpec(spaceDecider).given([]).when(setSpace(5)).thenThrows('SPACE_NOT_FOUND');
  });
});
