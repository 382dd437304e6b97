import { useHostsAnyGame } from '../hosting/useHostsAnyGame';
import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';

/** The create form, through sign-in for a visitor (who comes back to the form). */
export const CREATE_GAME_SIGNED_OUT = { to: '/sign-in', search: { redirect: '/games/new' } } as const;

/** Above the game lists: start a game (a visitor signs in first), and the host tools for those who host or co-host a game. */
export function HostLinks() {
  const userId = useSession((s) => s.user?.userId ?? null);
  const hosts = useHostsAnyGame(userId);
  // The server-drawn first screen (src/ssr) is a visitor's: its button must lead somewhere a visitor can go.
  if (!userId) {
    return (
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap', marginBottom: 8 }}>
        <ButtonLink {...CREATE_GAME_SIGNED_OUT}>Create a game</ButtonLink>
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap', marginBottom: 8 }}>
      {hosts && (
        <ButtonLink variant="ghost" to="/games/manage" search={{ status: 'upcoming' }}>
          Manage participants
        </ButtonLink>
      )}
      <ButtonLink to="/games/new">Create a game</ButtonLink>
    </div>
  );
}
