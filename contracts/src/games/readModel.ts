import { z } from 'zod';
import { gameDetailsSchema } from './shapes';

/** Spec section 3, participantDetail entry; `status` adds `requested` for private-game requests (spec section 4). */
export const participantDetailSchema = z.object({
  id: z.string(),
  /** payment_pending: a pay-before game's place held while its order is paid. */
  status: z.enum(['joined', 'requested', 'invited', 'retired', 'rejected', 'payment_pending']),
  /** The player and the friends they took places for (paying together); 1 alone. */
  membersCount: z.number().int(),
  /** The friends' names when the player gave them (spec section 3 Activity `bookedFor`). */
  bookedFor: z.array(z.string()).optional(),
  created: z.string(),
  updated: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isOfflineParticipant: z.boolean(),
  /** Spec section 3, Participant: who added an offline participant on their behalf. */
  bookedBy: z.string().optional(),
  isHost: z.boolean(),
  isCoHost: z.boolean().optional(),
  /** The joining message of a request (spec section 3, Participant `message`). */
  message: z.string().optional(),
  /** Answers to the game's form fields, by field id. */
  formAnswers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  retiredBy: z.string().optional(),
  retiredOn: z.string().optional(),
});
export type ParticipantDetail = z.infer<typeof participantDetailSchema>;

/** A question on a game and its answer (spec section 7 "PUT add query; DELETE query"). */
export const gameQuerySchema = z.object({
  id: z.string(),
  question: z.string(),
  askedBy: z.object({ id: z.string(), name: z.string() }),
  created: z.string(),
  answer: z.object({ text: z.string(), answeredBy: z.object({ id: z.string(), name: z.string() }), created: z.string() }).nullable(),
});
export type GameQuery = z.infer<typeof gameQuerySchema>;

/** A slot booked at a venue and mapped to the game (spec section 7 "PUT map slot to game"). */
export const mappedSlotSchema = z.object({
  slotId: z.string(),
  fieldId: z.string(),
  fieldName: z.string().optional(),
  slotDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** What the host paid for the slot, when it was booked through the catalogue. */
  paidAmount: z.number().int().optional(),
});

export const holdSchema = z.object({
  createdBy: z.string(),
  reason: z.string(),
  created: z.string(),
  responses: z.array(z.object({ userId: z.string(), response: z.string(), created: z.string() })),
});

/** The game document served by the list and the detail: the Activity shape of spec section 3. */
export const gameDocumentSchema = z.object({
  ...gameDetailsSchema.shape,
  id: z.string(),
  activityId: z.string(),
  totalParticipantCount: z.number().int(),
  currency: z.literal('INR'),
  symbol: z.literal('₹'),
  activitySource: z.literal('users'),
  host: z.string(),
  hostDetail: z.object({ id: z.string(), name: z.string(), isHost: z.literal(true) }),
  hostandCoHost: z.array(z.string()),
  /**
   * In the stored document, `participants` and `participantDetail` are a preview of
   * the first PARTICIPANT_PREVIEW entries (the list's cards); every entry is in the game's
   * participants read model, which the detail pages (participantsNextUrl) and the counts follow.
   */
  participants: z.array(z.string()),
  participantDetail: z.array(participantDetailSchema),
  /** Places held while their payment is pending: counted, since the entries are not all in the document. */
  paymentPendingCount: z.number().int().optional(),
  hold: holdSchema.nullable(),
  queries: z.array(gameQuerySchema),
  slotIds: z.array(z.string()),
  mappedSlots: z.array(mappedSlotSchema),
  /** The cost per participant the host entered; costPerParticpant is the booking's share instead while the cost is shared (docs/bookings.md). */
  hostCostPerParticpant: z.number().int().optional(),
  /**
   * A shared cost's progress (docs/adr/0102-paying-together.md): the places paid online (each a
   * share, friends' places included) and what the host paid for the rest (0 while unpaid). v8.
   */
  sharesPaid: z.number().int().optional(),
  sharedRemainderPaid: z.number().int().optional(),
  /** What one player pays, in paise (bookings/gamePayment.ts playerCostOf), derived and indexed for the list's price filter (maxCost). */
  playerCost: z.number().int().optional(),
  /** Spec section 3: the cover image's public URL, resolved from coverImageorVideo. */
  coverUrl: z.string().nullable(),
  /** The region key (lower-cased location.city), indexed for "games by region". */
  region: z.string().nullable(),
  /** The location's cell on a 0.1° grid, for counting games around a point. */
  geoCell: z.string().nullable(),
  isFull: z.boolean(),
  isMatchFull: z.boolean(),
  /** Derived for indexing: epoch milliseconds of the first start and last end (spec section 4 rule). */
  startAt: z.number(),
  endAt: z.number(),
  isOnHold: z.boolean(),
  /**
   * How many wait in the waitlist's line. Only the count; who waits,
   * in order, is the waitlist read model's (one document per player in line), and a viewer's
   * 'waitlisted' comes from their own entry (viewerStatus).
   */
  waitlistCount: z.number().int().optional(),
  /**
   * The host and co-hosts. Everyone else who may see the game when it is private
   * (participants, requesters, invitees) is found in the participants read model by user, never in
   * an array that grows with the game.
   */
  memberIds: z.array(z.string()),
  created: z.string(),
  updated: z.string(),
});
export type GameDocument = z.infer<typeof gameDocumentSchema>;

/** How many participant entries the game document keeps for the list's cards; the detail pages the rest. */
export const PARTICIPANT_PREVIEW = 50;
