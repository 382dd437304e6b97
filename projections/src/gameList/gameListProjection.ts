import {
  coverUrlOf,
  gameDocumentSchema,
  type GameDocument,
  gameEvents,
  PARTICIPANT_PREVIEW,
  type GameEvent,
  type ParticipantDetail,
  type PersonRef,
  type RecordedEvent,
} from '@sports/contracts';
import { gameEndMs, gameStartMs, gameTermsOf, playerCostOf, sharedTotalOf } from '@sports/shared-rules';
import { patch, shapedLike } from '../core/patch';
import { defineProjection } from '../core/projection';
import { discoveryFields } from './discoveryFields';
import { gameIndexes } from './indexes';
import { waitlistCountAfter } from '../waitlist/gameWaitlistCount';
import { participantEntry, togetherExtras, type EntryExtras } from '../gameParticipants/participantEntry';

/** Every game document has every field from the start, so updates in a replay stay cheap (core/patch.ts). */
const newGameDocument = shapedLike<GameDocument>(Object.keys(gameDocumentSchema.shape));

/**
 * Versioned: a new shape of the document is built in a fresh collection from the log (see docs/adr/0030-new-collection-per-shape.md);
 * v5: participants live in their own read model (gameParticipants); this document keeps
 * counts, the host and co-hosts (memberIds) and a preview of the first PARTICIPANT_PREVIEW entries, so a
 * join rewrites a document of the same size in a game of ten or of ten thousand. v6: the waitlist
 * likewise, a count (waitlistCount) instead of every id in line (projections/src/waitlist). v7: playerCost,
 * what one player pays, derived and indexed for the list's price filter (maxCost). v8: paying together
 * (docs/adr/0102-paying-together.md): places count friends, a shared cost's total may be the host's
 * costPerTeam, and sharesPaid and sharedRemainderPaid say who has paid.
 */
export const GAMES_COLLECTION = 'games_v8';

/**
 * "a game's cost per participant comes from the booking when the host shares the cost":  * the paid totals of the booked slots mapped to the game, divided by its places, rounded up to
 * the paisa. Otherwise (or with no booked slot mapped) the cost the host entered.
 */
const bookedOf = (doc: GameDocument): number => doc.mappedSlots.reduce((sum, s) => sum + (s.paidAmount ?? 0), 0);
const costPerParticipantOf = (doc: GameDocument): number => {
  const hostCost = doc.hostCostPerParticpant ?? doc.costPerParticpant;
  const booked = bookedOf(doc);
  if (doc.isCostShared && booked > 0) return Math.ceil(booked / doc.maxParticipants);
  // Paying together: with no booking, the costPerTeam a host gives an individual game is the shared total (sharedTotalOf).
  // The document itself: the shared total reads none of the fields the host cost would replace (no copy of seventy fields an event).
  const total = sharedTotalOf(doc);
  return total > 0 ? Math.ceil(total / doc.maxParticipants) : hostCost;
};

/**
 * Each event makes one copy of the game document (`draft`, a cheap clone of its
 * shape: core/patch.ts) and the steps below store into that copy; before, each step copied the
 * seventy fields again (three or four copies an event). The stores follow the order the copies'
 * fields had, so a document read back from JSON (its absent fields added in the order they are
 * set) comes out byte-for-byte as before (gameListProjection.golden.spec.ts).
 */
type Draft = GameDocument;
const draft = (doc: GameDocument): Draft => ({ ...doc });

/** start and end of a duration list, kept by the list itself: it is shared by every copy of the document until an update replaces it. */
const timesOf = new WeakMap<object, { startAt: number; endAt: number }>();
const gameTimes = (duration: GameDocument['duration']) => {
  let times = timesOf.get(duration);
  if (!times) timesOf.set(duration, (times = { startAt: gameStartMs(duration), endAt: gameEndMs(duration) }));
  return times;
};
/** Likewise the discovery fields by the location object. */
const discoveryOf = new WeakMap<object, Pick<GameDocument, 'region' | 'geoCell'>>();
const discovery = (doc: GameDocument) => {
  let fields = discoveryOf.get(doc.location);
  if (!fields) discoveryOf.set(doc.location, (fields = discoveryFields(doc)));
  return fields;
};

