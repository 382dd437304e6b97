import Database from 'better-sqlite3';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@sports/event-store';
import { startTestPlatform } from '@sports/testing/testPlatform';
import { createGame } from '@sports/testing/http/fixtures';
import { parseBackupArgs, parseRestoreArgs } from './backupArgs';
import { backupDataDir } from './backup';
import { BackupError, sha256OfFile, type BackupManifest } from './backupFiles';
import { UsageError } from './cliArgs';
import { databasesInUse } from './dataDirInUse';
import { makeDataDir, runTool, tempDir } from './backupTestKit';
import { restoreDataDir } from './restore';

/** What restore refuses, and what it does to the data directory it restores into. */

const dirs: string[] = [];
const track = (dir: string) => (dirs.push(dir), dir);
let source: string;
let backup: string;

beforeAll(async () => {
  source = track(await makeDataDir(50));
  backup = track(tempDir('restore-backup'));
  await backupDataDir({ dataDir: source, outDir: backup });
}, 60_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(BackupError);
      return error as BackupError;
    },
  );

/** A copy of the good backup, changed by `tamper`. */
const tampered = (tamper: (dir: string, manifest: BackupManifest) => void) => {
  const dir = track(tempDir('restore-tampered'));
  cpSync(backup, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  tamper(dir, manifest);
  return dir;
};
const writeManifest = (dir: string, manifest: BackupManifest) => writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));

describe('restore refuses a backup it cannot vouch for', () => {
  it('without a manifest (an unfinished backup)', async () => {
    const dir = tampered((d) => rmSync(join(d, 'manifest.json')));
    expect((await refusal(restoreDataDir({ from: dir, dataDir: track(tempDir('restore-to')) }))).code).toBe('MANIFEST_MISSING');
  });

  it('with a manifest that is not one', async () => {
    const garbled = tampered((d) => writeFileSync(join(d, 'manifest.json'), '{"format":'));
    expect((await refusal(restoreDataDir({ from: garbled, dataDir: track(tempDir('restore-to')) }))).code).toBe('MANIFEST_INVALID');
    const partial = tampered((d, m) => writeManifest(d, { ...m, files: m.files.filter((f) => f.name !== 'accounts.sqlite') }));
    expect((await refusal(restoreDataDir({ from: partial, dataDir: track(tempDir('restore-to')) }))).message).toMatch(
      /must list events\.sqlite and accounts\.sqlite/,
    );
  });

  it('with a file missing, a byte changed or a size that differs', async () => {
    const missing = tampered((d) => rmSync(join(d, 'accounts.sqlite')));
    expect((await refusal(restoreDataDir({ from: missing, dataDir: track(tempDir('restore-to')) }))).code).toBe('FILE_MISSING');
    const flipped = tampered((d) => {
      const bytes = readFileSync(join(d, 'events.sqlite'));
      const at = bytes.length - 100;
      bytes[at] = bytes[at]! ^ 0xff;
      writeFileSync(join(d, 'events.sqlite'), bytes);
    });
    expect((await refusal(restoreDataDir({ from: flipped, dataDir: track(tempDir('restore-to')) }))).code).toBe('CHECKSUM_MISMATCH');
    const longer = tampered((d) => writeFileSync(join(d, 'accounts.sqlite'), Buffer.alloc(4096), { flag: 'a' }));
    const error = await refusal(restoreDataDir({ from: longer, dataDir: track(tempDir('restore-to')) }));
    expect([error.code, error.message]).toEqual([
      'CHECKSUM_MISMATCH',
      expect.stringMatching(/accounts\.sqlite has \d+ bytes, the manifest says \d+/),
    ]);
  });

  it('whose log does not hold the manifest event count up to its head position', async () => {
    const wrongHead = tampered((d, m) => writeManifest(d, { ...m, headPosition: String(Number(m.headPosition) + 1) }));
    expect((await refusal(restoreDataDir({ from: wrongHead, dataDir: track(tempDir('restore-to')) }))).code).toBe('COUNT_MISMATCH');
    // A log with one event less, checksummed anew: the files match the manifest, the counts do not.
    const shorter = tampered((d, m) => {
      const db = new Database(join(d, 'events.sqlite'));
      db.prepare('DELETE FROM events WHERE position = (SELECT max(position) FROM events)').run();
      db.close();
      writeManifest(d, m);
    });
    const manifest = JSON.parse(readFileSync(join(shorter, 'manifest.json'), 'utf8')) as BackupManifest;
    const events = manifest.files.find((f) => f.name === 'events.sqlite')!;
    events.sha256 = await sha256OfFile(join(shorter, 'events.sqlite'));
    events.bytes = readFileSync(join(shorter, 'events.sqlite')).length;
    writeManifest(shorter, manifest);
    const error = await refusal(restoreDataDir({ from: shorter, dataDir: track(tempDir('restore-to')) }));
    expect([error.code, error.message]).toEqual([
      'COUNT_MISMATCH',
      expect.stringMatching(/holds 199 events up to position 199; the manifest says 200 up to 200/),
    ]);
  });
});

