// @vitest-environment jsdom
import { adminAccess, adminCities, adminOrganisations, adminRatings, adminTransactions } from '@sports/contracts';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAsManager, signedOut } from '../../test/tokens';
import { declaredFilters } from '../queryShape';
import { recordFilters } from '../records/RecordList';
import { recordFieldsOf } from '../records/columns';
import { LIST_COLUMNS, access, cities, organisations, ratings, transactions } from '.';
import { columnLabel } from './DirectoryList';

/**
 * The back office's organisations, access accounts, transactions, ratings and cities (docs/backoffice.md).
 * Their writes are the admin API's (command-service/src/admin/adminWriteTargets.spec.ts, platform adminWrites HTTP spec).
 */

beforeEach(() => {
  signedInAsManager();
});
afterEach(() => {
  vi.unstubAllGlobals();
  signedOut();
});

describe('the directory resources', () => {
  it.each([adminOrganisations, adminAccess, adminTransactions, adminRatings, adminCities].map((r) => [r.name, r] as const))(
    '%s: every declared filter has an input and none is undeclared',
    (_name, resource) => {
      const sources = recordFilters(resource).map((input: ReactElement) => (input.props as { source: string }).source);
      expect(new Set(sources)).toEqual(new Set(declaredFilters(resource).filter((f) => f !== 'id')));
      // Sorting and filtering happen on fields the record has.
      const fields = new Set(recordFieldsOf(resource));
      expect([...resource.sortable, ...Object.keys(resource.filters)].filter((f) => !fields.has(f))).toEqual([]);
    },
  );

  it('offers create and edit on organisations, access accounts and cities; transactions and ratings are read-only', () => {
    for (const resource of [organisations, access, cities]) expect('create' in resource && 'edit' in resource).toBe(true);
    for (const resource of [transactions, ratings]) expect('create' in resource || 'edit' in resource).toBe(false);
  });
});

describe('column headings in words', () => {
  it('heads an id column by what it shows: the venue, the person, the order, not "Space id" or "User id"', () => {
    expect(['spaceId', 'spaceIds', 'orgId', 'orderId', 'userId', 'raterId', 'gatewayReference'].map(columnLabel)).toEqual([
      'Venue',
      'Venues',
      'Organisation',
      'Order',
      'User',
      'Rated by',
      'Gateway reference',
    ]);
    // Every list of these resources: no heading ends in "id".
    for (const columns of Object.values(LIST_COLUMNS))
      expect(columns.map(columnLabel).filter((label) => / ids?$/i.test(label))).toEqual([]);
  });
});
