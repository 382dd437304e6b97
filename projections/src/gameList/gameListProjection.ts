import {
  coverUrlOf,
  gameDocumentSchema,
  gameEndMs,
  gameStartMs,
  type GameDocument,
  gameEvents,
  PARTICIPANT_PREVIEW,
  type GameEvent,
  type ParticipantDetail,
  type PersonRef,
  type RecordedEvent,
} from '@sports/contracts';
import { patch, shapedLike } from '../core/patch';
import { defineProjection } from '../core/projection';
import { discoveryFields } from './discoveryFields';
import { gameIndexes } from './indexes';
import { waitlistCountAfter } from '../waitlist/gameWaitlistCount';
import { participantEntry, type EntryExtras } from '../gameParticipants/participantEntry';

/** Every game document has every field from the start, so updates in a replay stay cheap (core/patch.ts). */
const newGameDocument = shapedLike<GameDocument>(Object.keys(gameDocumentSchema.shape));

/**
 * Versioned: a new shape of the document is built in a fresh collection from the log (see docs/decisions.md);
 * v5 (issue 21 item 2): participants live in their own read model (gameParticipants); this document keeps
 * counts, the host and co-hosts (memberIds) and a preview of the first PARTICIPANT_PREVIEW entries, so a
 * join rewrites a document of the same size in a game of ten or of ten thousand. v6: the waitlist
 * likewise, a count (waitlistCount) instead of every id in line (projections/src/waitlist).
 */
export const GAMES_COLLECTION = 'games_v6';

/**
 * Issue 6 "a game's cost per participant comes from the booking when the host shares the cost":
 * the paid totals of the booked slots mapped to the game, divided by its places, rounded up to
 * the paisa. Otherwise (or with no booked slot mapped) the cost the host entered.
 */
const costPerParticipantOf = (doc: GameDocument): number => {
  const hostCost = doc.hostCostPerParticpant ?? doc.costPerParticpant;
  const booked = doc.mappedSlots.reduce((sum, s) => sum + (s.paidAmount ?? 0), 0);
  return doc.isCostShared && booked > 0 ? Math.ceil(booked / doc.maxParticipants) : hostCost;
};

/** Derived fields kept in one place so every event leaves them consistent; each costs the preview's size at most. */
const withDerived = (doc: GameDocument, time: string): GameDocument => {
  const pending = doc.paymentPendingCount ?? 0;
  return patch(doc, {
    participants: doc.participantDetail.filter((p) => p.status === 'joined').map((p) => p.id),
    // A place held while its payment is pending is taken too (issue 18 item 7).
    isFull: doc.totalParticipantCount + pending >= doc.maxParticipants,
    isOnHold: doc.hold !== null,
    costPerParticpant: costPerParticipantOf(doc),
    // The hosts only: participants' memberships are the participants read model's (issue 21 item 2).
    memberIds: [...new Set([doc.host, ...doc.hostandCoHost])],
    participantDetail: doc.participantDetail.map((p) => {
      const isCoHost = !p.isHost && doc.hostandCoHost.includes(p.id);
      return p.isCoHost === isCoHost ? p : { ...p, isCoHost };
    }),
    coverUrl: coverUrlOf(doc.coverImageorVideo),
    startAt: gameStartMs(doc.duration),
    endAt: gameEndMs(doc.duration),
    updated: time,
  }, discoveryFields(doc));
};

/**
 * The counts follow the game decider's own (gameState.ts joinedCount and held places): each event
 * says how they move, so no step needs the entries beyond the preview. Never below zero.
 */
const counted = (doc: GameDocument, joined: number, pending = 0): GameDocument =>
  patch(doc, {
    totalParticipantCount: Math.max(0, doc.totalParticipantCount + joined),
    paymentPendingCount: Math.max(0, (doc.paymentPendingCount ?? 0) + pending),
  });

const setStatus = (doc: GameDocument, id: string, status: ParticipantDetail['status'] | null, time: string): GameDocument =>
  patch(doc, {
    participantDetail:
      status === null
        ? doc.participantDetail.filter((p) => p.id !== id)
        : doc.participantDetail.map((p) => (p.id === id ? { ...p, status, updated: time } : p)),
  });

