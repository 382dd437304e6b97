import { z } from 'zod';

/**
 * Spec section 6: org_role exists in the token; these are the values we use until business roles are specified.
 * Apart from ./events so that reading a token's claims (auth.ts, the player UI's first screen) does
 * not reach every user event schema.
 */
export const roleSchema = z.enum(['player', 'host', 'org_manager', 'org_staff', 'admin']);
export type Role = z.infer<typeof roleSchema>;
