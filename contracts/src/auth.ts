import { z } from 'zod';
import { roleSchema } from './users/role';

/** Claims of an access token (spec section 6: org_role and scope_ids are in the decoded token). */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
  org_role: roleSchema,
  scope_ids: z.array(z.string()),
  token_use: z.literal('access'),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** The acting user of a request, taken from a verified token only. */
export interface Actor {
  userId: string;
  name: string;
  role: z.infer<typeof roleSchema>;
  scopeIds: string[];
}
