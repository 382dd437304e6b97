import { z } from 'zod';
import { idSchema, isSafeText, isoDate, optionalText, text } from '../core/primitives';
import { locationSchema } from '../games/shapes';

/** Limits of the user profile (spec section 3, "User profile"); the same on the wire, in events and in read models. */
export const PROFILE_LIMITS = {
  nameLength: 60,
  urlLength: 2048,
  locations: 5,
  addresses: 5,
  choices: 50,
  /** Nobody alive was born before this; a guard against typos such as 0190-01-01. */
  earliestDob: '1900-01-01',
} as const;

/**
 * Control and format characters have no place in a name that other players see (text() already
 * refuses NUL, bidi overrides and lone surrogates). The zero-width joiner and
 * non-joiner are format characters too, but Indian scripts and emoji sequences need them.
 */
const JOINERS = /[\u200C\u200D]/g;
const noControlChars = (schema: z.ZodString) =>
  // What text() refused already is reported once, by text().
  schema.refine(
    (value) => !isSafeText(value) || /^[^\p{Cc}\p{Cf}]*$/u.test(value.replace(JOINERS, '')),
    'must not contain control characters',
  );

export const firstNameSchema = noControlChars(text(PROFILE_LIMITS.nameLength));
export const lastNameSchema = noControlChars(optionalText(PROFILE_LIMITS.nameLength));

/** "Not in the future" needs the command's time, so the decider checks that part (see userProfile.ts). */
export const dobSchema = isoDate.refine((d) => d >= PROFILE_LIMITS.earliestDob, `must not be before ${PROFILE_LIMITS.earliestDob}`);

/** The spec names the field but not its values; these are ours. */
export const genderSchema = z.enum(['male', 'female', 'other', 'undisclosed']);
export type Gender = z.infer<typeof genderSchema>;

/** Avatars and covers are links to uploaded images; only web links, so a profile cannot carry script URLs. */
export const imageUrlSchema = z.url({ protocol: /^https?$/ }).max(PROFILE_LIMITS.urlLength);

/** Where the user plays: the same shape as a game's location. */
export const profileLocationSchema = locationSchema;
export type ProfileLocation = z.infer<typeof profileLocationSchema>;

export const addressSchema = z
  .object({
    label: optionalText(40).optional(),
    line1: text(200),
    line2: optionalText(200).optional(),
    city: text(80),
    state: optionalText(80).optional(),
    postalCode: z
      .string()
      .regex(/^[A-Za-z0-9 -]{3,12}$/, 'must be 3-12 letters, digits, spaces or dashes')
      .optional(),
    country: optionalText(60).optional(),
  })
  .strict();
export type Address = z.infer<typeof addressSchema>;

/** The listings (sports) a user plays: the profile's `choices`. Repeats are refused rather than silently dropped. */
export const listingIdsSchema = z
  .array(idSchema)
  .max(PROFILE_LIMITS.choices)
  .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a listing id');

/**
 * The fields PUT /api/user/basic may change. Every field is optional: what is absent stays as it
 * is; null clears an optional field and [] empties a list. The user id never comes from here.
 */
export const basicProfileChangesSchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    /** Spec section 3 Participant nickName: the user's own, shown beside their name in games; null clears it. */
    nickName: firstNameSchema.nullable().optional(),
    dob: dobSchema.nullable().optional(),
    gender: genderSchema.nullable().optional(),
    avatar: imageUrlSchema.nullable().optional(),
    cover: imageUrlSchema.nullable().optional(),
    locations: z.array(profileLocationSchema).max(PROFILE_LIMITS.locations).optional(),
    addresses: z.array(addressSchema).max(PROFILE_LIMITS.addresses).optional(),
  })
  .strict();
export type BasicProfileChanges = z.infer<typeof basicProfileChangesSchema>;
export const BASIC_PROFILE_FIELDS = basicProfileChangesSchema.keyof().options;

/** The basic profile with every field present: what the decider compares changes against. */
export interface BasicProfile {
  firstName: string;
  lastName: string;
  nickName: string | null;
  dob: string | null;
  gender: Gender | null;
  avatar: string | null;
  cover: string | null;
  locations: ProfileLocation[];
  addresses: Address[];
}

export const emptyBasicProfile = (firstName = '', lastName = ''): BasicProfile => ({
  firstName,
  lastName,
  nickName: null,
  dob: null,
  gender: null,
  avatar: null,
  cover: null,
  locations: [],
  addresses: [],
});
