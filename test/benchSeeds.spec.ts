import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@sports/event-store';
import { ProjectionRunner, SqliteDocumentStore, allProjections, orderProjection } from '@sports/projections';
import { seedOrders } from '../bench/lib/seedOrders';

/**
 * The order benchmarks (bench:admin-list, bench:find-anyone) write their orders straight into a read
 * store and start the platform on it with an empty log. Without checkpoints the projector took that
 * store for one never written and began a rebuild there, which drops every secondary index until its
 * first event: the back office's lists were measured scanning 100,000 orders (50 req/s where the
 * indexes give over 1,000). The seeded store must look like one the projector left behind.
 */
describe('orders seeded for the benchmarks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-seeds-'));
  const readModels = join(dir, 'read-models.sqlite');
  const events = new SqliteEventStore(join(dir, 'events.sqlite'));
  const documents = new SqliteDocumentStore(readModels);
  afterAll(async () => {
    await documents.close();
    await events.close();
  });

  it("keep the orders read model's indexes once the platform's projector runs over them", async () => {
    await seedOrders(readModels, 50, Date.parse('2026-11-30T12:00:00Z'));
    // As the platform's projector starts (platform/src/projector/projectorWorker.ts): its start is where a rebuild would begin.
    const runner = new ProjectionRunner(events, documents, allProjections);
    await runner.start();
    // While it runs (a stop would end a rebuild and build the indexes again): a manager's newest orders, as the back office asks.
    const db = new Database(readModels, { readonly: true });
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM doc_${orderProjection.collection.name} WHERE c_orgId = ? ORDER BY c_created DESC, id DESC LIMIT 25`,
      )
      .all('bench-org-0') as Array<{ detail: string }>;
    db.close();
    await runner.stop();

    expect(await documents.count(orderProjection.collection.name)).toBe(50);
    expect(plan.map((step) => step.detail).join('; ')).toMatch(/USING COVERING INDEX/);
  });
});
