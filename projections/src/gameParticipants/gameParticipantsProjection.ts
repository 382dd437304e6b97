import type { GameEvent, ParticipantDetail, PersonRef, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { participantEntry, togetherExtras, type EntryExtras } from './participantEntry';

/**
 * Big games stay cheap: one document per (game, person), so a join writes one
 * small document whatever the game's size (the design card: no step rewrites a document whose
 * size grows with its stream). The game document keeps counts and a short preview only.
 * Documents of a deleted game stay behind: every reader goes through the game document first.
 */
export const GAME_PARTICIPANTS_COLLECTION = 'game_participants_v1';

export type GameParticipantDocument = {
  /** `${activityId}:${userId}` (participantDocId). */
  id: string;
  activityId: string;
  userId: string;
  /** Order of coming to the game: the position of the event that first listed them (ties in one event by index). */
  order: number;
  /** The entry's status, null for a host who has not joined (yet). */
  status: ParticipantDetail['status'] | null;
  /** Has an entry (the pages of participants read only these: the index keeps them in order). */
  listed: boolean;
  /** Counts as a member (My Games, a private game's visibility): host, co-hosts, anyone listed but rejected or retired. */
  member: boolean;
  isHost: boolean;
  isCoHost: boolean;
  /** The participantDetail entry of spec section 3, or null while the host has not joined. */
  entry: ParticipantDetail | null;
};

export const participantDocId = (activityId: string, userId: string): string => `${activityId}:${userId}`;

/** Events with more than one person carry them in order; 1,000 per event keeps the order total. */
const orderOf = (position: bigint, index: number) => Number(position) * 1_000 + Math.min(index, 999);

const personIdsOf = (event: GameEvent): string[] => {
  switch (event.type) {
    case 'GameCreated':
      return [event.data.host.id];
    case 'PlayerJoinedGame':
    case 'GamePlaceHeld':
    case 'JoinRequested':
      return [event.data.participant.id];
    case 'GamePlaceReleased':
    case 'JoinRequestAccepted':
    case 'JoinRequestRejected':
    case 'InvitationDeclined':
    case 'ParticipantLeft':
    case 'ParticipantRemoved':
      return [event.data.participantId];
    case 'CoHostAdded':
      return [event.data.coHostId];
    case 'ParticipantsInvited':
      return event.data.invitees.map((p) => p.id);
    case 'OfflineParticipantsAdded':
      return event.data.participants.map((p) => p.id);
    default:
      return [];
  }
};

const HANDLED: ReadonlyArray<GameEvent['type']> = [
  'GameCreated',
  'PlayerJoinedGame',
  'GamePlaceHeld',
  'GamePlaceReleased',
  'JoinRequested',
  'JoinRequestAccepted',
  'JoinRequestRejected',
  'InvitationDeclined',
  'ParticipantLeft',
  'ParticipantRemoved',
  'CoHostAdded',
  'ParticipantsInvited',
  'OfflineParticipantsAdded',
];

const isMember = (doc: Pick<GameParticipantDocument, 'isHost' | 'isCoHost' | 'status'>) =>
  doc.isHost || doc.isCoHost || (doc.status !== null && doc.status !== 'rejected' && doc.status !== 'retired');

/**
 * The derived fields, stored into `doc`, which must be this event's own copy (one
 * copy an event, not three); every field is always present, so the stored order never changes.
 */
const finish = (doc: GameParticipantDocument): GameParticipantDocument | null => {
  const isCoHost = doc.isCoHost && !doc.isHost;
  if (doc.entry && doc.entry.isCoHost !== isCoHost) doc.entry = { ...doc.entry, isCoHost };
  doc.status = doc.entry?.status ?? null;
  // Someone no longer listed and holding no role leaves no document behind.
  if (doc.entry === null && !doc.isHost && !doc.isCoHost) return null;
  doc.listed = doc.entry !== null;
  doc.member = isMember(doc);
  return doc;
};

const blank = (activityId: string, userId: string, order: number): GameParticipantDocument => ({
  id: participantDocId(activityId, userId),
  activityId,
  userId,
  order,
  status: null,
  listed: false,
  member: false,
  isHost: false,
  isCoHost: false,
  entry: null,
});

/** Listed (or listed again) with this status; an existing entry keeps its place and creation time. */
const listed = (
  doc: GameParticipantDocument,
  person: PersonRef,
  status: ParticipantDetail['status'],
  time: string,
  extras: EntryExtras = {},
) => finish({ ...doc, entry: participantEntry(doc.entry, person, status, time, doc.isHost, extras) });

const withStatus = (
  doc: GameParticipantDocument,
  status: ParticipantDetail['status'],
  time: string,
  more: Partial<ParticipantDetail> = {},
) => finish(doc.entry ? { ...doc, entry: { ...doc.entry, status, updated: time, ...more } } : { ...doc });

export const evolveParticipant = (
  current: GameParticipantDocument | null,
  event: GameEvent,
  userId: string,
  position: bigint,
  time: string,
): GameParticipantDocument | null => {
  const ids = personIdsOf(event);
  const index = Math.max(0, ids.indexOf(userId));
  const doc = current ?? blank(event.data.activityId, userId, orderOf(position, index));
  switch (event.type) {
    case 'GameCreated':
      return finish({ ...doc, isHost: true });
    case 'PlayerJoinedGame':
      return listed(doc, event.data.participant, 'joined', time, { formAnswers: event.data.formAnswers, ...togetherExtras(event.data) });
    case 'GamePlaceHeld':
      return listed(doc, event.data.participant, 'payment_pending', time, {
        formAnswers: event.data.formAnswers,
        ...togetherExtras(event.data),
      });
    case 'GamePlaceReleased':
      return doc.entry?.status === 'payment_pending' ? finish({ ...doc, entry: null }) : current;
    case 'JoinRequested':
      return listed(doc, event.data.participant, 'requested', time, { message: event.data.message, formAnswers: event.data.formAnswers });
    case 'JoinRequestAccepted':
      // A pay-before game's accepted request: the player may now buy a place, as if invited.
      return withStatus(doc, event.data.paymentDue ? 'invited' : 'joined', time);
    case 'JoinRequestRejected':
    case 'InvitationDeclined':
      return finish({ ...doc, entry: null });
    case 'ParticipantLeft':
      return withStatus({ ...doc, isCoHost: false }, 'retired', time, { retiredBy: userId, retiredOn: time });
    case 'ParticipantRemoved':
      return withStatus({ ...doc, isCoHost: false }, 'retired', time, { retiredBy: event.data.removedBy, retiredOn: time });
    case 'CoHostAdded':
      return finish({ ...doc, isCoHost: true });
    case 'ParticipantsInvited':
      return listed(doc, event.data.invitees[index]!, 'invited', time);
    case 'OfflineParticipantsAdded':
      return listed(doc, event.data.participants[index]!, 'joined', time, { isOfflineParticipant: true, bookedBy: event.data.bookedBy });
    default:
      return current;
  }
};

/** The participants of every game, one document each (spec section 3 participantDetail entries). */
export const gameParticipantsProjection = defineProjection<GameParticipantDocument, readonly string[]>({
  name: 'gameParticipants.v1',
  collection: {
    name: GAME_PARTICIPANTS_COLLECTION,
    indexes: [
      // The detail's pages and "participants by status", in the order people came.
      {
        fields: [
          ['activityId', 1],
          ['listed', 1],
          ['order', 1],
        ],
      },
      {
        fields: [
          ['activityId', 1],
          ['status', 1],
          ['order', 1],
        ],
      },
      // The back office's Players tab sorts a game's entries by name (contracts' adminGamePlayers).
      {
        fields: [
          ['activityId', 1],
          ['listed', 1],
          ['entry.name', 1],
        ],
      },
      // A user's own games: My Games and a private game's visibility read them all (games/memberships.ts),
      // played games (playerStats/playedGames.ts) the joined ones.
      {
        fields: [
          ['userId', 1],
          ['status', 1],
        ],
      },
    ],
    // An entry's name orders the Players tab and is never filtered on (docs/adr/0137-sort-only-fields.md).
    sortOnly: ['entry.name'],
  },
  handles: HANDLED,
  documentId: (event: RecordedEvent) => {
    const activityId = (event.data as { activityId?: string }).activityId;
    return activityId ? personIdsOf(event as unknown as GameEvent).map((userId) => participantDocId(activityId, userId)) : null;
  },
  evolve: (doc, event, id) => {
    const gameEvent = event as unknown as GameEvent;
    const userId = id!.slice(gameEvent.data.activityId.length + 1);
    return evolveParticipant(doc, gameEvent, userId, event.position, event.metadata.time);
  },
});
