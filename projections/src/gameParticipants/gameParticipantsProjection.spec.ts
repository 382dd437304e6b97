import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_PREVIEW, type EventFeed, type GameDocument, type GameEvent, type RecordedEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { ProjectionRunner } from '../core/runner';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { GAMES_COLLECTION, gameListProjection } from '../gameList/gameListProjection';
import {
  GAME_PARTICIPANTS_COLLECTION,
  gameParticipantsProjection,
  participantDocId,
  type GameParticipantDocument,
} from './gameParticipantsProjection';

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
      time: new Date(Date.UTC(2026, 10, 20, 10) + i * 1000).toISOString(),
      schemaVersion: 1,
    },
  }));

const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };

/** Both read models of a game, fed in these deliveries; returns the game document and every participant document. */
const project = async (deliveries: RecordedEvent[][]) => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'participants-')), 'r.sqlite'));
  const runner = new ProjectionRunner(idleFeed, store, [gameListProjection as never, gameParticipantsProjection as never]);
  await runner.start();
  for (const batch of deliveries) await runner.applyBatch(batch);
  await runner.stop();
  const game = await store.get<GameDocument>(GAMES_COLLECTION, 'g1');
  const people = await store.find<GameParticipantDocument>(GAME_PARTICIPANTS_COLLECTION, {
    filter: { activityId: 'g1' },
    sort: [['order', 1]],
    limit: 100_000,
  });
  await store.close();
  return { game, people };
};

const person = (i: number) => ({ id: `p${i}`, name: `Player ${i}` });
const created: GameEvent = {
  type: 'GameCreated',
  data: { activityId: 'g1', host: { id: 'host', name: 'Hari Host' }, details: sampleGameDetails({ maxParticipants: 500 }) },
};
const joins = (from: number, to: number): GameEvent[] =>
  Array.from({ length: to - from }, (_, i) => ({ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: person(from + i) } }));

describe('game participants read model', () => {
  const history = recorded([
    created,
    { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'host', name: 'Hari Host' } } },
    ...joins(0, PARTICIPANT_PREVIEW + 20),
    { type: 'JoinRequested', data: { activityId: 'g1', participant: { id: 'asha', name: 'Asha Rao' }, message: 'Can I come?' } },
    {
      type: 'ParticipantsInvited',
      data: {
        activityId: 'g1',
        invitees: [
          { id: 'kavya', name: 'Kavya K' },
          { id: 'ravi', name: 'Ravi' },
        ],
        invitedBy: 'host',
      },
    },
    { type: 'InvitationDeclined', data: { activityId: 'g1', participantId: 'ravi' } },
    { type: 'JoinRequestAccepted', data: { activityId: 'g1', participantId: 'asha', acceptedBy: 'host' } },
    { type: 'CoHostAdded', data: { activityId: 'g1', coHostId: 'p60', addedBy: 'host' } },
    { type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'p65' } },
    { type: 'ParticipantRemoved', data: { activityId: 'g1', participantId: 'p3', removedBy: 'host' } },
  ]);

  it('keeps one document per person, in the order they came, with the spec participantDetail entry', async () => {
    const { people } = await project([history]);
    expect(people.map((p) => p.userId)).toEqual([
      'host',
      ...Array.from({ length: PARTICIPANT_PREVIEW + 20 }, (_, i) => `p${i}`),
      'asha',
      'kavya',
    ]);
    const byId = new Map(people.map((p) => [p.userId, p]));
    expect(byId.get('host')).toMatchObject({
      isHost: true,
      member: true,
      status: 'joined',
      entry: { isHost: true, firstName: 'Hari', lastName: 'Host' },
    });
    expect(byId.get('asha')).toMatchObject({ status: 'joined', member: true, entry: { message: 'Can I come?', status: 'joined' } });
    expect(byId.get('kavya')).toMatchObject({ status: 'invited', member: true });
    expect(byId.has('ravi')).toBe(false); // declined: forgotten
    expect(byId.get('p60')).toMatchObject({ isCoHost: true, member: true, entry: { isCoHost: true } });
    expect(byId.get('p65')).toMatchObject({ status: 'retired', member: false, entry: { retiredBy: 'p65' } });
    expect(byId.get('p3')).toMatchObject({ status: 'retired', member: false, entry: { retiredBy: 'host' } });
  });

  it('leaves the game document a preview and counts that follow the decider', async () => {
    const { game } = await project([history]);
    // host + 70 joined + asha, less the two who left or were removed
    expect(game!.totalParticipantCount).toBe(1 + PARTICIPANT_PREVIEW + 20 + 1 - 2);
    expect(game!.participantDetail).toHaveLength(PARTICIPANT_PREVIEW);
    expect(game!.participantDetail.find((p) => p.id === 'p3')?.status).toBe('retired');
    expect(game!.memberIds).toEqual(['host', 'p60']);
    expect(game!.hostandCoHost).toEqual(['host', 'p60']);
  });

  it('a rebuild from the log equals the documents built event by event, also with every event delivered twice', async () => {
    const live = await project(history.map((e) => [e]));
    const rebuilt = await project([history]);
    const twice = await project([history.slice(0, 30), history.slice(0, 50), history, history.slice(10)]);
    expect(rebuilt).toEqual(live);
    expect(twice).toEqual(live);
  });

  it('a place held for a payment counts as taken until paid or released', async () => {
    const paid = recorded([
      { ...created, data: { ...created.data, details: sampleGameDetails({ maxParticipants: 2 }) } },
      { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: person(1) } },
      {
        type: 'GamePlaceHeld',
        data: { activityId: 'g1', participant: person(2), orderId: 'o2', expiresAt: '2026-11-20T11:00:00.000Z' },
      },
    ]);
    const held = await project([paid]);
    expect(held.game).toMatchObject({ isFull: true, paymentPendingCount: 1, totalParticipantCount: 1 });
    expect(held.people.find((p) => p.userId === 'p2')).toMatchObject({ status: 'payment_pending', member: true });
    const releasedEvents = recorded([
      ...paid.map((e) => e as unknown as GameEvent),
      { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'p2', orderId: 'o2', reason: 'expired' } },
    ]);
    const released = await project([releasedEvents]);
    expect(released.game).toMatchObject({ isFull: false, paymentPendingCount: 0 });
    expect(released.people.some((p) => p.userId === 'p2')).toBe(false);
  });

  it('gives every document its id from the game and the person', () => {
    expect(participantDocId('g1', 'u1')).toBe('g1:u1');
  });
});
