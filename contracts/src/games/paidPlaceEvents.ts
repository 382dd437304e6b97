import { z } from 'zod';
import { idSchema, isoDateTime } from '../core/primitives';
import { personRefSchema } from './shapes';
import { formAnswersSchema } from './commands';
import { placesFreedField, togetherEventFields } from './together';

/**
 * Paid places of a pay-before game (docs/bookings.md "Paid games"): the game's own
 * stream holds a place for an order while its payment is pending, so the participant limit (decided
 * only here) also covers places being paid for and a game is never oversold.
 */
export const paidPlaceEvents = {
  /** A place kept for the order's buyer until expiresAt (the order's hold); it counts toward maxParticipants. */
  GamePlaceHeld: {
    version: 1,
    /** wasWaitlisted: as PlayerJoinedGame's (an offered player who goes to checkout leaves the line). */
    /** inviteId: the invitation link the buyer came through; the hold keeps it from anyone else until paid (then spent) or released. */
    schema: z.object({
      activityId: idSchema,
      participant: personRefSchema,
      orderId: idSchema,
      expiresAt: isoDateTime,
      formAnswers: formAnswersSchema.optional(),
      wasWaitlisted: z.literal(true).optional(),
      inviteId: idSchema.optional(),
      ...togetherEventFields,
    }),
  },
  /** The held place went back: the hold ran out unpaid, the order was cancelled, or it failed. */
  GamePlaceReleased: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      participantId: idSchema,
      orderId: idSchema,
      reason: z.enum(['expired', 'cancelled', 'failed']),
      ...placesFreedField,
    }),
  },
  /**
   * The host is paying the rest of a shared cost (docs/adr/0102-paying-together.md): the amount
   * still owed once the shares already paid are counted, held for the order until expiresAt.
   */
  SharedCostRemainderHeld: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      orderId: idSchema,
      paidBy: idSchema,
      amount: z.number().int().positive(),
      expiresAt: isoDateTime,
    }),
  },
  /** The host paid the rest: the cost is covered, and players who join later pay nothing. */
  SharedCostRemainderPaid: {
    version: 1,
    schema: z.object({ activityId: idSchema, orderId: idSchema, paidBy: idSchema, amount: z.number().int().positive() }),
  },
  /** The rest's order ran out unpaid, failed, or (paid) was cancelled and refunded to the host: the rest is owed again. */
  SharedCostRemainderReleased: {
    version: 1,
    schema: z.object({ activityId: idSchema, orderId: idSchema, reason: z.enum(['expired', 'cancelled', 'failed']) }),
  },
} as const;
