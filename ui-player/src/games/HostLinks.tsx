import { useHostsAnyGame } from '../hosting/useHostsAnyGame';
import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';

/** Above the game lists: start a game (signed-in players), and the host tools for those who host or co-host a game. */
export function HostLinks() {
  const userId = useSession((s) => s.user?.userId ?? null);
  const hosts = useHostsAnyGame(userId);
  if (!userId) return null;
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
