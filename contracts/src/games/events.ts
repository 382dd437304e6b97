import { z } from 'zod';
import { idSchema, minorUnits } from '../core/primitives';
import { coverSchema, gameDetailsSchema, personRefSchema } from './shapes';
import { formAnswersSchema, mappedSlotInputSchema } from './commands';
import { waitlistEvents } from './waitlistEvents';
import { paidPlaceEvents } from './paidPlaceEvents';
import { placesFreedField, togetherEventFields } from './together';

/**
 * Events of the game stream, past tense. `version` is the current shape of `data`;
 * an older stored shape is upcast on read (see core/upcasting.ts).
 */
export const gameEvents = {
  GameCreated: {
    version: 1,
    schema: z.object({ activityId: idSchema, host: personRefSchema, details: gameDetailsSchema }),
  },
  PlayerJoinedGame: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      participant: personRefSchema,
      formAnswers: formAnswersSchema.optional(),
      /** Set when the user came through an invitation link (spec section 7 "PUT new user invite"). */
      inviteId: idSchema.optional(),
      /** A pay-before game's place: the order that paid for it. */
      orderId: idSchema.optional(),
      /** The player was on the waitlist, which joining takes them out of (read models count the line without holding it). */
      wasWaitlisted: z.literal(true).optional(),
      /** Paying together (spec section 3 participantDetail membersCount, Activity bookedFor): places taken for friends too; absent on one place. */
      ...togetherEventFields,
    }),
  },
  JoinRequested: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      participant: personRefSchema,
      message: z.string().max(500).optional(),
      formAnswers: formAnswersSchema.optional(),
    }),
  },
  JoinRequestAccepted: {
    version: 1,
    /** wasWaitlisted: as PlayerJoinedGame's. */
    /**
     * paymentDue: a pay-before game's accepted request lets the player buy a place (docs/adr/0102-paying-together.md): they are then like
     * an invited player, and in the game only once paid.
     */
    schema: z.object({
      activityId: idSchema,
      participantId: idSchema,
      acceptedBy: idSchema,
      wasWaitlisted: z.literal(true).optional(),
      paymentDue: z.literal(true).optional(),
    }),
  },
  JoinRequestRejected: {
    version: 1,
    schema: z.object({ activityId: idSchema, participantId: idSchema, rejectedBy: idSchema }),
  },
  GameHeld: {
    version: 1,
    schema: z.object({ activityId: idSchema, reason: z.string(), heldBy: idSchema }),
  },
  GameHoldReleased: {
    version: 1,
    schema: z.object({ activityId: idSchema, releasedBy: idSchema }),
  },
  /** Spec sections 4 and 6: the host marks the match full (or open again); nobody joins a full match. */
  MatchFullSet: {
    version: 1,
    schema: z.object({ activityId: idSchema, isMatchFull: z.boolean(), setBy: idSchema }),
  },
  /** Spec sections 4 and 6: the host removes a participant, who is then retired. */
  ParticipantRemoved: {
    version: 1,
    /** places: the places the player held with friends, all freed (absent: 1); orderId: the order that paid for them, if one did. */
    schema: z.object({
      activityId: idSchema,
      participantId: idSchema,
      removedBy: idSchema,
      ...placesFreedField,
      orderId: idSchema.optional(),
    }),
  },
  /** Spec sections 4 and 7: the host or a co-host invites existing users; an invited user may Accept (join) even a private game. */
  ParticipantsInvited: {
    version: 1,
    schema: z.object({ activityId: idSchema, invitees: z.array(personRefSchema).min(1).max(50), invitedBy: idSchema }),
  },
  /** An invited user says no (spec section 4 "invited (user can Accept)"): the invitation is gone. */
  InvitationDeclined: {
    version: 1,
    schema: z.object({ activityId: idSchema, participantId: idSchema }),
  },
  /** A participant leaves; like a removal, they are then retired. */
  ParticipantLeft: {
    version: 1,
    /** places and orderId: as ParticipantRemoved's. */
    schema: z.object({ activityId: idSchema, participantId: idSchema, ...placesFreedField, orderId: idSchema.optional() }),
  },
  /** Spec section 7 "DELETE game": the host deletes a game that is not over. */
  GameDeleted: {
    version: 1,
    schema: z.object({ activityId: idSchema, deletedBy: idSchema }),
  },
  /** Spec sections 6 and 7: the host adds co-hosts ("PUT add co-host"). */
  CoHostAdded: {
    version: 1,
    schema: z.object({ activityId: idSchema, coHostId: idSchema, addedBy: idSchema }),
  },
  /** Spec section 7 "PUT create game" used again as an edit: the host replaces the game's details. */
  GameUpdated: {
    version: 1,
    schema: z.object({ activityId: idSchema, details: gameDetailsSchema, updatedBy: idSchema }),
  },
  /** Spec section 7 "cover add and remove". */
  CoverSet: {
    version: 1,
    schema: z.object({ activityId: idSchema, cover: coverSchema, setBy: idSchema }),
  },
  CoverRemoved: {
    version: 1,
    schema: z.object({ activityId: idSchema, removedBy: idSchema }),
  },
  /** Spec sections 3 and 6: people without an account, added by the host on someone's behalf (bookedBy). */
  OfflineParticipantsAdded: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      participants: z.array(personRefSchema).min(1).max(50),
      bookedBy: idSchema,
      addedBy: idSchema,
    }),
  },
  /**
   * Spec section 7 "PUT new user invite": a link sent to someone without an account. Only a hash
   * of the link's secret is kept; whoever opens the link signed in may join through it once.
   */
  InviteLinkSent: {
    version: 1,
    schema: z.object({ activityId: idSchema, inviteId: idSchema, secretHash: z.string(), sentTo: z.string(), invitedBy: idSchema }),
  },
  /** Spec section 3, hold `responses`: participants answer a hold (e.g. whether they can still come). */
  HoldResponded: {
    version: 1,
    schema: z.object({ activityId: idSchema, userId: idSchema, response: z.string().max(500) }),
  },
  /** Spec section 7 "PUT add query; DELETE query": a question on the game, answered by the host or a co-host. */
  QueryAdded: {
    version: 1,
    schema: z.object({ activityId: idSchema, queryId: idSchema, question: z.string().max(1000), askedBy: personRefSchema }),
  },
  QueryAnswered: {
    version: 1,
    schema: z.object({ activityId: idSchema, queryId: idSchema, answer: z.string().max(1000), answeredBy: personRefSchema }),
  },
  QueryDeleted: {
    version: 1,
    schema: z.object({ activityId: idSchema, queryId: idSchema, deletedBy: idSchema }),
  },
  /** Spec section 7 "PUT map slot to game" / "PUT remove slot from game". */
  SlotMapped: {
    version: 1,
    /** paidAmount: the booking's paid total for the slot, when it was booked through the catalogue (docs/bookings.md). */
    schema: z.object({ activityId: idSchema, slot: mappedSlotInputSchema, mappedBy: idSchema, paidAmount: minorUnits.optional() }),
  },
  SlotUnmapped: {
    version: 1,
    schema: z.object({ activityId: idSchema, slotId: idSchema, removedBy: idSchema }),
  },
  ...paidPlaceEvents,
  ...waitlistEvents,
} as const;

type Defs = typeof gameEvents;
export type GameEventType = keyof Defs;
export type GameEventData<T extends GameEventType> = z.infer<Defs[T]['schema']>;
export type GameEvent = { [T in GameEventType]: { type: T; data: GameEventData<T> } }[GameEventType];
