import { z } from 'zod';
import { phoneNumberSchema } from '../accounts/phoneNumber';
import { text } from '../core/primitives';
import { addressSchema } from './profile';

/**
 * Shapes of organisation access accounts (spec section 3: "Access accounts carry role, spaces,
 * mobiles, emails") and of an organisation's user account with GST details (spec section 7:
 * PUT /org-api/{orgId}/userAccount/{id} with a GST body). The same on the wire and in events.
 */
export const ACCESS_LIMITS = { spaces: 100, contacts: 10, businessNameLength: 200 } as const;

/**
 * Organisation and space ids end up in the token's scope_ids, where ':' marks a derived scope
 * such as `org-1:manage`. An id holding ':' could forge one, so ':' is refused here; 56
 * characters leave room for the suffix within the 64 of an id.
 */
export const scopeIdSchema = z.string().regex(/^[A-Za-z0-9_.@+-]{1,56}$/, 'must be 1-56 characters of A-Z a-z 0-9 _ . @ + -');
export const orgIdSchema = scopeIdSchema;

/** Owners and managers manage the organisation; staff read it (docs/roles.md). */
export const accessRoleSchema = z.enum(['owner', 'manager', 'staff']);
export type AccessRole = z.infer<typeof accessRoleSchema>;

/** Repeats are refused rather than silently dropped, as for listing choices. */
const uniqueList = <T extends z.ZodType<string>>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'must not repeat an entry');

export const e164Schema = z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number such as +919800000001');
/** Typed as people type it; stored as E.164 with the default country code 91 (spec section 9). */
const mobileInputSchema = phoneNumberSchema;
const emailSchema = z.email().max(254).toLowerCase();

export const spaceIdsSchema = uniqueList(scopeIdSchema, ACCESS_LIMITS.spaces);
export const accessMobilesSchema = uniqueList(e164Schema, ACCESS_LIMITS.contacts);
export const accessEmailsSchema = uniqueList(emailSchema, ACCESS_LIMITS.contacts);

/** What a manager sends to grant or change an access account; the org and user come from the path. */
export const accessAccountInputSchema = z
  .object({
    role: accessRoleSchema,
    spaceIds: spaceIdsSchema.default([]),
    mobiles: uniqueList(mobileInputSchema, ACCESS_LIMITS.contacts).default([]),
    emails: accessEmailsSchema.default([]),
  })
  .strict();

/** India's GSTIN: state code, PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const gstinSchema = z.string().trim().toUpperCase().regex(GSTIN_PATTERN, 'must be a 15-character GSTIN such as 33ABCDE1234F1Z5');

export const gstDetailsSchema = z
  .object({
    gstin: gstinSchema,
    businessName: text(ACCESS_LIMITS.businessNameLength).regex(/^[^\p{Cc}\p{Cf}]*$/u, 'must not contain control characters'),
    address: addressSchema.optional(),
  })
  .strict();
export type GstDetails = z.infer<typeof gstDetailsSchema>;
