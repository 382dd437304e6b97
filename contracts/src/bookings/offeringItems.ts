import { z } from 'zod';
import { idSchema, isoDateTime, minorUnits } from '../core/primitives';
import { catalogueIdSchema } from '../catalogue/shapes';
import { validityPresetSchema } from '../catalogue/memberships';
import { formAnswersSchema } from '../games/commands';
import { itemAmountFields } from './itemAmounts';

/**
 * Spec section 3 Order item for what the venue sells besides slots and memberships ("classRoomItem",
 * "packageItem", lockers, meets, tournaments, events): qty places of one offering at its price per place.
 */
const offeringItemFields = {
  id: idSchema,
  name: z.string(),
  /** The offering, `{spaceId}.{key}`. */
  itemId: idSchema,
  /** Classes: the batch enrolled in. */
  batchId: catalogueIdSchema.optional(),
  qty: z.number().int().min(1),
  /** What one place costs before tax. */
  unitAmount: minorUnits,
  ...itemAmountFields,
  /** Classes, packs, lockers: how long it runs from the confirmation (spec section 5 presets). */
  validity: validityPresetSchema.optional(),
  /** Classes, meets, tournaments, events: when it starts (cancellation refunds are measured from it). */
  startsAt: isoDateTime.optional(),
  /** Tournaments: players in the entry (a team). */
  participantCount: z.number().int().min(1).optional(),
  /** Meets, tournaments and events: answers to the user form fields. */
  formAnswers: formAnswersSchema.optional(),
  /**
   * The form's questions (field id and label) as it read when the order was placed, in its order, so
   * the order says which question each answer belongs to and a later change of the form never
   * rewrites a past order's questions. Absent on orders placed before it was kept.
   */
  formQuestions: z
    .array(z.object({ id: idSchema, label: z.string().max(120) }))
    .max(20)
    .optional(),
};
export const classOrderItemSchema = z.object({ ...offeringItemFields, type: z.literal('class') });
export const packOrderItemSchema = z.object({ ...offeringItemFields, type: z.literal('pack') });
export const lockerOrderItemSchema = z.object({ ...offeringItemFields, type: z.literal('locker') });
export const meetOrderItemSchema = z.object({ ...offeringItemFields, type: z.literal('meet') });
export const tournamentOrderItemSchema = z.object({ ...offeringItemFields, type: z.literal('tournament') });
export const eventOrderItemSchema = z.object({ ...offeringItemFields, type: z.literal('event') });
export type OfferingOrderItem = z.infer<
  | typeof classOrderItemSchema
  | typeof packOrderItemSchema
  | typeof lockerOrderItemSchema
  | typeof meetOrderItemSchema
  | typeof tournamentOrderItemSchema
  | typeof eventOrderItemSchema
>;
