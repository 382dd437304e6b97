import { z } from 'zod';
import { idSchema, isoDate, isoDateTime, text } from '../core/primitives';
import { fieldDetailsSchema, spaceDetailsSchema, timeRangeDetailsSchema } from './commands';
import { catalogueIdSchema, timeOfDaySchema, endTimeOfDaySchema } from './shapes';
import { membershipPlanSchema } from './memberships';
import { organisationDetailsSchema, organisationStatusSchema } from './organisations';

/** A slot as the slot-day stream knows it: its id and wall-clock times at the venue. */
export const slotRefSchema = z.object({ slotId: idSchema, startTime: timeOfDaySchema, endTime: endTimeOfDaySchema }).strict();
export type SlotRef = z.infer<typeof slotRefSchema>;

/** Events of organisations and spaces (spec section 3 "organisation and space"), written by organisation staff. */
export const catalogueEvents = {
  /** `details` (legal and contact fields) is absent on organisations registered before it. */
  OrganisationRegistered: {
    version: 1,
    schema: z.object({ orgId: catalogueIdSchema, name: text(120), details: organisationDetailsSchema.optional(), registeredBy: idSchema }),
  },
  /** The organisation's details replaced as a whole (PUT /org-api/{orgId} on a registered organisation). */
  OrganisationUpdated: {
    version: 1,
    schema: z.object({ orgId: catalogueIdSchema, details: organisationDetailsSchema, updatedBy: idSchema }),
  },
  /** Platform admins suspend an organisation or make it active again. */
  OrganisationStatusChanged: {
    version: 1,
    schema: z.object({ orgId: catalogueIdSchema, from: organisationStatusSchema, to: organisationStatusSchema, changedBy: idSchema }),
  },
  SpaceCreated: {
    version: 1,
    schema: z.object({ spaceId: catalogueIdSchema, orgId: catalogueIdSchema, details: spaceDetailsSchema, createdBy: idSchema }),
  },
  SpaceUpdated: { version: 1, schema: z.object({ spaceId: catalogueIdSchema, details: spaceDetailsSchema, updatedBy: idSchema }) },
  FieldAdded: {
    version: 1,
    schema: z.object({ spaceId: catalogueIdSchema, fieldId: idSchema, details: fieldDetailsSchema, addedBy: idSchema }),
  },
  TimeRangeConfigured: {
    version: 1,
    schema: z.object({
      spaceId: catalogueIdSchema,
      timeRangeConfigId: catalogueIdSchema,
      details: timeRangeDetailsSchema,
      configuredBy: idSchema,
    }),
  },
  TimeRangeRemoved: {
    version: 1,
    schema: z.object({ spaceId: catalogueIdSchema, timeRangeConfigId: catalogueIdSchema, removedBy: idSchema }),
  },
  /** Spec section 3 membership with a validity preset of section 5. */
  MembershipConfigured: {
    version: 1,
    schema: z.object({ spaceId: catalogueIdSchema, membershipId: catalogueIdSchema, plan: membershipPlanSchema, configuredBy: idSchema }),
  },
  /** Platform admins set the platform's commission rate of an organisation, or of one space (which wins). */
  OrganisationCommissionSet: {
    version: 1,
    schema: z.object({ orgId: catalogueIdSchema, commissionPercent: z.number().min(0).max(100), setBy: idSchema }),
  },
  SpaceCommissionSet: {
    version: 1,
    schema: z.object({ spaceId: catalogueIdSchema, commissionPercent: z.number().min(0).max(100), setBy: idSchema }),
  },
} as const;

const slotDayKey = { spaceId: catalogueIdSchema, fieldId: idSchema, date: isoDate };

/**
 * Events of one field's slots on one date (stream `slot-{fieldId}-{date}`): the one place that
 * decides who has a slot, so it is never sold twice.
 */
export const slotEvents = {
  /** Held for an order until expiresAt; after that the slot is free again for anyone. */
  SlotsHeld: {
    version: 1,
    schema: z.object({ ...slotDayKey, slots: z.array(slotRefSchema).min(1), orderId: idSchema, userId: idSchema, expiresAt: isoDateTime }),
  },
  SlotHoldReleased: {
    version: 1,
    schema: z.object({
      ...slotDayKey,
      slotIds: z.array(idSchema).min(1),
      orderId: idSchema,
      reason: z.enum(['cancelled', 'payment_failed', 'expired']),
    }),
  },
  SlotsBooked: { version: 1, schema: z.object({ ...slotDayKey, slotIds: z.array(idSchema).min(1), orderId: idSchema }) },
  SlotBookingReleased: { version: 1, schema: z.object({ ...slotDayKey, slotIds: z.array(idSchema).min(1), orderId: idSchema }) },
  SlotsBlocked: {
    version: 1,
    schema: z.object({ ...slotDayKey, slots: z.array(slotRefSchema).min(1), reason: z.string().max(200).optional(), blockedBy: idSchema }),
  },
  SlotsUnblocked: { version: 1, schema: z.object({ ...slotDayKey, slotIds: z.array(idSchema).min(1), unblockedBy: idSchema }) },
} as const;

type CatalogueDefs = typeof catalogueEvents;
export type CatalogueEventType = keyof CatalogueDefs;
export type CatalogueEvent = { [T in CatalogueEventType]: { type: T; data: z.infer<CatalogueDefs[T]['schema']> } }[CatalogueEventType];
type SlotDefs = typeof slotEvents;
export type SlotEventType = keyof SlotDefs;
export type SlotEvent = { [T in SlotEventType]: { type: T; data: z.infer<SlotDefs[T]['schema']> } }[SlotEventType];
