import { z } from 'zod';
import { accessRoleSchema } from './access';

/**
 * One access account as the back office lists it (the access resource): a user's role in one
 * organisation with the spaces, mobiles and e-mails it covers (spec section 3). Revoked accounts
 * stay listed as `revoked`, with who took them away, so staff see who had access when.
 * Id: `{orgId}:{userId}` (an organisation id never holds ':', so the pair is unambiguous).
 */
export const ACCESS_ACCOUNT_STATUSES = ['active', 'revoked'] as const;

export const accessAccountIdOf = (orgId: string, userId: string) => `${orgId}:${userId}`;

export const accessAccountDocumentSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  userId: z.string(),
  role: accessRoleSchema,
  spaceIds: z.array(z.string()),
  mobiles: z.array(z.string()),
  emails: z.array(z.string()),
  status: z.enum(ACCESS_ACCOUNT_STATUSES),
  grantedBy: z.string(),
  /** When the account was first granted, and last changed (granted again, changed or revoked). */
  granted: z.string(),
  updated: z.string(),
  revokedBy: z.string().nullable(),
});
export type AccessAccountDocument = z.infer<typeof accessAccountDocumentSchema>;
