import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { accessAccountInputSchema, accessRoleSchema, gstDetailsSchema, orgIdSchema } from '../users/access';
import { accessAccountEntrySchema, orgUserAccountSchema } from '../users/readModel';
import { defineRoute } from './route';

/**
 * Organisation access accounts. Writes need mayOnOrg(actor, 'manageOrg', orgId):
 * an owner or manager of that organisation, or an admin. The user id is the target, never the caller.
 */
const accessParams = z.object({ orgId: orgIdSchema, userId: idSchema }).strict();
const reply = <D extends z.ZodType>(data: D) => z.object({ message: z.literal('success'), data });

/** Our path: spec section 7 shows no call that grants access. */
export const grantAccessAccount = defineRoute({
  operationId: 'grantAccessAccount',
  method: 'put',
  path: '/org-api/{orgId}/accessAccounts/{userId}',
  summary:
    "Gives a user an access account in the organisation (role, spaces, mobiles, e-mails), replacing the one they hold there. Owners and managers of the organisation (and admins) only; a space that is not one of the organisation's venues is 404 SPACE_NOT_FOUND on spaceIds.{i}. The user's next token carries it.",
  tag: 'Organisations',
  auth: 'required',
  idempotent: true,
  params: accessParams,
  body: accessAccountInputSchema,
  successStatus: 200,
  response: reply(
    z.object({
      id: z.string(),
      orgId: z.string(),
      role: accessRoleSchema,
      spaces: z.array(z.string()),
      mobiles: z.array(z.string()),
      emails: z.array(z.string()),
    }),
  ),
  errors: ['FORBIDDEN', 'USER_NOT_FOUND', 'SPACE_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
});

/** Our path, as for granting. */
export const revokeAccessAccount = defineRoute({
  operationId: 'revokeAccessAccount',
  method: 'delete',
  path: '/org-api/{orgId}/accessAccounts/{userId}',
  summary:
    "Takes a user's access account in the organisation away. Owners and managers of the organisation (and admins) only; tokens already issued keep it until they expire.",
  tag: 'Organisations',
  auth: 'required',
  idempotent: true,
  params: accessParams,
  successStatus: 200,
  response: reply(z.object({ id: z.string(), orgId: z.string(), revoked: z.literal(true) })),
  errors: ['FORBIDDEN', 'USER_NOT_FOUND', 'ACCESS_ACCOUNT_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
});

/** Spec section 7: PUT /org-api/{orgId}/userAccount/{id} with a GST body. */
export const updateOrgUserAccount = defineRoute({
  operationId: 'updateOrgUserAccount',
  method: 'put',
  path: '/org-api/{orgId}/userAccount/{id}',
  summary:
    "Sets the GST details (gstin, businessName, address) of a user's account with the organisation; the same details again change nothing. Owners and managers of the organisation (and admins) only.",
  tag: 'Organisations',
  auth: 'required',
  idempotent: true,
  params: z.object({ orgId: orgIdSchema, id: idSchema }).strict(),
  body: gstDetailsSchema,
  successStatus: 200,
  response: reply(z.object({ id: z.string(), orgId: z.string(), gst: gstDetailsSchema })),
  errors: ['FORBIDDEN', 'USER_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
});

/** Spec section 7: GET /api/vm/accessAccount/get/user/{id}. */
export const getUserAccessAccounts = defineRoute({
  operationId: 'getUserAccessAccounts',
  method: 'get',
  path: '/api/vm/accessAccount/get/user/{id}',
  summary:
    "A user's access accounts and organisation user accounts (GST). The user and admins see all of them; organisation staff and managers see those of the organisations in their scope; anyone else gets 403.",
  tag: 'Organisations',
  auth: 'required',
  params: z.object({ id: idSchema }).strict(),
  successStatus: 200,
  response: z.object({
    data: z.object({ id: z.string(), accessAccounts: z.array(accessAccountEntrySchema), orgUserAccounts: z.array(orgUserAccountSchema) }),
  }),
  errors: ['FORBIDDEN', 'USER_NOT_FOUND'],
});

export const accessCommandRoutes = [grantAccessAccount, revokeAccessAccount, updateOrgUserAccount] as const;
export const accessQueryRoutes = [getUserAccessAccounts] as const;
