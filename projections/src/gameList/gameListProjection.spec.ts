import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventFeed, GameDocument, GameEvent, RecordedEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { ProjectionRunner } from '../core/runner';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { GAMES_COLLECTION, gameListProjection } from './gameListProjection';

const details = sampleGameDetails({ privacy: 'private' });

const history: GameEvent[] = [
  { type: 'GameCreated', data: { activityId: 'g1', host: { id: 'host', name: 'Hari Host' }, details } },
  { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'host', name: 'Hari Host' } } },
  { type: 'JoinRequested', data: { activityId: 'g1', participant: { id: 'priya', name: 'Priya Patel' } } },
  { type: 'JoinRequested', data: { activityId: 'g1', participant: { id: 'arjun', name: 'Arjun' } } },
  { type: 'JoinRequestAccepted', data: { activityId: 'g1', participantId: 'priya', acceptedBy: 'host' } },
  { type: 'JoinRequestRejected', data: { activityId: 'g1', participantId: 'arjun', rejectedBy: 'host' } },
  { type: 'GameHeld', data: { activityId: 'g1', reason: 'Rain', heldBy: 'host' } },
  { type: 'CoHostAdded', data: { activityId: 'g1', coHostId: 'priya', addedBy: 'host' } },
  { type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: true, setBy: 'host' } },
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

const idleFeed: EventFeed = {
  readAll: async () => [],
  headPosition: async () => null,
  async *subscribeToAll() {},
};

const project = async (deliveries: RecordedEvent[][]) => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'proj-')), 'r.sqlite'));
  const runner = new ProjectionRunner(idleFeed, store, [gameListProjection as never]);
  await runner.start();
  for (const batch of deliveries) await runner.applyBatch(batch);
  await runner.stop();
  const doc = await store.get<GameDocument>(GAMES_COLLECTION, 'g1');
  await store.close();
  return doc;
};

describe('gameList projection', () => {
  const events = recorded(history);

  it('builds the Activity document of spec section 3', async () => {
    const doc = await project([events]);
    expect(doc).toMatchObject({
      id: 'g1',
      activityId: 'g1',
      host: 'host',
      hostDetail: { id: 'host', name: 'Hari Host', isHost: true },
      participants: ['host', 'priya'],
      totalParticipantCount: 2,
      isFull: false,
      isOnHold: true,
      hold: { reason: 'Rain', createdBy: 'host', created: '2026-11-20T10:00:06.000Z' },
      privacy: 'private',
      payableMethod: 'paybefore',
      activitySource: 'users',
      memberIds: ['host', 'priya'],
      hostandCoHost: ['host', 'priya'],
      isMatchFull: true,
      startAt: Date.parse('2026-11-22T18:00:00+05:30'),
      endAt: Date.parse('2026-11-22T19:30:00+05:30'),
    });
    expect(doc!.participantDetail.map((p) => [p.id, p.status, p.firstName, p.lastName])).toEqual([
      ['host', 'joined', 'Hari', 'Host'],
      ['priya', 'joined', 'Priya', 'Patel'],
    ]);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const once = await project([events]);
    const twiceInOneBatch = await project([events.flatMap((e) => [e, e])]);
    const twiceAcrossBatches = await project([events.slice(0, 4), events.slice(0, 6), events, events.slice(2)]);
    const oneByOneTwice = await project(events.flatMap((e) => [[e], [e]]));
    expect(twiceInOneBatch).toEqual(once);
    expect(twiceAcrossBatches).toEqual(once);
    expect(oneByOneTwice).toEqual(once);
  });

  it('retires a removed participant: out of the participants and the co-hosts, the place free again', async () => {
    const withRemoval = recorded([
      ...history,
      { type: 'ParticipantRemoved', data: { activityId: 'g1', participantId: 'priya', removedBy: 'host' } },
    ]);
    const doc = await project([withRemoval, withRemoval]);
    expect(doc).toMatchObject({ participants: ['host'], totalParticipantCount: 1, hostandCoHost: ['host'] });
    expect(doc!.participantDetail.find((p) => p.id === 'priya')?.status).toBe('retired');
    // A game the user left or was removed from is no longer theirs (My Games reads memberIds).
    expect(doc!.memberIds).not.toContain('priya');
  });

  it('forgets a declined invitation, also when delivered twice', async () => {
    const events = recorded([
      ...history,
      { type: 'ParticipantsInvited', data: { activityId: 'g1', invitees: [{ id: 'kavya', name: 'Kavya K' }], invitedBy: 'host' } },
      { type: 'InvitationDeclined', data: { activityId: 'g1', participantId: 'kavya' } },
    ]);
    const invitedOnly = await project([events.slice(0, -1)]);
    expect(invitedOnly!.participantDetail.find((p) => p.id === 'kavya')?.status).toBe('invited');
    // Invitees are members through their participant documents (gameParticipants spec), not memberIds.
    const doc = await project([events, events]);
    expect(doc!.participantDetail.some((p) => p.id === 'kavya')).toBe(false);
  });

  describe('cost per participant from the booking', () => {
    const slot = (slotId: string) => ({ slotId, fieldId: 'f1', slotDate: '2026-11-22', startTime: '18:00:00', endTime: '19:00:00' });
    const game = (costShared: boolean): GameEvent[] => [
      {
        type: 'GameCreated',
        data: {
          activityId: 'g1',
          host: { id: 'host', name: 'Hari Host' },
          details: sampleGameDetails({ maxParticipants: 7, isCostShared: costShared, costPerParticpant: 15000 }),
        },
      },
      { type: 'SlotMapped', data: { activityId: 'g1', slot: slot('s1'), mappedBy: 'host', paidAmount: 141600 } },
      { type: 'SlotMapped', data: { activityId: 'g1', slot: slot('s2'), mappedBy: 'host', paidAmount: 70800 } },
    ];
    const twice = async (events: GameEvent[]) => {
      const all = recorded(events);
      return project([all, all]);
    };

    it("is the booked slots' paid total over the places, rounded up to the paisa, while the host shares the cost", async () => {
      // (141600 + 70800) / 7 = 30342.86
      expect((await twice(game(true)))!.costPerParticpant).toBe(30343);
      expect((await twice(game(false)))!.costPerParticpant).toBe(15000);
    });
    it('follows unmapping, a change of places and the host turning sharing off', async () => {
      const unmapped = await twice([...game(true), { type: 'SlotUnmapped', data: { activityId: 'g1', slotId: 's1', removedBy: 'host' } }]);
      expect(unmapped!.costPerParticpant).toBe(10115);
      const updated = (changes: Parameters<typeof sampleGameDetails>[0]): GameEvent => ({
        type: 'GameUpdated',
        data: {
          activityId: 'g1',
          details: sampleGameDetails({ maxParticipants: 7, isCostShared: true, costPerParticpant: 15000, ...changes }),
          updatedBy: 'host',
        },
      });
      expect((await twice([...game(true), updated({ maxParticipants: 10 })]))!.costPerParticpant).toBe(21240);
      expect((await twice([...game(true), updated({ isCostShared: false, costPerParticpant: 12000 })]))!.costPerParticpant).toBe(12000);
    });
  });

  it('forgets a deleted game, also when events arrive twice', async () => {
    const withDeletion = recorded([...history, { type: 'GameDeleted', data: { activityId: 'g1', deletedBy: 'host' } }]);
    expect(await project([withDeletion])).toBeNull();
    expect(await project([withDeletion, withDeletion.slice(0, 3)])).toBeNull();
  });
});
