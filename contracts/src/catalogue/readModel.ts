import { z } from 'zod';
import { cancellationPolicySchema, listingRefSchema, taxSchema, venueLocationSchema } from './shapes';
import { timeRangeDetailsSchema } from './commands';
import { membershipPlanSchema } from './memberships';
import { slotStatusSchema } from './slotStatus';

/** A space (venue) of the catalogue as players and staff read it (spec section 3 "organisation and space"). */
export const spaceDocumentSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  orgId: z.string(),
  name: z.string(),
  location: venueLocationSchema,
  region: z.string().nullable(),
  listings: z.array(listingRefSchema),
  listingIds: z.array(z.string()),
  /** Facilities are the space's fields (spec section 3 Slot facility: facilityName, facilityId). */
  facilities: z.array(z.object({ facilityId: z.string(), facilityName: z.string(), listingIds: z.array(z.string()) })),
  timeRanges: z.record(z.string(), timeRangeDetailsSchema),
  memberships: z.record(z.string(), membershipPlanSchema),
  taxes: z.array(taxSchema),
  handlingCharge: z.number().int(),
  cancellationPolicy: cancellationPolicySchema,
  holdMinutes: z.number().int(),
  /** Spec section 3 bulk discount; null when the venue has none (absent on documents written before it was kept). */
  bulkDiscount: z.object({ minSlots: z.number().int(), percent: z.number().int() }).nullable().optional(),
  /** The venue's photo (an image id); null or absent when it has none. */
  photo: z.string().nullable().optional(),
  updated: z.string(),
});
export type SpaceDocument = z.infer<typeof spaceDocumentSchema>;

// In a module of its own so a game reply's schema (the player UI's first screen) does not bring the
// catalogue's commands and organisations with it.
export { slotStatusSchema, type SlotStatus } from './slotStatus';

/** Who has which slot of one field on one date (from the slot-day stream); slots not listed are available. */
export const slotDayDocumentSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  fieldId: z.string(),
  date: z.string(),
  taken: z.record(
    z.string(),
    z.object({ status: z.enum(['held', 'booked', 'blocked']), orderId: z.string().optional(), expiresAt: z.string().optional() }),
  ),
});
export type SlotDayDocument = z.infer<typeof slotDayDocumentSchema>;

/** Spec section 3 "Slot facility" and its Timing entries (amount, currency, symbol, date, startTime, endTime, fieldName, slotId, slotStatus). */
export const slotTimingSchema = z.object({
  amount: z.number().int(),
  strikeAmount: z.number().int().optional(),
  currency: z.string(),
  symbol: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  fieldName: z.string(),
  fieldId: z.string(),
  timeRangeConfigId: z.string(),
  slotId: z.string(),
  slotStatus: slotStatusSchema,
  /** While held: when the hold runs out. */
  holdExpiresAt: z.string().optional(),
});
export const slotFacilitySchema = z.object({
  facilityName: z.string(),
  facilityId: z.string(),
  spaceId: z.string(),
  spaceName: z.string(),
  location: venueLocationSchema,
  timings: z.array(slotTimingSchema),
  /** available while any timing is. */
  slotStatus: slotStatusSchema,
  /** The first available slot's id, or null. */
  slotId: z.string().nullable(),
});
export type SlotFacility = z.infer<typeof slotFacilitySchema>;
