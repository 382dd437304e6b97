import { z } from 'zod';
import { SKILL_LABELS, idSchema, skillLevel } from '../core/primitives';
import { basicProfileChangesSchema, listingIdsSchema } from '../users/profile';
import { activityLevelSchema } from '../users/activityLevelShape';
import { accessAccountSchema, publicUserProfileSchema, userAccountsSchema, userProfileSchema } from '../users/readModel';
import { defineRoute } from './route';

/** User endpoints at the paths of spec section 7 ("Accounts and auth"); the user id of a write always comes from the token. */
const userParams = z.object({ id: idSchema }).strict();

const reply = <D extends z.ZodType>(data: D) => z.object({ message: z.literal('success'), data });

/** Spec section 4: the activity level tier is shown with a profile, own or public. */
const withActivityLevel = { activityLevel: activityLevelSchema };

/** Spec section 7: GET /api/user/ is sent with the token and deviceId headers. Accepted, not yet used. */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_.:+/=-]{1,256}$/, 'must be 1-256 characters of A-Z a-z 0-9 _ . : + / = -');

export const getMyUser = defineRoute({
  operationId: 'getMyUser',
  method: 'get',
  path: '/api/user/',
  summary: "The caller's own full profile (spec section 3, User profile) with the activity level tier (section 4).",
  tag: 'Users',
  auth: 'required',
  headers: z.object({ deviceId: deviceIdSchema.optional() }),
  successStatus: 200,
  response: z.object({ data: userProfileSchema.extend(withActivityLevel) }),
  errors: ['USER_NOT_FOUND'],
});

export const listMyAccounts = defineRoute({
  operationId: 'listMyAccounts',
  method: 'get',
  path: '/api/user/accounts',
  summary: "The caller's mobile and e-mail records, each with isPrimary and verified.",
  tag: 'Users',
  auth: 'required',
  successStatus: 200,
  response: z.object({ data: userAccountsSchema }),
  errors: ['USER_NOT_FOUND'],
});

export const getUserProfile = defineRoute({
  operationId: 'getUserProfile',
  method: 'get',
  path: '/api/user/profile/{id}',
  summary:
    "A user's profile: the full view for the caller's own id (or an admin), otherwise the public view (no phone, e-mail, dob, addresses or coins); both with the activity level tier (spec section 4).",
  tag: 'Users',
  auth: 'optional',
  params: userParams,
  successStatus: 200,
  response: z.object({
    data: z.discriminatedUnion('view', [
      userProfileSchema.extend({ view: z.literal('full'), ...withActivityLevel }),
      publicUserProfileSchema.extend(withActivityLevel),
    ]),
  }),
  errors: ['USER_NOT_FOUND'],
});

export const checkUser = defineRoute({
  operationId: 'checkUser',
  method: 'get',
  path: '/api/user/{id}/check',
  summary: 'Whether a user exists and has a complete profile; nothing else about them.',
  tag: 'Users',
  auth: 'optional',
  params: userParams,
  successStatus: 200,
  response: z.object({ data: z.object({ exists: z.boolean(), isProfileCompleted: z.boolean() }) }),
  errors: [],
});

export const updateBasicProfileBody = basicProfileChangesSchema.refine((body) => Object.keys(body).length > 0, 'send at least one field');

export const updateBasicProfile = defineRoute({
  operationId: 'updateBasicProfile',
  method: 'put',
  path: '/api/user/basic',
  summary: "Changes the caller's basic profile: absent fields stay, null clears, [] empties. Replies with the fields that changed.",
  tag: 'Users',
  auth: 'required',
  idempotent: true,
  body: updateBasicProfileBody,
  successStatus: 200,
  response: reply(z.object({ id: z.string(), changed: z.array(basicProfileChangesSchema.keyof()) })),
  errors: ['USER_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
});

export const getMyChoices = defineRoute({
  operationId: 'getMyChoices',
  method: 'get',
  path: '/api/user/choice',
  summary: "The listings (sports) the caller plays: the profile's choices.",
  tag: 'Users',
  auth: 'required',
  successStatus: 200,
  response: z.object({ data: z.object({ choices: z.array(z.string()) }) }),
  errors: ['USER_NOT_FOUND'],
});

export const setListingChoices = defineRoute({
  operationId: 'setListingChoices',
  method: 'put',
  path: '/api/user/listing',
  summary: 'Replaces the listings (sports) the caller plays.',
  tag: 'Users',
  auth: 'required',
  idempotent: true,
  body: z.object({ listingIds: listingIdsSchema }).strict(),
  successStatus: 200,
  response: reply(z.object({ id: z.string(), choices: z.array(z.string()) })),
  errors: ['USER_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
});

/** Our path: spec section 3 has isTermsAccepted but section 7 shows no call that sets it. */
export const acceptTerms = defineRoute({
  operationId: 'acceptTerms',
  method: 'put',
  path: '/api/user/terms',
  summary: 'The caller accepts the terms; accepting again changes nothing.',
  tag: 'Users',
  auth: 'required',
  idempotent: true,
  successStatus: 200,
  response: reply(z.object({ id: z.string(), isTermsAccepted: z.literal(true) })),
  errors: ['USER_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
});

export const getUserAccount = defineRoute({
  operationId: 'getUserAccount',
  method: 'get',
  path: '/api/thiram/userAccount/{id}',
  summary: "A user's access account (role, spaces, mobiles, e-mails): the caller's own, or anyone's for an admin.",
  tag: 'Users',
  auth: 'required',
  params: userParams,
  successStatus: 200,
  response: z.object({ data: accessAccountSchema }),
  errors: ['FORBIDDEN', 'USER_NOT_FOUND'],
});

const listingParams = z.object({ listingId: idSchema }).strict();
const skillLevelData = z.object({ listingId: z.string(), selfLevel: skillLevel.nullable(), label: z.enum(SKILL_LABELS).nullable() });

/** Spec section 7 "PUT set self skill level (body selfLevel)"; the client shows 'Game skill updated successfully' (section 8). */
export const setSelfSkillLevel = defineRoute({
  operationId: 'setSelfSkillLevel',
  method: 'put',
  path: '/api/vm/skill/{listingId}',
  summary: "Sets the caller's own skill level for a listing: 0 Beginner, 1 Amateur, 2 Intermediate, 3 Pro (spec section 4).",
  tag: 'Users',
  auth: 'required',
  idempotent: true,
  params: listingParams,
  body: z.object({ selfLevel: skillLevel }).strict(),
  successStatus: 200,
  response: reply(skillLevelData),
  errors: ['USER_NOT_FOUND'],
});

/** Spec section 7 "GET skill level": the caller's own level for a listing (null until set). */
export const getSelfSkillLevel = defineRoute({
  operationId: 'getSelfSkillLevel',
  method: 'get',
  path: '/api/vm/skill/{listingId}',
  summary: "The caller's own skill level for a listing, with its label (BEG, AMT, INT, PRO); null until set.",
  tag: 'Users',
  auth: 'required',
  params: listingParams,
  successStatus: 200,
  response: z.object({ data: skillLevelData }),
  errors: ['USER_NOT_FOUND'],
});

export const userCommandRoutes = [updateBasicProfile, setListingChoices, acceptTerms, setSelfSkillLevel] as const;
export const userQueryRoutes = [
  getMyUser,
  listMyAccounts,
  getUserProfile,
  checkUser,
  getMyChoices,
  getSelfSkillLevel,
  getUserAccount,
] as const;