/** Updates a previewed entry, or adds one while the preview has room; beyond it, the entry is only in the participants read model. */
const upsertParticipant = (doc: GameDocument, person: PersonRef, status: ParticipantDetail['status'], time: string, extras: EntryExtras = {}): GameDocument => {
  const exists = doc.participantDetail.some((p) => p.id === person.id);
  if (exists) return patch(doc, { participantDetail: doc.participantDetail.map((p) => (p.id === person.id ? participantEntry(p, person, status, time, p.isHost, extras) : p)) });
  if (doc.participantDetail.length >= PARTICIPANT_PREVIEW) return doc;
  return patch(doc, { participantDetail: [...doc.participantDetail, participantEntry(null, person, status, time, person.id === doc.host, extras)] });
};

const retire = (doc: GameDocument, id: string, by: string, time: string): GameDocument =>
  patch(counted(doc, -1), {
    participantDetail: doc.participantDetail.map((p) => (p.id === id ? { ...p, status: 'retired', updated: time, retiredBy: by, retiredOn: time } : p)),
    hostandCoHost: doc.hostandCoHost.filter((h) => h !== id),
  });

/** A held place goes back: the previewed entry says whether it was held; beyond the preview, the decider only releases held places. */
const released = (doc: GameDocument, id: string, time: string): GameDocument => {
  const entry = doc.participantDetail.find((p) => p.id === id);
  if (entry && entry.status !== 'payment_pending') return doc;
  return withDerived(counted(entry ? setStatus(doc, id, null, time) : doc, 0, -1), time);
};

const withQueries = (doc: GameDocument, update: (queries: GameDocument['queries']) => GameDocument['queries']): GameDocument => patch(doc, { queries: update(doc.queries) });

const created = (event: Extract<GameEvent, { type: 'GameCreated' }>, time: string): GameDocument => {
  const { activityId, host, details } = event.data;
  return withDerived(
    newGameDocument(details, {
      id: activityId,
      activityId,
      totalParticipantCount: 0,
      paymentPendingCount: 0,
      currency: 'INR',
      symbol: '₹',
      activitySource: 'users',
      host: host.id,
      hostDetail: { id: host.id, name: host.name, isHost: true },
      hostandCoHost: [host.id],
      participants: [],
      participantDetail: [],
      hold: null,
      queries: [],
      slotIds: [],
      mappedSlots: [],
      hostCostPerParticpant: details.costPerParticpant,
      coverUrl: null,
      region: null,
      geoCell: null,
      isFull: false,
      isMatchFull: false,
      startAt: gameStartMs(details.duration),
      endAt: gameEndMs(details.duration),
      isOnHold: false,
      memberIds: [],
      waitlistCount: 0,
      created: time,
      updated: time,
    }),
    time,
  );
};

