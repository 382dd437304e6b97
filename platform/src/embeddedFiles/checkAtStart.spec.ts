import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore, type CollectionSpec } from '@sports/projections';
import { makeDataDir, tempDir } from '@sports/tools/backupTestKit';
import { createLogger } from '../observability/logger';
import { DamagedCredentialStoreError, DamagedEventLogError, checkCredentialStoreAtStart, checkEmbeddedFilesAtStart } from './checkAtStart';
import { DAMAGES, damage } from './damageKit';
import { checkSqliteFile } from './sqliteFileCheck';

/**
 * The start-time check (docs/adr/0115-damaged-sqlite-files.md) on real files the
 * stores wrote, each damaged three ways. startupDamage.spec.ts runs the platform itself on them.
 */
const dirs: string[] = [];
let source = '';
const COLLECTION: CollectionSpec = { name: 'checked', indexes: [{ fields: [['group', 1]] }] };

beforeAll(async () => {
  source = await makeDataDir(60);
  dirs.push(source);
  const documents = new SqliteDocumentStore(join(source, 'read-models.sqlite'));
  await documents.ensureCollection(COLLECTION);
  const writes = Array.from({ length: 2_000 }, (_, i) => ({
    collection: COLLECTION.name,
    id: `d${i}`,
    doc: { id: `d${i}`, group: i % 7, text: 'y'.repeat(300) },
    position: BigInt(i + 1),
    isNew: true,
  }));
  await documents.commit(writes, [{ name: 'checked.v1', position: 2_000n }]);
  await documents.close();
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the sound data directory, with `file` damaged `how`. */
const damagedCopy = (file: 'events.sqlite' | 'read-models.sqlite' | 'accounts.sqlite', how: (typeof DAMAGES)[number]) => {
  const dir = tempDir('damaged');
  dirs.push(dir);
  for (const name of ['events.sqlite', 'read-models.sqlite', ...(file === 'accounts.sqlite' ? ['accounts.sqlite'] : [])])
    copyFileSync(join(source, name), join(dir, name));
  damage(join(dir, file), how);
  return { dir, eventsFile: join(dir, 'events.sqlite'), readModelsFile: join(dir, 'read-models.sqlite') };
};

const capture = () => {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: createLogger('platform', 'info', sink) };
};

describe('checkSqliteFile', () => {
  it('passes what the stores wrote, an absent file and an empty one', () => {
    expect(checkSqliteFile(join(source, 'events.sqlite'))).toEqual({ ok: true });
    expect(checkSqliteFile(join(source, 'read-models.sqlite'))).toEqual({ ok: true });
    expect(checkSqliteFile(join(source, 'absent.sqlite'))).toEqual({ ok: true });
  });

  it.each(DAMAGES)('finds a file %s', (how) => {
    const { readModelsFile } = damagedCopy('read-models.sqlite', how);
    const check = checkSqliteFile(readModelsFile);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problem).toMatch(
      how === 'truncated' ? /^truncated/ : how === 'wrong header' ? /^not an SQLite database/ : /quick_check|SQLITE_CORRUPT/,
    );
  });

  it('finds garbled pages that only quick_check sees: the header is still sound', () => {
    const { readModelsFile } = damagedCopy('read-models.sqlite', 'garbled pages');
    const db = new Database(readModelsFile, { readonly: true });
    try {
      expect(db.pragma('page_size', { simple: true })).toBe(8192); // the read-model store's page (docs/adr/0135-fields-beside-bodies.md);
      expect(db.pragma('quick_check', { simple: true })).not.toBe('ok');
    } finally {
      db.close();
    }
  });
});

