import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentStoreContract } from '../contract';
import { SqliteDocumentStore } from './sqliteDocumentStore';

const file = join(mkdtempSync(join(tmpdir(), 'docs-')), 'read.sqlite');

documentStoreContract('embedded SQLite', { open: async () => new SqliteDocumentStore(file) });

describe('embedded SQLite document store plans', () => {
  it('serves filters and sorts from the declared indexes, not a full scan', async () => {
    const store = new SqliteDocumentStore(file);
    const spec = { name: 'planned', indexes: [{ fields: [['listingId', 1], ['startAt', 1]] as const }, { fields: [['startAt', 1]] as const }], arrayFields: ['memberIds'] };
    await store.ensureCollection(spec);
    const plan = store.explainFind('planned', { filter: { listingId: 'football', startAt: { $gt: 5 } }, sort: [['startAt', 1]] }).join('\n');
    expect(plan).toMatch(/USING INDEX doc_planned__c_listingId_a__c_startAt_a/);
    expect(plan).not.toMatch(/SCAN doc_planned(?! USING)/);
    const members = store.explainFind('planned', { filter: { memberIds: 'u1' } }).join('\n');
    expect(members).toMatch(/doc_planned__c_memberIds/);
    await store.close();
  });
});