const sameItems = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The joined entries' ids, or the array the document already has when they are the same (no garbage kept per event). */
const joinedIds = (detail: readonly ParticipantDetail[], previous: string[]): string[] => {
  const ids: string[] = [];
  for (const p of detail) if (p.status === 'joined') ids.push(p.id);
  return sameItems(ids, previous) ? previous : ids;
};

/** The host, then the co-hosts, each once (the order `new Set` kept); the array already there when the same. */
const membersOf = (host: string, hosts: readonly string[], previous: string[]): string[] => {
  const ids = [host];
  for (const id of hosts) if (!ids.includes(id)) ids.push(id);
  return sameItems(ids, previous) ? previous : ids;
};

/** Each entry's isCoHost as the hosts say; a new array only when an entry changes. */
const withCoHostFlags = (detail: ParticipantDetail[], hosts: readonly string[]): ParticipantDetail[] => {
  let out: ParticipantDetail[] | null = null;
  for (let i = 0; i < detail.length; i++) {
    const p = detail[i]!;
    const isCoHost = !p.isHost && hosts.includes(p.id);
    if (p.isCoHost !== isCoHost) (out ??= detail.slice())[i] = { ...p, isCoHost };
  }
  return out ?? detail;
};

/** Derived fields kept in one place so every event leaves them consistent; each costs the preview's size at most. */
const derive = (d: Draft, time: string): GameDocument => {
  const pending = d.paymentPendingCount ?? 0;
  const { startAt, endAt } = gameTimes(d.duration);
  const { region, geoCell } = discovery(d);
  d.participants = joinedIds(d.participantDetail, d.participants);
  // A place held while its payment is pending is taken too.
  d.isFull = d.totalParticipantCount + pending >= d.maxParticipants;
  d.isOnHold = d.hold !== null;
  d.costPerParticpant = costPerParticipantOf(d);
  // After the shared cost above: what the card shows a player paying (the list's price filter).
  d.playerCost = playerCostOf(gameTermsOf(d, { bookedSlotsPaid: bookedOf(d), sharedRemainderPaid: d.sharedRemainderPaid }));
  // The hosts only: participants' memberships are the participants read model's.
  d.memberIds = membersOf(d.host, d.hostandCoHost, d.memberIds);
  d.participantDetail = withCoHostFlags(d.participantDetail, d.hostandCoHost);
  d.coverUrl = coverUrlOf(d.coverImageorVideo);
  d.startAt = startAt;
  d.endAt = endAt;
  d.updated = time;
  d.region = region;
  d.geoCell = geoCell;
  return d;
};

/**
 * The counts follow the game decider's own (gameState.ts joinedCount and held places): each event
 * says how they move, so no step needs the entries beyond the preview. Never below zero.
 */
const count = (d: Draft, joined: number, pending = 0): void => {
  d.totalParticipantCount = Math.max(0, d.totalParticipantCount + joined);
  d.paymentPendingCount = Math.max(0, (d.paymentPendingCount ?? 0) + pending);
};

const setStatus = (d: Draft, id: string, status: ParticipantDetail['status'] | null, time: string): void => {
  d.participantDetail =
    status === null
      ? d.participantDetail.filter((p) => p.id !== id)
      : d.participantDetail.map((p) => (p.id === id ? { ...p, status, updated: time } : p));
};

/** Updates a previewed entry, or adds one while the preview has room; beyond it, the entry is only in the participants read model. */
const upsertParticipant = (
  d: Draft,
  person: PersonRef,
  status: ParticipantDetail['status'],
  time: string,
  extras: EntryExtras = {},
): void => {
  if (d.participantDetail.some((p) => p.id === person.id)) {
    d.participantDetail = d.participantDetail.map((p) =>
      p.id === person.id ? participantEntry(p, person, status, time, p.isHost, extras) : p,
    );
  } else if (d.participantDetail.length < PARTICIPANT_PREVIEW) {
    d.participantDetail = [...d.participantDetail, participantEntry(null, person, status, time, person.id === d.host, extras)];
  }
};

/** One event's changes to the document: a draft, `change` stores into it, then the derived fields. */
const changed = (doc: GameDocument, time: string, change: (d: Draft) => void): GameDocument => {
  const d = draft(doc);
  change(d);
  return derive(d, time);
};

