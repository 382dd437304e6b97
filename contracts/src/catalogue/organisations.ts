import { z } from 'zod';
import { idSchema, optionalText, text } from '../core/primitives';
import { phoneNumberSchema } from '../accounts/phoneNumber';
import { e164Schema, gstinSchema } from '../users/access';

/**
 * An organisation's own details (spec section 3 "organisation and space"; the spec lists no
 * fields, so these are what a venue business puts on an invoice and a contact sheet). Only the
 * name is required: organisations registered before the details existed have nothing else.
 */
export const ORGANISATION_STATUSES = ['active', 'suspended'] as const;
export const organisationStatusSchema = z.enum(ORGANISATION_STATUSES);
export type OrganisationStatus = z.infer<typeof organisationStatusSchema>;

export const organisationDetailsSchema = z
  .object({
    name: text(120),
    /** The registered (legal) name, as on invoices. */
    legalName: text(200).optional(),
    gstin: gstinSchema.optional(),
    /** Who to call about the organisation: a person and their phone and e-mail. */
    contactName: text(120).optional(),
    contactPhone: e164Schema.optional(),
    contactEmail: z.email().max(254).toLowerCase().optional(),
    address: optionalText(500).optional(),
    city: text(80).optional(),
    website: z
      .url({ protocol: /^https?$/ })
      .max(300)
      .optional(),
  })
  .strict();
export type OrganisationDetails = z.infer<typeof organisationDetailsSchema>;

/** PUT /org-api/{orgId}: the details, and the status (platform admins only change it). */
/** The contact phone is typed as people type it and stored as E.164 (one parser). */
export const organisationInputSchema = organisationDetailsSchema
  .extend({ status: organisationStatusSchema.optional(), contactPhone: phoneNumberSchema.optional() })
  .strict();

/** The organisations read model (the back office's organisations resource). */
export const organisationDocumentSchema = z.object({
  ...organisationDetailsSchema.shape,
  id: z.string(),
  orgId: z.string(),
  status: organisationStatusSchema,
  /** Venues (spaces) created in the organisation. */
  venues: z.number().int(),
  spaceIds: z.array(z.string()),
  /** The platform's rate on its orders, when platform admins set one. */
  commissionPercent: z.number().nullable(),
  registeredBy: idSchema,
  created: z.string(),
  updated: z.string(),
});
export type OrganisationDocument = z.infer<typeof organisationDocumentSchema>;
