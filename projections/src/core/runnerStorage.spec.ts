import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StorageUnavailableError, currentVersionOf, type GameDocument } from '@sports/contracts';
import { SqliteEventStore, newEventId } from '@sports/event-store';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { GAMES_COLLECTION, gameListProjection } from '../gameList/gameListProjection';
import { ProjectionRunner } from './runner';

const dir = () => mkdtempSync(join(tmpdir(), 'runner-storage-'));

const appendGame = async (log: SqliteEventStore, g: number) => {
  const metadata = {
    commandId: `c-${g}`,
    commandHash: 'h',
    causationId: 'c',
    correlationId: 'c',
    userId: 'host',
    time: '2026-11-20T10:00:00.000Z',
    schemaVersion: currentVersionOf('GameCreated'),
  };
  const data = { activityId: `g${g}`, host: { id: 'host', name: 'Hari Host' }, details: sampleGameDetails({ maxParticipants: 10 }) };
  await log.appendToStream(`game-g${g}`, [{ id: newEventId(), type: 'GameCreated', data, metadata }], { expectedRevision: 'no_stream' });
};

/** A read-model store whose commits fail as on a full disk while `full` is true. */
class FullDiskDocuments extends SqliteDocumentStore {
  full = false;
  failedCommits = 0;
  override async commit(...args: Parameters<SqliteDocumentStore['commit']>): Promise<void> {
    if (this.full) {
      this.failedCommits++;
      throw new StorageUnavailableError('disk full');
    }
    return super.commit(...args);
  }
}

/** A storage failure is waited out with backoff, never taken for a poison event. */
describe('projection runner on a full disk', () => {
  for (const rebuildInMemory of [false, true]) {
    it(`retries with backoff, reports the condition, and skips no event (${rebuildInMemory ? 'rebuilding in memory' : 'batch by batch'})`, async () => {
      const log = new SqliteEventStore(join(dir(), 'events.sqlite'));
      const store = new FullDiskDocuments(join(dir(), 'read.sqlite'));
      const problems: Array<string | null> = [];
      const runner = new ProjectionRunner(log, store, [gameListProjection as never], {
        batchSize: 5,
        rebuildInMemory,
        onError: () => undefined,
        onStorageProblem: (problem) => problems.push(problem),
      });
      try {
        if (!rebuildInMemory) {
          await appendGame(log, 0);
          await runner.start();
          await runner.waitFor(await log.headPosition(), 10_000);
        } else {
          await runner.start();
        }
        store.full = true;
        for (let g = 1; g <= 12; g++) await appendGame(log, g);
        await expect.poll(() => store.failedCommits, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
        expect(runner.storageProblem).toBe('storage: read models: disk full');
        expect(problems).toEqual(['storage: read models: disk full']);
        // Backoff: three failures take at least 0.5 + 1 s, not three quick retries.
        const failuresSoFar = store.failedCommits;
        await new Promise((r) => setTimeout(r, 300));
        expect(store.failedCommits - failuresSoFar).toBeLessThanOrEqual(1);
        store.full = false;
        await runner.waitFor(await log.headPosition(), 20_000);
        expect(runner.storageProblem).toBeNull();
        expect(problems).toEqual(['storage: read models: disk full', null]);
        for (let g = rebuildInMemory ? 1 : 0; g <= 12; g++)
          expect((await store.get<GameDocument>(GAMES_COLLECTION, `g${g}`))?.activityId).toBe(`g${g}`);
        expect(await store.getCheckpoint(gameListProjection.name)).toBe(await log.headPosition());
      } finally {
        await runner.stop();
        await store.close();
        await log.close();
      }
    });
  }
});
