import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDocument } from '@sports/contracts';
import {
  GAMES_COLLECTION,
  GAME_PARTICIPANTS_COLLECTION,
  SqliteDocumentStore,
  allProjections,
  participantDocId,
  type DocumentStore,
  type GameParticipantDocument,
} from '@sports/projections';
import { makeGame } from '../../../test/fixtures/gameDocument';
import { listMyGames as listGamesOf } from './discovery';
import { memberGameIdsOf, membershipsOf } from './memberships';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-20T10:00:00.000Z');

/** A game of `me` starting `inHours` from now, 1.5 h long. */
const game = (id: string, inHours: number, overrides: Partial<GameDocument> = {}): GameDocument => {
  const from = NOW + inHours * HOUR;
  const to = from + 1.5 * HOUR;
  return makeGame({
    activityId: id,
    name: id,
    date: new Date(from).toISOString().slice(0, 10),
    duration: [{ from: new Date(from).toISOString(), to: new Date(to).toISOString() }],
    startAt: from,
    endAt: to,
    memberIds: ['host1', 'me'],
    ...overrides,
  });
};

const GAMES = [
  game('past-3-days', -72),
  game('upcoming-in-5-days', 120),
  game('past-yesterday', -24),
  game('upcoming-tomorrow', 24),
  game('ongoing-now', -1),
  game('held-in-2-days', 48, { isOnHold: true, hold: { createdBy: 'host1', reason: 'Rain', created: '', responses: [] } }),
  game('upcoming-in-3-days', 72),
  game('past-a-week', -168),
  game('upcoming-in-8-hours', 8),
  game('past-2-weeks', -336),
  // Not mine: someone else's, and one I left (my participant document there is retired, no longer a member).
  game('others', 30, { memberIds: ['host1', 'someone'] }),
  game('left', 40, { memberIds: ['host1'] }),
];
const UPCOMING_FIRST = [
  'ongoing-now',
  'upcoming-in-8-hours',
  'upcoming-tomorrow',
  'held-in-2-days',
  'upcoming-in-3-days',
  'upcoming-in-5-days',
];
const PAST_LATEST_FIRST = ['past-yesterday', 'past-3-days', 'past-a-week', 'past-2-weeks'];

let store: DocumentStore;
beforeAll(async () => {
  store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'my-games-')), 'r.sqlite'));
  for (const projection of allProjections) await store.ensureCollection(projection.collection);
  await store.commit(
    GAMES.map((doc, i) => ({ collection: GAMES_COLLECTION, id: doc.id, doc, position: BigInt(i + 1) })),
    [],
  );
  // Who is in a game is the participants read model's: one document per (game, person).
  const entry = (game: GameDocument, userId: string, member: boolean, i: number): GameParticipantDocument => ({
    id: participantDocId(game.id, userId),
    activityId: game.id,
    userId,
    order: i,
    status: member ? 'joined' : 'retired',
    listed: true,
    member,
    isHost: false,
    isCoHost: false,
    entry: null,
  });
  const people = GAMES.flatMap((game, i) => [
    ...game.memberIds.map((userId) => entry(game, userId, true, i)),
    ...(game.id === 'left' ? [entry(game, 'me', false, i)] : []),
  ]);
  await store.commit(
    people.map((doc, i) => ({ collection: GAME_PARTICIPANTS_COLLECTION, id: doc.id, doc, position: BigInt(i + 1) })),
    [],
  );
});

/** My Games as the route reads it: the viewer's games by user, then the games' documents. */
const listMyGames = async (viewerId: string, ...rest: Parameters<typeof listGamesOf> extends [unknown, unknown, ...infer R] ? R : never) =>
  listGamesOf(store, memberGameIdsOf(await membershipsOf(store, viewerId)), ...rest);
afterAll(() => store.close());

const ALL = ['upcoming', 'ongoing', 'hold', 'past'] as const;
const names = (page: { activities: GameDocument[] }) => page.activities.map((g) => g.name);

describe('My Games', () => {
  it('lists games to come (under way, held, upcoming) soonest first, then past games latest first; not a game I left', async () => {
    const page = await listMyGames('me', ALL, { page: 0, size: 20 }, NOW);
    expect(names(page)).toEqual([...UPCOMING_FIRST, ...PAST_LATEST_FIRST]);
    expect([page.total, page.hasMore]).toEqual([10, false]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 9, 10])('pages of %i cross from upcoming to past without losing or repeating a game', async (size) => {
    const seen: string[] = [];
    for (let page = 0; ; page++) {
      const result = await listMyGames('me', ALL, { page, size }, NOW);
      seen.push(...names(result));
      expect(result.total).toBe(10);
      if (!result.hasMore) break;
      expect(result.activities).toHaveLength(size);
    }
    expect(seen).toEqual([...UPCOMING_FIRST, ...PAST_LATEST_FIRST]);
  });

  it('the statusList the spec client sends (upcoming,past), and one status alone', async () => {
    const both = await listMyGames('me', ['upcoming', 'past'], { page: 0, size: 9 }, NOW);
    expect(names(both)).toEqual([
      'upcoming-in-8-hours',
      'upcoming-tomorrow',
      'upcoming-in-3-days',
      'upcoming-in-5-days',
      ...PAST_LATEST_FIRST,
    ]);
    expect(names(await listMyGames('me', ['past'], { page: 0, size: 9 }, NOW))).toEqual(PAST_LATEST_FIRST);
    expect(names(await listMyGames('me', ['hold'], { page: 0, size: 9 }, NOW))).toEqual(['held-in-2-days']);
    const beyond = await listMyGames('me', ALL, { page: 5, size: 9 }, NOW);
    expect([beyond.activities, beyond.hasMore, beyond.total]).toEqual([[], false, 10]);
  });
});