const evolveGame = (doc: GameDocument | null, event: GameEvent, time: string): GameDocument | null => {
  if (event.type === 'GameCreated') return created(event, time);
  if (!doc) return null; // an event for a game we never saw created: nothing to show
  switch (event.type) {
    case 'PlayerJoinedWaitlist':
    case 'PlayerLeftWaitlist':
    case 'WaitlistOfferDeclined':
    case 'WaitlistOfferLapsed':
      return patch(doc, { waitlistCount: waitlistCountAfter(doc, event), updated: time });
    case 'WaitlistPlaceOffered':
      return doc; // offers are the waitlist read model's (projections/src/waitlist)
    case 'PlayerJoinedGame':
      return withDerived(
        upsertParticipant(counted(patch(doc, { waitlistCount: waitlistCountAfter(doc, event) }), 1, event.data.orderId ? -1 : 0), event.data.participant, 'joined', time, { formAnswers: event.data.formAnswers }),
        time,
      );
    // Issue 18 item 7: a pay-before game's place held for an order shows as payment pending until paid or released.
    case 'GamePlaceHeld':
      return withDerived(upsertParticipant(counted(patch(doc, { waitlistCount: waitlistCountAfter(doc, event) }), 0, 1), event.data.participant, 'payment_pending', time, { formAnswers: event.data.formAnswers }), time);
    case 'GamePlaceReleased':
      return released(doc, event.data.participantId, time);
    case 'JoinRequested':
      return withDerived(upsertParticipant(doc, event.data.participant, 'requested', time, { message: event.data.message, formAnswers: event.data.formAnswers }), time);
    case 'JoinRequestAccepted':
      return withDerived(setStatus(counted(patch(doc, { waitlistCount: waitlistCountAfter(doc, event) }), 1), event.data.participantId, 'joined', time), time);
    case 'JoinRequestRejected':
    case 'InvitationDeclined':
      return withDerived(setStatus(doc, event.data.participantId, null, time), time);
    case 'GameHeld':
      return withDerived(patch(doc, { hold: { createdBy: event.data.heldBy, reason: event.data.reason, created: time, responses: [] } }), time);
    case 'GameHoldReleased':
      return withDerived(patch(doc, { hold: null }), time);
    case 'HoldResponded': {
      if (!doc.hold) return doc;
      const responses = [...doc.hold.responses.filter((r) => r.userId !== event.data.userId), { userId: event.data.userId, response: event.data.response, created: time }];
      return withDerived(patch(doc, { hold: { ...doc.hold, responses } }), time);
    }
    case 'ParticipantsInvited':
      return withDerived(
        event.data.invitees.reduce<GameDocument>((d, invitee) => upsertParticipant(d, invitee, 'invited', time), doc),
        time,
      );
    case 'OfflineParticipantsAdded':
      return withDerived(
        event.data.participants.reduce<GameDocument>(
          (d, p) => upsertParticipant(d, p, 'joined', time, { isOfflineParticipant: true, bookedBy: event.data.bookedBy }),
          counted(doc, event.data.participants.length),
        ),
        time,
      );
    case 'InviteLinkSent':
      return doc; // the invitation's secret stays in the stream; nothing to show until someone joins with it
    case 'MatchFullSet':
      return withDerived(patch(doc, { isMatchFull: event.data.isMatchFull }), time);
    case 'GameDeleted':
      return null;
    case 'ParticipantLeft':
      return withDerived(retire(doc, event.data.participantId, event.data.participantId, time), time);
    case 'ParticipantRemoved':
      return withDerived(retire(doc, event.data.participantId, event.data.removedBy, time), time);
    case 'CoHostAdded':
      return withDerived(patch(doc, { hostandCoHost: [...doc.hostandCoHost, event.data.coHostId] }), time);
    case 'GameUpdated':
      // The details are replaced; who takes part, the hold, queries and slots stay.
      return withDerived(patch(doc, CLEARED_OPTIONAL_DETAILS, event.data.details, { hostCostPerParticpant: event.data.details.costPerParticpant }), time);
    case 'CoverSet':
      return withDerived(patch(doc, { coverImageorVideo: event.data.cover }), time);
    case 'CoverRemoved': {
      return withDerived(patch(doc, { coverImageorVideo: undefined }), time);
    }
    case 'QueryAdded':
      return withDerived(
        withQueries(doc, (qs) => [...qs, { id: event.data.queryId, question: event.data.question, askedBy: event.data.askedBy, created: time, answer: null }]),
        time,
      );
    case 'QueryAnswered':
      return withDerived(
        withQueries(doc, (qs) => qs.map((q) => (q.id === event.data.queryId ? { ...q, answer: { text: event.data.answer, answeredBy: event.data.answeredBy, created: time } } : q))),
        time,
      );
    case 'QueryDeleted':
      return withDerived(withQueries(doc, (qs) => qs.filter((q) => q.id !== event.data.queryId)), time);
    case 'SlotMapped': {
      const { slot, paidAmount } = event.data;
      const mapped = paidAmount === undefined ? slot : { ...slot, paidAmount };
      return withDerived(patch(doc, { slotIds: [...doc.slotIds, slot.slotId], mappedSlots: [...doc.mappedSlots, mapped] }), time);
    }
    case 'SlotUnmapped':
      return withDerived(
        patch(doc, { slotIds: doc.slotIds.filter((id) => id !== event.data.slotId), mappedSlots: doc.mappedSlots.filter((s) => s.slotId !== event.data.slotId) }),
        time,
      );
  }
};

/** Optional details absent from an update are cleared, not kept from before. */
const OPTIONAL_DETAILS = ['facilityId', 'facilityName', 'spaceId', 'spaceName', 'activityLink', 'teamCount', 'maxParticipantPerTeam', 'gameSkillFrom', 'gameSkillTo', 'circleId', 'coverImageorVideo', 'slotBookLater'] as const;
const CLEARED_OPTIONAL_DETAILS: Partial<GameDocument> = Object.fromEntries(OPTIONAL_DETAILS.map((k) => [k, undefined]));

/** The game documents behind the game list and the game detail (spec section 3, Activity). */
export const gameListProjection = defineProjection<GameDocument>({
  name: 'gameList.v6',
  collection: { name: GAMES_COLLECTION, ...gameIndexes },
  handles: Object.keys(gameEvents),
  documentId: (event: RecordedEvent) => (event.data as { activityId?: string }).activityId ?? null,
  evolve: (doc, event) => evolveGame(doc, event as unknown as GameEvent, event.metadata.time),
});
