import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { accessEmailsSchema, accessMobilesSchema, accessRoleSchema, gstDetailsSchema, orgIdSchema, spaceIdsSchema } from './access';

/**
 * Organisation access events of the user stream (streams.user), past tense and versioned. One access account per organisation: a later grant for the same organisation replaces
 * the earlier one. The acting user (grantedBy, revokedBy, updatedBy) comes from the command context.
 */
export const accessEvents = {
  AccessAccountGranted: {
    version: 1,
    schema: z.object({
      userId: idSchema,
      orgId: orgIdSchema,
      role: accessRoleSchema,
      spaceIds: spaceIdsSchema,
      mobiles: accessMobilesSchema,
      emails: accessEmailsSchema,
      grantedBy: idSchema,
    }),
  },
  AccessAccountRevoked: {
    version: 1,
    schema: z.object({ userId: idSchema, orgId: orgIdSchema, revokedBy: idSchema }),
  },
  /** Spec section 7: the organisation's user account with GST details, replaced as a whole. */
  OrgUserAccountUpdated: {
    version: 1,
    schema: z.object({ userId: idSchema, orgId: orgIdSchema, gst: gstDetailsSchema, updatedBy: idSchema }),
  },
} as const;

export const accessCommands = {
  /** byOwner: the caller owns the organisation (from its token), which appointing or changing an owner needs. */
  GrantAccessAccount: accessEvents.AccessAccountGranted.schema.omit({ grantedBy: true }).extend({ byOwner: z.boolean() }),
  RevokeAccessAccount: accessEvents.AccessAccountRevoked.schema.omit({ revokedBy: true }).extend({ byOwner: z.boolean() }),
  UpdateOrgUserAccount: accessEvents.OrgUserAccountUpdated.schema.omit({ updatedBy: true }),
} as const;

type Defs = typeof accessCommands;
export type AccessCommandType = keyof Defs;
export type AccessCommand = { [T in AccessCommandType]: { type: T; data: z.infer<Defs[T]> } }[AccessCommandType];
