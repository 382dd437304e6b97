import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@sports/event-store';
import { CHANGES_FROM_START, ProjectionRunner, SqliteDocumentStore, allProjections, type DocumentStore } from '@sports/projections';

/** Keys in a fixed order, so equal documents hash alike whatever order their fields were written in. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
};

export interface CollectionDigest {
  documents: number;
  sha256: string;
}

/**
 * Per read-model collection: how many live documents and a SHA-256 over them in id order
 * (tombstones left out: a rebuild in memory never writes a document it created and deleted).
 */
export const digestReadModels = async (documents: DocumentStore): Promise<Record<string, CollectionDigest>> => {
  const collections = [...new Set(allProjections.map((p) => p.collection.name))].sort();
  const result: Record<string, CollectionDigest> = {};
  for (const collection of collections) {
    const live: Array<[string, string]> = [];
    for (let cursor = CHANGES_FROM_START; ; ) {
      const page = await documents.changesSince(collection, cursor, 2_000);
      if (!page.length) break;
      for (const change of page) if (change.doc) live.push([change.id, JSON.stringify(canonical(change.doc))]);
      const last = page[page.length - 1]!;
      cursor = { position: last.position, id: last.id };
    }
    live.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const hash = createHash('sha256');
    for (const [id, body] of live) hash.update(id).update('\u0000').update(body).update('\u0001');
    result[collection] = { documents: live.length, sha256: hash.digest('hex') };
  }
  return result;
};

/** The digests of an existing read-model file. */
export const digestReadModelFile = async (readModelsFile: string): Promise<Record<string, CollectionDigest>> => {
  const documents = new SqliteDocumentStore(readModelsFile);
  try {
    for (const projection of allProjections) await documents.ensureCollection(projection.collection);
    return await digestReadModels(documents);
  } finally {
    await documents.close();
  }
};

/** Every projection rebuilt from the start of the log into a fresh read store, and that store's digests. */
export const digestCleanRebuild = async (eventsFile: string): Promise<Record<string, CollectionDigest>> => {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-'));
  const events = new SqliteEventStore(eventsFile);
  const documents = new SqliteDocumentStore(join(dir, 'read-models.sqlite'));
  try {
    const runner = new ProjectionRunner(events, documents, allProjections);
    await runner.start();
    await runner.waitFor(await events.headPosition(), 120_000);
    await runner.stop();
    return await digestReadModels(documents);
  } finally {
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
