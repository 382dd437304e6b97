import { IMAGE_ID_PATTERN } from '../media/rules';
import { z } from 'zod';
import { membershipPlanSchema } from './memberships';
import { organisationDetailsSchema, organisationStatusSchema } from './organisations';
import { isoDate, minorUnits, text } from '../core/primitives';
import {
  cancellationPolicySchema,
  catalogueIdSchema,
  endTimeOfDaySchema,
  listingRefSchema,
  priceConfigurationSchema,
  taxSchema,
  timeOfDaySchema,
  venueLocationSchema,
  weekdaysSchema,
  DEFAULT_HOLD_MINUTES,
} from './shapes';

/** Spec section 3 "organisation and space": what staff send to describe a space (venue). */
export const spaceDetailsSchema = z
  .object({
    name: text(120),
    location: venueLocationSchema,
    listings: z.array(listingRefSchema).min(1).max(30),
    taxes: z.array(taxSchema).max(10).default([]),
    /** Spec section 3 Order "handling charges": added once per order, in paise. */
    handlingCharge: minorUnits.default(0),
    cancellationPolicy: cancellationPolicySchema.default({ type: 'full' }),
    holdMinutes: z.number().int().min(1).max(60).default(DEFAULT_HOLD_MINUTES),
    /** Spec section 3 "bulk discount": this share off an order of at least minSlots slots. */
    bulkDiscount: z
      .object({ minSlots: z.number().int().min(2).max(50), percent: z.number().int().min(1).max(100) })
      .strict()
      .optional(),
    /** The platform's commission on this venue's confirmed orders, in percent (DEFAULT_COMMISSION_PERCENT when absent); the partner gets the rest. */
    commissionPercent: z.number().min(0).max(100).multipleOf(0.01).optional(),
    /** The venue's photo, an image uploaded through the media endpoint: a game card's picture when the game has no cover (spec section 3 spaceAvatar). */
    photo: z.string().regex(IMAGE_ID_PATTERN, 'photo: not an uploaded image id').optional(),
  })
  .strict();
export type SpaceDetails = z.infer<typeof spaceDetailsSchema>;

export const fieldDetailsSchema = z.object({ fieldName: text(80), listingIds: z.array(z.string().min(1).max(64)).min(1).max(10) }).strict();

/** A time-range configuration: slots of slotMinutes from startTime to endTime on these weekdays, at this price. */
export const timeRangeDetailsSchema = z
  .object({
    fieldIds: z.array(z.string().min(1).max(64)).min(1).max(50),
    weekdays: weekdaysSchema.default([0, 1, 2, 3, 4, 5, 6]),
    startTime: timeOfDaySchema,
    endTime: endTimeOfDaySchema,
    slotMinutes: z
      .number()
      .int()
      .min(15)
      .max(24 * 60),
    price: priceConfigurationSchema,
    /** Spec section 3 "exceeding-duration prices": in one booking of consecutive slots, a slot starting afterMinutes or more into it costs this price. */
    exceedingDurationPrices: z
      .array(
        z
          .object({
            afterMinutes: z
              .number()
              .int()
              .min(1)
              .max(24 * 60),
            price: priceConfigurationSchema,
          })
          .strict(),
      )
      .max(5)
      .optional(),
  })
  .strict();
export type TimeRangeDetails = z.infer<typeof timeRangeDetailsSchema>;

/** The slot times staff block or unblock on one field and date ("block/unblock by staff"). */
export const slotTimesSchema = z
  .object({
    fieldId: z.string().min(1).max(64),
    date: isoDate,
    startTimes: z.array(timeOfDaySchema).min(1).max(96),
    reason: text(200).optional(),
  })
  .strict();

export const catalogueCommands = {
  /** Registers the organisation, or replaces its details (and, from platform admins, its status) once registered. */
  RegisterOrganisation: z.object({
    orgId: catalogueIdSchema,
    details: organisationDetailsSchema,
    status: organisationStatusSchema.optional(),
  }),
  CreateSpace: z.object({ spaceId: catalogueIdSchema, orgId: catalogueIdSchema, details: spaceDetailsSchema }),
  UpdateSpace: z.object({ spaceId: catalogueIdSchema, details: spaceDetailsSchema }),
  AddField: z.object({ spaceId: catalogueIdSchema, fieldKey: catalogueIdSchema, details: fieldDetailsSchema }),
  ConfigureTimeRange: z.object({ spaceId: catalogueIdSchema, timeRangeConfigId: catalogueIdSchema, details: timeRangeDetailsSchema }),
  RemoveTimeRange: z.object({ spaceId: catalogueIdSchema, timeRangeConfigId: catalogueIdSchema }),
  ConfigureMembership: z.object({ spaceId: catalogueIdSchema, membershipId: catalogueIdSchema, plan: membershipPlanSchema }),
  SetOrganisationCommission: z.object({ orgId: catalogueIdSchema, commissionPercent: z.number().min(0).max(100) }),
  SetSpaceCommission: z.object({ spaceId: catalogueIdSchema, commissionPercent: z.number().min(0).max(100) }),
} as const;
type Defs = typeof catalogueCommands;
export type CatalogueCommandType = keyof Defs;
export type CatalogueCommand = { [T in CatalogueCommandType]: { type: T; data: z.infer<Defs[T]> } }[CatalogueCommandType];
