import { z } from 'zod';
import { addressSchema, genderSchema, profileLocationSchema } from './profile';
import { roleSchema } from './events';
import { accessRoleSchema, gstDetailsSchema } from './access';
import { communicationSchema } from './communicationEvents';

/** Spec section 3: mobile and e-mail records carry isPrimary and verified. */
export const mobileRecordSchema = z.object({ mobile: z.string(), isPrimary: z.boolean(), verified: z.boolean() });
export const emailRecordSchema = z.object({ email: z.string(), isPrimary: z.boolean(), verified: z.boolean() });
export type MobileRecord = z.infer<typeof mobileRecordSchema>;
export type EmailRecord = z.infer<typeof emailRecordSchema>;

/** Spec section 3 `{product}Coins`; zero until a coins feature exists. */
export const coinsSchema = z.object({ coins: z.number().int(), blockedCoins: z.number().int(), expiredCoins: z.number().int() });
export const NO_COINS: z.infer<typeof coinsSchema> = { coins: 0, blockedCoins: 0, expiredCoins: 0 };

const profileBody = {
  locations: z.array(profileLocationSchema),
  choices: z.array(z.string()),
  addresses: z.array(addressSchema),
};

/** The caller's own profile: the "User profile" entity of spec section 3. */
export const userProfileSchema = z.object({
  id: z.string(),
  shortId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  /** Spec section 3 Participant nickName: the user's own; absent on documents written before it existed. */
  nickName: z.string().nullable().optional(),
  dob: z.string().nullable(),
  gender: genderSchema.nullable(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  profile: z.object(profileBody),
  isProfileCompleted: z.boolean(),
  isTermsAccepted: z.boolean(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  coins: coinsSchema,
  /** Spec section 3 `{product}Coins` under its own name (core/product.ts); `coins` stays for existing clients. */
  sportsCoins: coinsSchema.optional(),
  created: z.string(),
  updated: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** One organisation access account of a user (spec section 3: role, spaces, mobiles, emails), one per organisation. */
export const accessAccountEntrySchema = z.object({
  orgId: z.string(),
  role: accessRoleSchema,
  spaces: z.array(z.string()),
  mobiles: z.array(z.string()),
  emails: z.array(z.string()),
  grantedBy: z.string(),
  granted: z.string(),
});
export type AccessAccountEntry = z.infer<typeof accessAccountEntrySchema>;

/** An organisation's user account: its GST details for that user (spec section 7). */
export const orgUserAccountSchema = z.object({ orgId: z.string(), gst: gstDetailsSchema, updatedBy: z.string(), updated: z.string() });
export type OrgUserAccount = z.infer<typeof orgUserAccountSchema>;

/** The stored document of the `users` read model: the profile plus what the account endpoints serve. */
export const userDocumentSchema = userProfileSchema.omit({ coins: true, sportsCoins: true }).extend({
  role: roleSchema,
  scopeIds: z.array(z.string()),
  mobiles: z.array(mobileRecordSchema),
  emails: z.array(emailRecordSchema),
  termsAcceptedAt: z.string().nullable(),
  /** Absent on documents written before access accounts existed: read them as []. */
  accessAccounts: z.array(accessAccountEntrySchema).optional(),
  orgUserAccounts: z.array(orgUserAccountSchema).optional(),
  /** Newest first; absent on documents written before saving existed. Private to the user. */
  savedGameIds: z.array(z.string()).optional(),
  /** listingId -> selfLevel 0..3 (spec section 4); absent on older documents. */
  selfSkillLevels: z.record(z.string(), z.number().int().min(0).max(3)).optional(),
  /** Circles the user follows (spec section 7 "PUT my interest"); absent on older documents. */
  interestCircleIds: z.array(z.string()).optional(),
  /** Notification channels the user chose (PUT /api/vm/users/me/communication); absent until set: read as DEFAULT_COMMUNICATION. */
  communication: communicationSchema.optional(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

/**
 * What anyone may see of another user: never phone, e-mail, dob, addresses or coins; locations
 * by name only, without coordinates or street address.
 */
export const publicUserProfileSchema = z.object({
  view: z.literal('public'),
  id: z.string(),
  shortId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  gender: genderSchema.nullable(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  profile: z.object({ locations: z.array(z.object({ name: z.string() })), choices: z.array(z.string()) }),
  isProfileCompleted: z.boolean(),
});
export type PublicUserProfile = z.infer<typeof publicUserProfileSchema>;

export const userAccountsSchema = z.object({ mobiles: z.array(mobileRecordSchema), emails: z.array(emailRecordSchema) });

/** Spec section 3: access accounts carry role, spaces, mobiles, emails (spaces are the token's scope ids). */
export const accessAccountSchema = userAccountsSchema.extend({
  id: z.string(),
  name: z.string(),
  shortId: z.string(),
  role: roleSchema,
  spaces: z.array(z.string()),
});
export type AccessAccount = z.infer<typeof accessAccountSchema>;
