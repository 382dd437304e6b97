import { z } from 'zod';
import { idSchema } from '../core/primitives';

/**
 * A one-time invitation link's id and secret (spec section 7 "PUT new user invite"), as the link
 * carries them: given with PUT …/join, or on a pay-before game's cart line (docs/adr/0102-paying-together.md: a newcomer through a link
 * pays like anyone else, and the link admits them).
 */
export const joinInviteSchema = z.object({ inviteId: idSchema, secret: z.string().min(16).max(64) }).strict();
export type JoinInvite = z.infer<typeof joinInviteSchema>;

/** The link's `invite` parameter as it is sent (`{inviteId}.{secret}`), e.g. on GET …/activities/{id} to see the private game it opens. */
export const inviteTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_:@+-]{1,64}\.[A-Za-z0-9_-]{16,64}$/, "must be the link's {inviteId}.{secret}");

/** The link's id and secret from its `invite` parameter (inviteTokenSchema). */
export const inviteOfToken = (token: string): JoinInvite => {
  const dot = token.lastIndexOf('.');
  return { inviteId: token.slice(0, dot), secret: token.slice(dot + 1) };
};
