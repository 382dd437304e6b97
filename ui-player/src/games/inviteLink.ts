import { inviteOfToken, inviteTokenSchema, type JoinInvite } from '@sports/contracts';
import { useSearch } from '@tanstack/react-router';

/** The `invite` parameter of a game's link (`/games/{id}?invite={inviteId}.{secret}`, spec section 7 "PUT new user invite"), when well formed. */
export const inviteTokenOf = (value: unknown): string | undefined =>
  typeof value === 'string' && inviteTokenSchema.safeParse(value).success ? value : undefined;

/**
 * The invitation link the game page was opened with: it lets a newcomer into a private game, by a
 * join on a free one or through checkout on a pay-before one (docs/adr/0102-paying-together.md).
 */
export function useInviteLink(): JoinInvite | null {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- useSearch has six type parameters; the one field read here reads clearer as an assertion
  const search = useSearch({ strict: false }) as { invite?: unknown };
  const token = inviteTokenOf(search.invite);
  return token ? inviteOfToken(token) : null;
}
