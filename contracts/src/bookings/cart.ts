import { z } from 'zod';
import { idSchema, isoDate, minorUnits, optionalText, text } from '../core/primitives';
import { timeOfDaySchema } from '../catalogue/shapes';
import { formAnswersSchema } from '../games/commands';
import { friendNamesSchema } from '../games/together';
import { joinInviteSchema } from '../games/inviteLink';
import { DEFAULT_COUNTRY_CODE } from '../accounts/phone';
import { orderCommunicationSchema } from './orderCommunication';

export { orderCommunicationSchema, type OrderCommunication } from './orderCommunication';
export { DEFAULT_ORDER_COMMUNICATION } from './cartDefaults';

/** Spec section 3 Order bookedFor (id, name, email, phone, countryCode; country code 91 by default, section 9). */
export const bookedForSchema = z
  .object({
    id: idSchema.optional(),
    name: text(120),
    email: z.email().max(200).optional(),
    phone: z
      .string()
      .regex(/^\d{6,15}$/, 'must be 6-15 digits')
      .optional(),
    countryCode: z
      .string()
      .regex(/^\d{1,4}$/)
      .default(DEFAULT_COUNTRY_CODE),
  })
  .strict();
export type BookedFor = z.infer<typeof bookedForSchema>;

/** Spec section 3 Cart line item `type`: every kind of thing a cart can hold. */
/** `activity`: a place in a pay-before game, named by activityId, for the players in `participants`. */
export const cartItemTypeSchema = z.enum(['slot', 'class', 'pack', 'membership', 'locker', 'meet', 'tournament', 'event', 'activity']);

/** Spec section 3 "Cart line item", every field; prices are the server's, so slotPrice is only what the client showed. */
export const cartLineItemSchema = z
  .object({
    type: cartItemTypeSchema,
    itemId: idSchema.optional(),
    categoryType: optionalText(40).optional(),
    classId: idSchema.optional(),
    fieldId: idSchema.optional(),
    packId: idSchema.optional(),
    tournamentId: idSchema.optional(),
    categoryId: idSchema.optional(),
    eventId: idSchema.optional(),
    meetId: idSchema.optional(),
    timeRangeConfigId: idSchema.optional(),
    slotPrice: minorUnits.optional(),
    pricingId: idSchema.optional(),
    payAdvance: z.boolean().optional(),
    participantCount: z.number().int().min(1).max(100).optional(),
    qty: z.number().int().min(1).max(100).default(1),
    listingId: idSchema.optional(),
    date: isoDate.optional(),
    startTime: timeOfDaySchema.optional(),
    endTime: z.string().max(5).optional(),
    activityId: idSchema.optional(),
    participants: z.array(idSchema).max(100).optional(),
    /** An `activity` line (paying together): the names of the friends the buyer takes places for; `participantCount` is the places (the buyer and friends). */
    friendNames: friendNamesSchema.optional(),
    /** An `activity` line: the host pays the rest of the game's shared cost (docs/adr/0102-paying-together.md) instead of a place. */
    sharedRemainder: z.literal(true).optional(),
    /** An `activity` line: the one-time invitation link the buyer came through, which admits them to a private game (docs/adr/0102-paying-together.md). */
    invite: joinInviteSchema.optional(),
    /** Meets, tournaments and events: answers to their user form fields (spec section 3), by field key. */
    formAnswers: formAnswersSchema.optional(),
    bookedFor: bookedForSchema.optional(),
    communication: orderCommunicationSchema.optional(),
  })
  .strict();
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

/** Spec section 3 "Booking cart". */
export const bookingCartSchema = z
  .object({
    couponCode: optionalText(40).optional(),
    couponApplied: z.boolean().optional(),
    validateId: idSchema.optional(),
    preRegId: idSchema.optional(),
    cartItem: z.array(cartLineItemSchema).min(1).max(20),
    associatedItems: z.array(cartLineItemSchema).max(20).default([]),
    bookingSource: z.enum(['web', 'app', 'admin', 'game']).default('web'),
    bookedFor: bookedForSchema.optional(),
    communication: orderCommunicationSchema.optional(),
  })
  .strict();
export type BookingCart = z.infer<typeof bookingCartSchema>;
