import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventFeed, GameDocument, GameEvent, RecordedEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { ProjectionRunner } from '../core/runner';
import type { DocumentWrite } from '../documentStore/port';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { GAMES_COLLECTION, gameListProjection } from '../gameList/gameListProjection';
import { dueWaitlistOffers } from './dueOffers';
import { WAITLIST_COLLECTION, waitlistEntryId, waitlistProjection, type WaitlistEntryDocument } from './waitlistProjection';

/** Kept per entry by The waitlist read model and the game document's count, from these events. */
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
      userId: 'u',
      time: new Date(Date.UTC(2026, 10, 20, 10) + i * 1000).toISOString(),
      schemaVersion: 1,
    },
  }));

const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };

/** Both read models fed in these deliveries; `writes` sees every document write of each delivery. */
const project = async (deliveries: RecordedEvent[][], writes?: (batch: readonly DocumentWrite[]) => void) => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'waitlist-')), 'r.sqlite'));
  if (writes) {
    const commit = store.commit.bind(store);
    store.commit = (batch, checkpoints) => (writes(batch), commit(batch, checkpoints));
  }
  const runner = new ProjectionRunner(idleFeed, store, [gameListProjection as never, waitlistProjection as never]);
  await runner.start();
  for (const batch of deliveries) await runner.applyBatch(batch);
  await runner.stop();
  const game = await store.get<GameDocument>(GAMES_COLLECTION, 'g1');
  const line = await store.find<WaitlistEntryDocument>(WAITLIST_COLLECTION, {
    filter: { activityId: 'g1' },
    sort: [['place', 1]],
    limit: 100_000,
  });
  return { game, line, store };
};
const settled = async (deliveries: RecordedEvent[][]) => {
  const { game, line, store } = await project(deliveries);
  await store.close();
  return { game, line };
};

const person = (id: string) => ({ id, name: `Name ${id}` });
const created: GameEvent = {
  type: 'GameCreated',
  data: { activityId: 'g1', host: person('host'), details: sampleGameDetails({ maxParticipants: 2 }) },
};
const joined = (id: string, wasWaitlisted?: true): GameEvent => ({
  type: 'PlayerJoinedGame',
  data: { activityId: 'g1', participant: person(id), ...(wasWaitlisted ? { wasWaitlisted } : {}) },
});
const queued = (id: string): GameEvent => ({ type: 'PlayerJoinedWaitlist', data: { activityId: 'g1', player: person(id) } });
const offered = (userId: string, expiresAt: string): GameEvent => ({
  type: 'WaitlistPlaceOffered',
  data: { activityId: 'g1', userId, expiresAt },
});
const queuedMany = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => queued(`w${from + i}`));