describe('checkEmbeddedFilesAtStart', () => {
  it('leaves sound files where they are and logs nothing', () => {
    const { lines, log } = capture();
    const copy = damagedCopy('read-models.sqlite', 'truncated');
    copyFileSync(join(source, 'read-models.sqlite'), copy.readModelsFile);
    checkEmbeddedFilesAtStart(copy, log);
    expect(lines).toEqual([]);
    expect(readdirSync(copy.dir).sort()).toEqual(['events.sqlite', 'read-models.sqlite']);
  });

  it.each(DAMAGES)('sets a read-model file %s aside, with a warning naming both names', (how) => {
    const { lines, log } = capture();
    const copy = damagedCopy('read-models.sqlite', how);
    checkEmbeddedFilesAtStart(copy, log, () => new Date('2026-11-29T13:30:00.123Z'));
    const movedTo = `${copy.readModelsFile}.damaged-20261129T133000123Z`;
    expect(existsSync(copy.readModelsFile)).toBe(false);
    expect(existsSync(movedTo)).toBe(true);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        service: 'platform',
        event: 'read_models_set_aside',
        file: copy.readModelsFile,
        movedTo,
        problem: expect.any(String),
      }),
    ]);
    // The log is untouched, and a new read store opens where the damaged one was.
    expect(checkSqliteFile(copy.eventsFile)).toEqual({ ok: true });
  });

  it('moves the write-ahead log and its index with the damaged file, under the same new name', () => {
    const { log } = capture();
    const copy = damagedCopy('read-models.sqlite', 'wrong header');
    copyFileSync(join(source, 'events.sqlite'), `${copy.readModelsFile}-wal`);
    copyFileSync(join(source, 'events.sqlite'), `${copy.readModelsFile}-shm`);
    checkEmbeddedFilesAtStart(copy, log, () => new Date('2026-11-29T13:30:00.000Z'));
    expect(readdirSync(copy.dir).sort()).toEqual([
      'events.sqlite',
      'read-models.sqlite.damaged-20261129T133000000Z',
      'read-models.sqlite.damaged-20261129T133000000Z-shm',
      'read-models.sqlite.damaged-20261129T133000000Z-wal',
    ]);
  });

  it.each(DAMAGES)('stops at an event log %s, naming the file and npm run restore, and moves nothing', (how) => {
    const { lines, log } = capture();
    const copy = damagedCopy('events.sqlite', how);
    const before = readdirSync(copy.dir).sort();
    let thrown: unknown;
    try {
      checkEmbeddedFilesAtStart(copy, log);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DamagedEventLogError);
    expect((thrown as Error).message).toContain(copy.eventsFile);
    expect((thrown as Error).message).toContain(`npm run restore -- --from <backup directory> --data-dir ${copy.dir}`);
    expect(readdirSync(copy.dir).sort()).toEqual(before);
    expect(lines).toEqual([]);
  });
});

describe('checkCredentialStoreAtStart', () => {
  it('passes the credential store as written, and an absent one (a new data directory)', () => {
    expect(() => checkCredentialStoreAtStart(join(source, 'accounts.sqlite'))).not.toThrow();
    expect(() => checkCredentialStoreAtStart(join(source, 'absent.sqlite'))).not.toThrow();
  });

  it.each(DAMAGES)(
    'stops at a credential store %s, naming the file, npm run restore and what a new store costs, and moves nothing',
    (how) => {
      const copy = damagedCopy('accounts.sqlite', how);
      const accountsFile = join(copy.dir, 'accounts.sqlite');
      const before = readdirSync(copy.dir).sort();
      let thrown: unknown;
      try {
        checkCredentialStoreAtStart(accountsFile);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DamagedCredentialStoreError);
      const message = (thrown as Error).message;
      expect(message).toContain(`The credential store ${accountsFile} is damaged`);
      expect(message).toContain(`npm run restore -- --from <backup directory> --data-dir ${copy.dir}`);
      expect(message).toContain('every user then signs in again');
      expect(message).toContain('ACCESS_TOKEN_TTL_SECONDS');
      expect(readdirSync(copy.dir).sort()).toEqual(before);
    },
  );
});
