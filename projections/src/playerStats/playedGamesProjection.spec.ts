import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventFeed, GameEvent, RecordedEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { ProjectionRunner } from '../core/runner';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { gameParticipantsProjection } from '../gameParticipants/gameParticipantsProjection';
import { playedGamesOf, withPlayers } from './playedGames';
import { PLAYED_GAMES_COLLECTION, playedGamesProjection, type PlayedGameDocument } from './playedGamesProjection';

const details = sampleGameDetails({ location: { name: 'Marina Turf', city: ' Chennai ' } });
const moved = sampleGameDetails({
  listingId: 'cricket',
  location: { name: 'Oval', city: 'Bengaluru' },
  date: '2026-11-23',
  duration: [{ from: '2026-11-23T07:00:00+05:30' }],
});

const history: GameEvent[] = [
  { type: 'GameCreated', data: { activityId: 'g1', host: { id: 'host', name: 'Hari' }, details } },
  { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'host', name: 'Hari' } } },
  { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'priya', name: 'Priya' } } },
  { type: 'JoinRequested', data: { activityId: 'g1', participant: { id: 'arjun', name: 'Arjun' } } },
  { type: 'JoinRequestAccepted', data: { activityId: 'g1', participantId: 'arjun', acceptedBy: 'host' } },
  {
    type: 'OfflineParticipantsAdded',
    data: { activityId: 'g1', participants: [{ id: 'offline-1', name: 'Guest' }], bookedBy: 'priya', addedBy: 'host' },
  },
  { type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'priya' } },
  { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'meera', name: 'Meera' } } },
  { type: 'ParticipantRemoved', data: { activityId: 'g1', participantId: 'meera', removedBy: 'host' } },
];

const recorded = (events: GameEvent[]): RecordedEvent[] =>
  events.map((e, i) => ({
    ...e,
    id: `e${i}`,
    streamId: 'game-g1',
    revision: BigInt(i),
    position: BigInt(i + 1),
    metadata: {
      commandId: `c${i}`,
      commandHash: 'h',
      causationId: 'c',
      correlationId: 'c',
      userId: 'host',
      time: `2026-11-20T10:00:0${i}.000Z`,
      schemaVersion: 1,
    },
  }));

const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };

const project = async (deliveries: RecordedEvent[][]) => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'proj-')), 'r.sqlite'));
  // The players come from the participants read model, so both are projected.
  const runner = new ProjectionRunner(idleFeed, store, [playedGamesProjection as never, gameParticipantsProjection as never]);
  await runner.start();
  for (const batch of deliveries) await runner.applyBatch(batch);
  await runner.stop();
  const game = await store.get<PlayedGameDocument>(PLAYED_GAMES_COLLECTION, 'g1');
  const doc = game && (await withPlayers(store, [game]))[0]!;
  const byPlayer = await playedGamesOf(store, 'arjun', { endAt: { $lte: Date.parse('2026-11-30T00:00:00Z') } });
  await store.close();
  return { doc, stored: game, byPlayer: byPlayer.map((d) => d.id) };
};

describe('playerStats: played games', () => {
  const events = recorded(history);

  it('keeps the listing, the joined registered players (from the participants), the region key and the end time of each game', async () => {
    const { doc, stored, byPlayer } = await project([events]);
    expect(doc).toEqual({
      id: 'g1',
      listingId: 'football',
      region: 'chennai',
      date: '2026-11-22',
      startAt: Date.parse('2026-11-22T18:00:00+05:30'),
      endAt: Date.parse('2026-11-22T19:30:00+05:30'),
      players: ['host', 'arjun'],
    });
    expect(byPlayer).toEqual(['g1']);
    // The stored document holds no players: a join does not rewrite it.
    expect(stored).not.toHaveProperty('players');
  });

  it('follows an update of the details (listing, place, time) and forgets a deleted game', async () => {
    const updated = recorded([...history, { type: 'GameUpdated', data: { activityId: 'g1', details: moved, updatedBy: 'host' } }]);
    expect((await project([updated])).doc).toMatchObject({
      listingId: 'cricket',
      region: 'bengaluru',
      date: '2026-11-23',
      endAt: Date.parse('2026-11-23T07:00:00+05:30') + 4 * 3_600_000, // no end: start plus 4 hours (spec section 4)
      players: ['host', 'arjun'],
    });
    const deleted = recorded([...history, { type: 'GameDeleted', data: { activityId: 'g1', deletedBy: 'host' } }]);
    expect(await project([deleted])).toEqual({ doc: null, stored: null, byPlayer: [] });
  });

  it('comes out the same when every event is delivered twice', async () => {
    const once = await project([events]);
    expect(await project([events.flatMap((e) => [e, e])])).toEqual(once);
    expect(await project([events.slice(0, 4), events.slice(0, 7), events, events.slice(2)])).toEqual(once);
    expect(await project(events.flatMap((e) => [[e], [e]]))).toEqual(once);
  });
});
