// @vitest-environment jsdom
import { adminAccess, adminCities, adminOrganisations, adminRatings, adminTransactions } from '@sports/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminHttpClient } from '../../api/adminHttp';
import { accessBodyOf, cityBodyOf, organisationBodyOf } from '../../actions/directoryWrites';
import { withCommands } from '../../actions/withCommands';
import { fakeApi, on, problem } from '../../test/fakeApi';
import { signedInAsManager, signedOut } from '../../test/tokens';
import { declaredFilters } from '../queryShape';
import { recordFilters } from '../records/RecordList';
import { recordFieldsOf } from '../records/columns';
import { access, cities, organisations, ratings, transactions } from '.';

/** The back office's organisations, access accounts, transactions, ratings and cities (docs/backoffice.md). */
const provider = () => withCommands(simpleRestProvider('/admin-api', adminHttpClient), { tries: 5, delayMs: 1 });
const writes = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET');

beforeEach(() => {
  signedInAsManager();
});
afterEach(() => {
  vi.unstubAllGlobals();
  signedOut();
});

describe('the directory resources', () => {
  it.each([adminOrganisations, adminAccess, adminTransactions, adminRatings, adminCities].map((r) => [r.name, r] as const))('%s: every declared filter has an input and none is undeclared', (_name, resource) => {
    const sources = recordFilters(resource).map((input: ReactElement) => (input.props as { source: string }).source);
    expect(new Set(sources)).toEqual(new Set(declaredFilters(resource).filter((f) => f !== 'id')));
    // Sorting and filtering happen on fields the record has.
    const fields = new Set(recordFieldsOf(resource));
    expect([...resource.sortable, ...Object.keys(resource.filters)].filter((f) => !fields.has(f))).toEqual([]);
  });

  it('offers create and edit on organisations, access accounts and cities; transactions and ratings are read-only', () => {
    for (const resource of [organisations, access, cities]) expect('create' in resource && 'edit' in resource).toBe(true);
    for (const resource of [transactions, ratings]) expect('create' in resource || 'edit' in resource).toBe(false);
  });
});

describe('their commands', () => {
  it("sends an organisation's details without read-model fields, and its status only when it changes", () => {
    const record = { id: 'turf-co', orgId: 'turf-co', name: ' Turf Co ', legalName: '', city: 'Chennai', status: 'active', venues: 2, spaceIds: ['a'], created: 'x', updated: 'y' };
    expect(organisationBodyOf(record, record)).toEqual({ name: 'Turf Co', city: 'Chennai' });
    expect(organisationBodyOf({ ...record, status: 'suspended' }, record)).toEqual({ name: 'Turf Co', city: 'Chennai', status: 'suspended' });
    expect(accessBodyOf({ role: 'staff', spaceIds: ['marina', ' '], mobiles: undefined, emails: ['a@b.in'], status: 'active' })).toEqual({ role: 'staff', spaceIds: ['marina'], mobiles: [], emails: ['a@b.in'] });
    expect(cityBodyOf({ id: 'kochi', name: 'Kochi', state: '', active: false, venues: 3 })).toEqual({ name: 'Kochi', active: false });
  });

  it('grants access with PUT /org-api/{orgId}/accessAccounts/{userId} and waits for the account to appear', async () => {
    const account = { id: 'org-marina-sports:asha', orgId: 'org-marina-sports', userId: 'asha', role: 'staff', spaceIds: ['space-marina-turf'], mobiles: [], emails: [], status: 'active', updated: '2030-01-01T00:00:00.000Z' };
    let reads = 0;
    const calls = fakeApi(
      on('PUT', '/org-api/org-marina-sports/accessAccounts/asha', { body: { message: 'success', data: {} } }),
      on('GET', '/admin-api/access/org-marina-sports%3Aasha', () => (reads++ < 1 ? problem(404, 'RECORD_NOT_FOUND') : { body: account })),
    );
    const { data } = await provider().create('access', { data: { orgId: 'org-marina-sports', userId: 'asha', role: 'staff', spaceIds: ['space-marina-turf'] } });
    expect(data).toMatchObject({ id: 'org-marina-sports:asha', status: 'active' });
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PUT', path: '/org-api/org-marina-sports/accessAccounts/asha', body: { role: 'staff', spaceIds: ['space-marina-turf'], mobiles: [], emails: [] } })]);
  });

  it("revokes with DELETE on the same path (react-admin's delete), and shows the server's refusal of another organisation's space", async () => {
    const account = { id: 'org-marina-sports:asha', orgId: 'org-marina-sports', userId: 'asha', role: 'staff', status: 'active', updated: '2030-01-01T00:00:00.000Z' };
    const calls = fakeApi(
      on('DELETE', '/org-api/org-marina-sports/accessAccounts/asha', { body: { message: 'success', data: {} } }),
      on('GET', '/admin-api/access/org-marina-sports%3Aasha', { body: { ...account, status: 'revoked', updated: '2030-01-02T00:00:00.000Z' } }),
      on('PUT', '/org-api/org-marina-sports/accessAccounts/ravi', problem(404, 'SPACE_NOT_FOUND', 'This organisation has no such space', 'spaceIds.0')),
    );
    const { data } = await provider().delete('access', { id: account.id, previousData: account });
    expect(data).toMatchObject({ status: 'revoked' });
    expect(writes(calls)[0]).toMatchObject({ method: 'DELETE', path: '/org-api/org-marina-sports/accessAccounts/asha' });
    await expect(provider().create('access', { data: { orgId: 'org-marina-sports', userId: 'ravi', role: 'staff', spaceIds: ['space-harbour-kochi'] } })).rejects.toMatchObject({ status: 404 });
  });

  it('saves a city under the slug of its name with PUT /admin-api/cities/{id}, and an organisation with PUT /org-api/{orgId}', async () => {
    const calls = fakeApi(
      on('PUT', '/admin-api/cities/navi-mumbai', { body: { id: 'navi-mumbai', saved: true } }),
      on('GET', '/admin-api/cities/navi-mumbai', { body: { id: 'navi-mumbai', name: 'Navi Mumbai', updated: 'u' } }),
      on('PUT', '/org-api/turf-co', { body: { message: 'success', data: { orgId: 'turf-co' } } }),
      on('GET', '/admin-api/organisations/turf-co', { body: { id: 'turf-co', name: 'Turf Co', updated: 'u' } }),
    );
    await provider().create('cities', { data: { name: 'Navi Mumbai', state: 'Maharashtra', active: true } });
    await provider().create('organisations', { data: { orgId: 'turf-co', name: 'Turf Co', status: 'active' } });
    expect(writes(calls)).toEqual([
      expect.objectContaining({ path: '/admin-api/cities/navi-mumbai', body: { name: 'Navi Mumbai', state: 'Maharashtra', active: true } }),
      expect.objectContaining({ path: '/org-api/turf-co', body: { name: 'Turf Co', status: 'active' } }),
    ]);
  });

  it('refuses to write transactions and ratings from the browser (no request is sent)', async () => {
    const calls = fakeApi();
    await expect(provider().create('transactions', { data: { id: 'x' } })).rejects.toThrow(/cannot be created/);
    await expect(provider().update('ratings', { id: 'r', data: {}, previousData: { id: 'r' } })).rejects.toThrow(/cannot be edited/);
    expect(calls).toEqual([]);
  });
});
