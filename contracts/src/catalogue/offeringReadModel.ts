import { z } from 'zod';
import { offeringKindSchema, offeringSchema } from './offerings';

/** One order's places in an offering as the read model keeps them (from the offering's stream). */
export const offeringClaimDocumentSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  name: z.string().optional(),
  batchId: z.string().optional(),
  count: z.number().int(),
  status: z.enum(['held', 'confirmed']),
  expiresAt: z.string().optional(),
  /** Lockers: locker numbers; meets: bib numbers; events: ticket numbers. */
  numbers: z.array(z.number().int()),
  validFrom: z.string().optional(),
  validUntil: z.string().optional(),
  sessionLimit: z.number().int().nullable().optional(),
  sessions: z.number().int().optional(),
  participantCount: z.number().int().optional(),
  formAnswers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type OfferingClaimDocument = z.infer<typeof offeringClaimDocumentSchema>;

/** A class, pack, locker bank, meet, tournament or event with everyone's places (collection `offerings`). */
export const offeringDocumentSchema = z.object({
  id: z.string(),
  kind: offeringKindSchema,
  itemId: z.string(),
  key: z.string(),
  spaceId: z.string(),
  orgId: z.string(),
  name: z.string(),
  offering: offeringSchema,
  claims: z.record(z.string(), offeringClaimDocumentSchema),
  updated: z.string(),
});
export type OfferingDocument = z.infer<typeof offeringDocumentSchema>;

/** What players read: the offering with the places left now (per batch for a class; null: unlimited). */
export const offeringViewSchema = offeringDocumentSchema.omit({ claims: true }).extend({
  currency: z.string(),
  symbol: z.string(),
  placesLeft: z.number().int().nullable(),
  batchPlacesLeft: z.record(z.string(), z.number().int()),
});
export type OfferingView = z.infer<typeof offeringViewSchema>;

/** What the organisation's staff read besides: who is enrolled, registered or allocated (bib and locker numbers). */
export const offeringStaffViewSchema = offeringViewSchema.extend({ registrations: z.array(offeringClaimDocumentSchema) });