describe('the waitlist read model (one document per player in line)', () => {
  const history = recorded([
    created,
    joined('host'),
    joined('p1'),
    queued('a'),
    queued('b'),
    queued('c'),
    queued('d'),
    queued('e'),
    { type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'p1' } },
    offered('a', '2026-11-20T10:30:00.000Z'),
    joined('a', true),
    { type: 'PlayerLeftWaitlist', data: { activityId: 'g1', userId: 'c' } },
    { type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'a' } },
    offered('b', '2026-11-20T10:40:00.000Z'),
    { type: 'WaitlistOfferDeclined', data: { activityId: 'g1', userId: 'b' } },
    offered('d', '2026-11-20T11:10:00.000Z'),
    // A joiner who never queued leaves the line as it was.
    { type: 'JoinRequestAccepted', data: { activityId: 'g1', participantId: 'x', acceptedBy: 'host' } },
  ]);

  it('keeps each player in line with their place, name, time of joining and any offer; the game document only the count', async () => {
    const { game, line } = await settled([history]);
    expect(line.map((e) => [e.userId, e.name, e.offerExpiresAt])).toEqual([
      ['d', 'Name d', '2026-11-20T11:10:00.000Z'],
      ['e', 'Name e', null],
    ]);
    expect(line[0]).toMatchObject({ id: waitlistEntryId('g1', 'd'), activityId: 'g1', joined: '2026-11-20T10:00:06.000Z' });
    expect(line[0]!.place).toBeLessThan(line[1]!.place);
    expect(game!.waitlistCount).toBe(2);
    expect(game).not.toHaveProperty('waitlistIds');
  });

  it('a paid hold or a lapse takes a player out of the line too; the count never goes below zero', async () => {
    const more = recorded([
      ...history.map((e) => e as unknown as GameEvent),
      {
        type: 'GamePlaceHeld',
        data: { activityId: 'g1', participant: person('d'), orderId: 'o1', expiresAt: '2026-11-20T11:15:00.000Z', wasWaitlisted: true },
      },
      offered('e', '2026-11-20T11:20:00.000Z'),
      { type: 'WaitlistOfferLapsed', data: { activityId: 'g1', userId: 'e', expiresAt: '2026-11-20T11:20:00.000Z' } },
      { type: 'PlayerLeftWaitlist', data: { activityId: 'g1', userId: 'nobody' } },
    ]);
    const { game, line } = await settled([more]);
    expect(line).toEqual([]);
    expect(game!.waitlistCount).toBe(0);
  });

  it('gives the sweeper the due offers, earliest first, and none of a deleted game', async () => {
    const { store } = await project([history]);
    expect(await dueWaitlistOffers(store, '2026-11-20T11:00:00.000Z')).toEqual([]);
    expect(await dueWaitlistOffers(store, '2026-11-20T11:10:00.000Z')).toEqual([
      { activityId: 'g1', userId: 'd', expiresAt: '2026-11-20T11:10:00.000Z' },
    ]);
    await store.close();
    const deleted = await project([
      recorded([...history.map((e) => e as unknown as GameEvent), { type: 'GameDeleted', data: { activityId: 'g1', deletedBy: 'host' } }]),
    ]);
    expect(await dueWaitlistOffers(deleted.store, '2026-11-20T12:00:00.000Z')).toEqual([]);
    await deleted.store.close();
  });

  it('a rebuild from the log equals the documents built event by event, also with events delivered again', async () => {
    const live = await settled(history.map((e) => [e]));
    const rebuilt = await settled([history]);
    const again = await settled([history.slice(0, 6), history.slice(0, 12), history, history.slice(3)]);
    expect(rebuilt).toEqual(live);
    expect(again).toEqual(live);
  });

  it('a join or a leave of the line writes the same documents and bytes behind 10 or 2,000 waiting', async () => {
    const costOf = async (waiting: number) => {
      const before = recorded([
        created,
        joined('host'),
        joined('p1'),
        ...queuedMany(0, waiting),
        queued('me'),
        { type: 'PlayerLeftWaitlist', data: { activityId: 'g1', userId: 'me' } },
      ]);
      const seen: Array<readonly DocumentWrite[]> = [];
      // Setup in short deliveries: a runner that has caught up writes each delivery as it comes (not a rebuild's held batches).
      const setup = Array.from({ length: Math.ceil((before.length - 2) / 500) }, (_, i) =>
        before.slice(i * 500, Math.min((i + 1) * 500, before.length - 2)),
      );
      const { store } = await project([...setup, [before.at(-2)!], [before.at(-1)!]], (batch) => seen.push(batch));
      await store.close();
      const [join, leave] = seen
        .slice(-2)
        .map((batch) => ({ documents: batch.length, bytes: batch.reduce((sum, w) => sum + JSON.stringify(w.doc).length, 0) }));
      return { join: join!, leave: leave! };
    };
    const small = await costOf(10);
    const big = await costOf(2_000);
    // The game document's count and the player's own entry: nothing that holds the line.
    expect(small.join.documents).toBe(2);
    expect(big.join.documents).toBe(small.join.documents);
    expect(big.leave.documents).toBe(small.leave.documents);
    // A count of four digits instead of two, and a place further on in the log.
    expect(big.join.bytes - small.join.bytes).toBeLessThanOrEqual(16);
    expect(big.leave.bytes - small.leave.bytes).toBeLessThanOrEqual(16);
  }, 60_000);
});
