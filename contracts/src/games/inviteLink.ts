import { z } from 'zod';
import { idSchema } from '../core/primitives';

/**
 * A one-time invitation link's id and secret (spec section 7 "PUT new user invite"), as the link
 * carries them: given with PUT …/join, or on a pay-before game's cart line (docs/decisions.md
 * "Paying together": a newcomer through a link pays like anyone else, and the link admits them).
 */
export const joinInviteSchema = z.object({ inviteId: idSchema, secret: z.string().min(16).max(64) }).strict();
export type JoinInvite = z.infer<typeof joinInviteSchema>;