describe('restore refuses a data directory in use', () => {
  it('sees any process with the files open, and none once they are closed', async () => {
    const dir = track(await makeDataDir(1));
    expect(databasesInUse(dir)).toEqual([]);
    const store = new SqliteEventStore(join(dir, 'events.sqlite')); // idle, as a tool holding the log open
    expect(databasesInUse(dir)).toEqual(['events.sqlite']);
    await store.close();
    expect(databasesInUse(dir)).toEqual([]);
  });

  it('refuses while a platform runs on it and changes nothing; restores once it has stopped', async () => {
    const dataDir = track(tempDir('restore-live'));
    const platform = await startTestPlatform({ dataDir });
    try {
      const token = await platform.tokenFor('host');
      expect((await createGame(platform, token)).response.status).toBe(201);
      const before = readdirSync(dataDir).sort();
      const head = await platform.eventStore.headPosition();
      const cli = await runTool('restore', ['--from', backup, '--data-dir', dataDir]);
      expect(cli.code).toBe(1);
      expect(cli.stderr).toMatch(
        /Restore refused \(DATA_DIR_IN_USE\): .* is in use: events\.sqlite, accounts\.sqlite, read-models\.sqlite open in another process/,
      );
      expect((await refusal(restoreDataDir({ from: backup, dataDir }))).code).toBe('DATA_DIR_IN_USE');
      expect(readdirSync(dataDir).sort()).toEqual(before);
      expect(await platform.eventStore.headPosition()).toBe(head);
    } finally {
      await platform.close();
    }
    const summary = await restoreDataDir({ from: backup, dataDir, clock: () => new Date('2026-11-26T10:00:00.000Z') });
    expect(summary).toMatchObject({
      eventCount: 200,
      headPosition: '200',
      restored: ['events.sqlite', 'accounts.sqlite'],
      removedReadModels: expect.arrayContaining(['read-models.sqlite']),
    });
    // What was replaced is kept, never deleted: the log with its WAL, the credential store.
    expect(summary.movedAside).toBe(join(dataDir, 'before-restore-2026-11-26T10-00-00-000Z'));
    expect(readdirSync(summary.movedAside!)).toEqual(expect.arrayContaining(['events.sqlite', 'accounts.sqlite']));
    expect(existsSync(join(dataDir, 'read-models.sqlite'))).toBe(false);
    expect(existsSync(join(dataDir, 'events.sqlite-wal'))).toBe(false);
    // (backup.spec.ts starts a platform on a restored directory; these fixture events are not the product's.)
    const restored = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    expect(await restored.headPosition()).toBe(200n);
    await restored.close();
  }, 120_000);
});

describe('backup refuses what it cannot do, and the command lines', () => {
  it('refuses a directory that is not empty and a data directory without a log', async () => {
    const used = track(tempDir('backup-used'));
    writeFileSync(join(used, 'something'), 'x');
    expect((await refusal(backupDataDir({ dataDir: source, outDir: used }))).code).toBe('OUT_NOT_EMPTY');
    expect((await refusal(backupDataDir({ dataDir: track(tempDir('backup-empty')), outDir: track(tempDir('backup-to')) }))).code).toBe(
      'NO_EVENT_LOG',
    );
  });

  it('parses the options, names the missing one and refuses the servers storage', () => {
    expect(parseBackupArgs(['--out', 'b'], { DATA_DIR: '/srv/data' })).toEqual({
      outDir: 'b',
      dataDir: '/srv/data',
      pagesPerStep: undefined,
      pauseAt: undefined,
    });
    expect(parseRestoreArgs(['--from', 'b', '--data-dir', 'd'], {})).toEqual({ from: 'b', dataDir: 'd' });
    expect(parseRestoreArgs(['--from', 'b'], {})).toEqual({ from: 'b', dataDir: './data' });
    expect(() => parseBackupArgs([], {})).toThrow(new UsageError('--out: needs a directory'));
    expect(() => parseRestoreArgs(['--out', 'b'], {})).toThrow(UsageError);
    expect(() => parseBackupArgs(['--out', 'b', '--bogus'], {})).toThrow(UsageError);
    expect(() => parseBackupArgs(['--out', 'b'], { BACKUP_TEST_PAUSE_AT: 'never' })).toThrow(UsageError);
    expect(() => parseBackupArgs(['--out', 'b'], { EVENTSTORE_URL: 'esdb://x' })).toThrow(BackupError);
  });
});
