import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';

/** Above the game lists: start a game, or open the host tools (signed-in players only). */
export function HostLinks() {
  const signedIn = useSession((s) => s.user !== null);
  if (!signedIn) return null;
  return (
    <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap', marginBottom: 8 }}>
      <ButtonLink variant="ghost" to="/games/manage" search={{ status: 'upcoming' }}>
        Manage participants
      </ButtonLink>
      <ButtonLink to="/games/new">Create a game</ButtonLink>
    </div>
  );
}
