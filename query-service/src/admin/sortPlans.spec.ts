import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminGamePlayers,
  adminGames,
  adminOrders,
  adminSortFields,
  adminUsers,
  type AdminResource,
  type AdminResourceName,
} from '@sports/contracts';
import { SqliteDocumentStore, allProjections } from '@sports/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COLLECTIONS } from './collections';
import { adminFindOf } from './findQuery';
import type { ScopeLimit } from './scope';

/**
 * The big read models sort by every column their lists show, each along an index
 * (a scope prefix, then the column): SQLite's plan walks an index in order, never sorting the
 * matches in a temporary B-tree nor scanning the whole collection for one organisation's page.
 */
const dir = mkdtempSync(join(tmpdir(), 'admin-sorts-'));
let store: SqliteDocumentStore;

beforeAll(async () => {
  store = new SqliteDocumentStore(join(dir, 'read-models.sqlite'));
  for (const collection of new Set(Object.values(ADMIN_COLLECTIONS)))
    await store.ensureCollection(allProjections.map((p) => p.collection).find((c) => c.name === collection)!);
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Who lists: a platform operator (everything) and, for organisation resources, the staff of one organisation. */
const callers = (resource: AdminResource): Array<[string, ScopeLimit]> => [
  ['a platform operator', { field: resource.scope === 'space' ? 'spaceId' : 'orgId', values: 'all' }],
  ...(resource.scope === 'org' ? [["one organisation's staff", { field: 'orgId', values: ['org-1'] }] as [string, ScopeLimit]] : []),
];

const planOf = (resource: AdminResource, limit: ScopeLimit, field: string, order: 'ASC' | 'DESC') => {
  const find = adminFindOf(resource, { sort: [field, order], range: [50, 74] }, limit);
  return store.explainFind(ADMIN_COLLECTIONS[resource.name as AdminResourceName], find.query).join('\n');
};

describe.each([adminOrders, adminGames, adminUsers].map((r) => [r.name, r as AdminResource] as const))(
  '%s sorts along an index',
  (_name, resource) => {
    it.each(callers(resource))('for %s, by every sortable column both ways', (_who, limit) => {
      for (const field of adminSortFields(resource)) {
        for (const order of ['ASC', 'DESC'] as const) {
          const plan = planOf(resource, limit, field, order);
          expect(plan, `${field} ${order}`).not.toMatch(/TEMP B-TREE/);
          // One organisation's page starts at its part of the index (SEARCH), not a walk of every organisation's.
          if (limit.values !== 'all') expect(plan, `${field} ${order}`).toMatch(/SEARCH .* USING (COVERING )?INDEX .*\(c_orgId=\?\)/);
        }
      }
    });
  },
);

describe("a game's players (the Players tab of a game of 10,000)", () => {
  it("walk one game's part of an index in every sort, both ways, never sorting its entries", () => {
    const resource = adminGamePlayers as AdminResource;
    for (const field of adminSortFields(resource).filter((f) => f !== 'id')) {
      for (const order of ['ASC', 'DESC'] as const) {
        const find = adminFindOf(
          resource,
          { sort: [field, order], range: [50, 99], filter: { activityId: 'game-1' } },
          { field: 'orgId', values: 'all' },
        );
        const plan = store.explainFind(ADMIN_COLLECTIONS.gamePlayers, find.query).join('\n');
        expect(plan, `${field} ${order}`).not.toMatch(/TEMP B-TREE/);
        expect(plan, `${field} ${order}`).toMatch(/SEARCH .* USING (COVERING )?INDEX .*\(c_activityId=\?/);
      }
    }
  });
});
