import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@sports/event-store';
import {
  GAMES_COLLECTION,
  RATED_GAMES_COLLECTION,
  SqliteDocumentStore,
  gameListProjection,
  ratedGamesProjection,
} from '@sports/projections';
import { appendGames } from '@sports/testing/gameLog';
import { ProjectorThread } from './projectorThread';

describe('projector thread', () => {
  it('builds only the read models it is given by name, and all of them by default', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'projector-thread-'));
    const eventsFile = join(dir, 'events.sqlite');
    const log = new SqliteEventStore(eventsFile);
    await appendGames(log, ['g1', 'g2']);
    const head = await log.headPosition();
    await log.close();

    const build = async (readModelsFile: string, projections?: string[]) => {
      const thread = await ProjectorThread.start({ eventsFile, readModelsFile, ...(projections ? { projections } : {}) });
      await thread.waitFor(head, 20_000);
      await thread.stop();
      const documents = new SqliteDocumentStore(readModelsFile);
      for (const projection of [gameListProjection, ratedGamesProjection]) await documents.ensureCollection(projection.collection);
      const result = {
        ratedGames: await documents.getCheckpoint('ratings.ratedGames'),
        games: await documents.getCheckpoint('gameList.v8'),
        gameDocs: (await documents.getStored(GAMES_COLLECTION, ['g1', 'g2'])).size,
        ratedDocs: (await documents.getStored(RATED_GAMES_COLLECTION, ['g1', 'g2'])).size,
      };
      await documents.close();
      return result;
    };

    expect(await build(join(dir, 'rated-only.sqlite'), ['ratings.ratedGames'])).toEqual({
      ratedGames: head,
      games: null,
      gameDocs: 0,
      ratedDocs: 2,
    });
    expect(await build(join(dir, 'all.sqlite'))).toEqual({ ratedGames: head, games: head, gameDocs: 2, ratedDocs: 2 });
  });
});
