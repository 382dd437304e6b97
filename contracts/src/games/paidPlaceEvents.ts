import { z } from 'zod';
import { idSchema, isoDateTime } from '../core/primitives';
import { personRefSchema } from './shapes';
import { formAnswersSchema } from './commands';
import { placesFreedField, togetherEventFields } from './together';

/**
 * Paid places of a pay-before game (issue 18 item 7, docs/bookings.md "Paid games"): the game's own
 * stream holds a place for an order while its payment is pending, so the participant limit (decided
 * only here) also covers places being paid for and a game is never oversold.
 */
export const paidPlaceEvents = {
  /** A place kept for the order's buyer until expiresAt (the order's hold); it counts toward maxParticipants. */
  GamePlaceHeld: {
    version: 1,
    /** wasWaitlisted: as PlayerJoinedGame's (an offered player who goes to checkout leaves the line). */
    schema: z.object({ activityId: idSchema, participant: personRefSchema, orderId: idSchema, expiresAt: isoDateTime, formAnswers: formAnswersSchema.optional(), wasWaitlisted: z.literal(true).optional(), ...togetherEventFields }),
  },
  /** The held place went back: the hold ran out unpaid, the order was cancelled, or it failed. */
  GamePlaceReleased: {
    version: 1,
    schema: z.object({ activityId: idSchema, participantId: idSchema, orderId: idSchema, reason: z.enum(['expired', 'cancelled', 'failed']), ...placesFreedField }),
  },
} as const;
