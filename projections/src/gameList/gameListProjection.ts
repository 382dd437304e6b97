import {
  gameEndMs,
  gameStartMs,
  type GameDocument,
  type GameEvent,
  type ParticipantDetail,
  type PersonRef,
  type RecordedEvent,
} from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const GAMES_COLLECTION = 'games';

const splitName = (name: string) => {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
};

const participant = (person: PersonRef, status: ParticipantDetail['status'], time: string, isHost: boolean): ParticipantDetail => ({
  id: person.id,
  status,
  membersCount: 1,
  created: time,
  updated: time,
  name: person.name,
  ...splitName(person.name),
  isOfflineParticipant: false,
  isHost,
});

/** Derived fields kept in one place so every event leaves them consistent. */
const withDerived = (doc: GameDocument, time: string): GameDocument => {
  const joined = doc.participantDetail.filter((p) => p.status === 'joined');
  const members = new Set([doc.host, ...doc.hostandCoHost, ...doc.participantDetail.filter((p) => p.status !== 'rejected').map((p) => p.id)]);
  return {
    ...doc,
    participants: joined.map((p) => p.id),
    totalParticipantCount: joined.length,
    isFull: joined.length >= doc.maxParticipants,
    isOnHold: doc.hold !== null,
    memberIds: [...members],
    updated: time,
  };
};

const setStatus = (doc: GameDocument, id: string, status: ParticipantDetail['status'] | null, time: string): GameDocument => ({
  ...doc,
  participantDetail:
    status === null
      ? doc.participantDetail.filter((p) => p.id !== id)
      : doc.participantDetail.map((p) => (p.id === id ? { ...p, status, updated: time } : p)),
});

const upsertParticipant = (doc: GameDocument, person: PersonRef, status: ParticipantDetail['status'], time: string): GameDocument => {
  const exists = doc.participantDetail.some((p) => p.id === person.id);
  return exists
    ? setStatus(doc, person.id, status, time)
    : { ...doc, participantDetail: [...doc.participantDetail, participant(person, status, time, person.id === doc.host)] };
};

const created = (event: Extract<GameEvent, { type: 'GameCreated' }>, time: string): GameDocument => {
  const { activityId, host, details } = event.data;
  return withDerived(
    {
      ...details,
      id: activityId,
      activityId,
      totalParticipantCount: 0,
      currency: 'INR',
      symbol: '₹',
      activitySource: 'users',
      participationType: 'individual',
      payableMethod: 'paybefore',
      host: host.id,
      hostDetail: { id: host.id, name: host.name, isHost: true },
      hostandCoHost: [host.id],
      participants: [],
      participantDetail: [],
      hold: null,
      isFull: false,
      isMatchFull: false,
      startAt: gameStartMs(details.duration),
      endAt: gameEndMs(details.duration),
      isOnHold: false,
      memberIds: [],
      created: time,
      updated: time,
    },
    time,
  );
};

const evolveGame = (doc: GameDocument | null, event: GameEvent, time: string): GameDocument | null => {
  if (event.type === 'GameCreated') return created(event, time);
  if (!doc) return null; // an event for a game we never saw created: nothing to show
  switch (event.type) {
    case 'PlayerJoinedGame':
      return withDerived(upsertParticipant(doc, event.data.participant, 'joined', time), time);
    case 'JoinRequested':
      return withDerived(upsertParticipant(doc, event.data.participant, 'requested', time), time);
    case 'JoinRequestAccepted':
      return withDerived(setStatus(doc, event.data.participantId, 'joined', time), time);
    case 'JoinRequestRejected':
      return withDerived(setStatus(doc, event.data.participantId, null, time), time);
    case 'GameHeld':
      return withDerived({ ...doc, hold: { createdBy: event.data.heldBy, reason: event.data.reason, created: time, responses: [] } }, time);
    case 'GameHoldReleased':
      return withDerived({ ...doc, hold: null }, time);
    case 'ParticipantsInvited':
      return withDerived(
        event.data.invitees.reduce<GameDocument>((d, invitee) => upsertParticipant(d, invitee, 'invited', time), doc),
        time,
      );
    case 'MatchFullSet':
      return withDerived({ ...doc, isMatchFull: event.data.isMatchFull }, time);
    case 'GameDeleted':
      return null;
    case 'ParticipantLeft':
    case 'ParticipantRemoved':
      return withDerived(
        { ...setStatus(doc, event.data.participantId, 'retired', time), hostandCoHost: doc.hostandCoHost.filter((id) => id !== event.data.participantId) },
        time,
      );
    case 'CoHostAdded':
      return withDerived({ ...doc, hostandCoHost: [...doc.hostandCoHost, event.data.coHostId] }, time);
  }
};

/** The game documents behind the game list and the game detail (spec section 3, Activity). */
export const gameListProjection = defineProjection<GameDocument>({
  name: 'gameList',
  collection: {
    name: GAMES_COLLECTION,
    indexes: [
      { fields: [['isOnHold', 1], ['startAt', 1]] },
      { fields: [['isOnHold', 1], ['listingId', 1], ['startAt', 1]] },
      { fields: [['endAt', -1]] },
      { fields: [['listingId', 1], ['endAt', -1]] },
      { fields: [['date', 1]] },
      { fields: [['privacy', 1]] },
      { fields: [['startAt', 1]] },
    ],
    arrayFields: ['memberIds'],
  },
  handles: ['GameCreated', 'PlayerJoinedGame', 'JoinRequested', 'JoinRequestAccepted', 'JoinRequestRejected', 'GameHeld', 'GameHoldReleased', 'CoHostAdded', 'MatchFullSet', 'ParticipantRemoved', 'ParticipantLeft', 'GameDeleted', 'ParticipantsInvited'],
  documentId: (event: RecordedEvent) => (event.data as { activityId?: string }).activityId ?? null,
  evolve: (doc, event) => evolveGame(doc, event as unknown as GameEvent, event.metadata.time),
});