const retire = (d: Draft, id: string, by: string, time: string, places = 1, paidOrder?: string): void => {
  const before = d.participantDetail;
  count(d, -places);
  if (paidOrder) d.sharesPaid = Math.max(0, (d.sharesPaid ?? 0) - places);
  d.participantDetail = before.map((p) => (p.id === id ? { ...p, status: 'retired', updated: time, retiredBy: by, retiredOn: time } : p));
  d.hostandCoHost = d.hostandCoHost.filter((h) => h !== id);
};

/** A held place goes back: the previewed entry says whether it was held; beyond the preview, the decider only releases held places. */
const released = (doc: GameDocument, id: string, time: string, places = 1): GameDocument => {
  const entry = doc.participantDetail.find((p) => p.id === id);
  if (entry && entry.status !== 'payment_pending') return doc;
  return changed(doc, time, (d) => {
    if (entry) setStatus(d, id, null, time);
    count(d, 0, -places);
  });
};

const created = (event: Extract<GameEvent, { type: 'GameCreated' }>, time: string): GameDocument => {
  const { activityId, host, details } = event.data;
  return derive(
    newGameDocument(details, {
      id: activityId,
      activityId,
      totalParticipantCount: 0,
      paymentPendingCount: 0,
      sharesPaid: 0,
      sharedRemainderPaid: 0,
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
    case 'WaitlistOfferWithdrawn':
      return doc; // offers are the waitlist read model's (projections/src/waitlist)
    case 'PlayerJoinedGame':
      return changed(doc, time, (d) => {
        d.waitlistCount = waitlistCountAfter(d, event);
        // Paying together: the player's friends take places too.
        const places = event.data.membersCount ?? 1;
        count(d, places, event.data.orderId ? -places : 0);
        // A place paid online is a share paid (a shared cost's "4 of 6 paid").
        if (event.data.orderId) d.sharesPaid = (d.sharesPaid ?? 0) + places;
        upsertParticipant(d, event.data.participant, 'joined', time, {
          formAnswers: event.data.formAnswers,
          ...togetherExtras(event.data),
        });
      });
    // A pay-before game's place held for an order shows as payment pending until paid or released.
    case 'GamePlaceHeld':
      return changed(doc, time, (d) => {
        d.waitlistCount = waitlistCountAfter(d, event);
        count(d, 0, event.data.membersCount ?? 1);
        upsertParticipant(d, event.data.participant, 'payment_pending', time, {
          formAnswers: event.data.formAnswers,
          ...togetherExtras(event.data),
        });
      });
    case 'GamePlaceReleased':
      return released(doc, event.data.participantId, time, event.data.places);
    case 'JoinRequested':
      return changed(doc, time, (d) =>
        upsertParticipant(d, event.data.participant, 'requested', time, {
          message: event.data.message,
          formAnswers: event.data.formAnswers,
        }),
      );
    case 'JoinRequestAccepted':
      // A pay-before game's accepted request is the right to buy a place: no place is taken yet.
      if (event.data.paymentDue)
        return changed(doc, time, (d) => {
          d.waitlistCount = waitlistCountAfter(d, event);
          setStatus(d, event.data.participantId, 'invited', time);
        });
      return changed(doc, time, (d) => {
        d.waitlistCount = waitlistCountAfter(d, event);
        count(d, 1);
        setStatus(d, event.data.participantId, 'joined', time);
      });
    case 'JoinRequestRejected':
    case 'InvitationDeclined':
      return changed(doc, time, (d) => setStatus(d, event.data.participantId, null, time));
    case 'GameHeld':
      return changed(doc, time, (d) => {
        d.hold = { createdBy: event.data.heldBy, reason: event.data.reason, created: time, responses: [] };
      });
    case 'GameHoldReleased':
      return changed(doc, time, (d) => {
        d.hold = null;
      });
    case 'HoldResponded': {
      const hold = doc.hold;
      if (!hold) return doc;
      const responses = [
        ...hold.responses.filter((r) => r.userId !== event.data.userId),
        { userId: event.data.userId, response: event.data.response, created: time },
      ];
      return changed(doc, time, (d) => {
        d.hold = { ...hold, responses };
      });
    }
    case 'ParticipantsInvited':
      return changed(doc, time, (d) => {
        for (const invitee of event.data.invitees) upsertParticipant(d, invitee, 'invited', time);
      });
    case 'OfflineParticipantsAdded':
      return changed(doc, time, (d) => {
        count(d, event.data.participants.length);
        for (const p of event.data.participants)
          upsertParticipant(d, p, 'joined', time, { isOfflineParticipant: true, bookedBy: event.data.bookedBy });
      });
    case 'InviteLinkSent':
      return doc; // the invitation's secret stays in the stream; nothing to show until someone joins with it
    case 'MatchFullSet':
      return changed(doc, time, (d) => {
        d.isMatchFull = event.data.isMatchFull;
      });
    case 'GameDeleted':
      return null;
    case 'ParticipantLeft':
      return changed(doc, time, (d) =>
        retire(d, event.data.participantId, event.data.participantId, time, event.data.places, event.data.orderId),
      );
    case 'ParticipantRemoved':
      return changed(doc, time, (d) =>
        retire(d, event.data.participantId, event.data.removedBy, time, event.data.places, event.data.orderId),
      );
    case 'SharedCostRemainderHeld':
      return doc; // the order is pending: nothing is paid yet
    case 'SharedCostRemainderPaid':
      return changed(doc, time, (d) => {
        d.sharedRemainderPaid = event.data.amount;
      });
    case 'SharedCostRemainderReleased':
      // Only the current rest is released; a paid one only by cancelling it (refunded to the host).
      return changed(doc, time, (d) => {
        d.sharedRemainderPaid = 0;
      });
    case 'CoHostAdded':
      return changed(doc, time, (d) => {
        d.hostandCoHost = [...d.hostandCoHost, event.data.coHostId];
      });
    case 'GameUpdated':
      // The details are replaced; who takes part, the hold, queries and slots stay.
      return changed(doc, time, (d) => {
        Object.assign(d, CLEARED_OPTIONAL_DETAILS, event.data.details);
        d.hostCostPerParticpant = event.data.details.costPerParticpant;
      });
    case 'CoverSet':
      return changed(doc, time, (d) => {
        d.coverImageorVideo = event.data.cover;
      });
    case 'CoverRemoved':
      return changed(doc, time, (d) => {
        d.coverImageorVideo = undefined;
      });
    case 'QueryAdded':
      return changed(doc, time, (d) => {
        d.queries = [
          ...d.queries,
          { id: event.data.queryId, question: event.data.question, askedBy: event.data.askedBy, created: time, answer: null },
        ];
      });
    case 'QueryAnswered':
      return changed(doc, time, (d) => {
        d.queries = d.queries.map((q) =>
          q.id === event.data.queryId ? { ...q, answer: { text: event.data.answer, answeredBy: event.data.answeredBy, created: time } } : q,
        );
      });
    case 'QueryDeleted':
      return changed(doc, time, (d) => {
        d.queries = d.queries.filter((q) => q.id !== event.data.queryId);
      });
    case 'SlotMapped': {
      const { slot, paidAmount } = event.data;
      const mapped = paidAmount === undefined ? slot : { ...slot, paidAmount };
      return changed(doc, time, (d) => {
        d.slotIds = [...d.slotIds, slot.slotId];
        d.mappedSlots = [...d.mappedSlots, mapped];
      });
    }
    case 'SlotUnmapped':
      return changed(doc, time, (d) => {
        d.slotIds = d.slotIds.filter((id) => id !== event.data.slotId);
        d.mappedSlots = d.mappedSlots.filter((s) => s.slotId !== event.data.slotId);
      });
  }
};

/** Optional details absent from an update are cleared, not kept from before. */
const OPTIONAL_DETAILS = [
  'facilityId',
  'facilityName',
  'spaceId',
  'spaceName',
  'activityLink',
  'teamCount',
  'maxParticipantPerTeam',
  'gameSkillFrom',
  'gameSkillTo',
  'circleId',
  'coverImageorVideo',
  'slotBookLater',
] as const;
const CLEARED_OPTIONAL_DETAILS: Partial<GameDocument> = Object.fromEntries(OPTIONAL_DETAILS.map((k) => [k, undefined]));

/** The game documents behind the game list and the game detail (spec section 3, Activity). */
export const gameListProjection = defineProjection<GameDocument>({
  name: 'gameList.v8',
  collection: { name: GAMES_COLLECTION, ...gameIndexes },
  handles: Object.keys(gameEvents),
  documentId: (event: RecordedEvent) => (event.data as { activityId?: string }).activityId ?? null,
  evolve: (doc, event) => evolveGame(doc, event as unknown as GameEvent, event.metadata.time),
});
