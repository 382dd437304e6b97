import type { GameDocument } from '@sports/contracts';
import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';
import { offersHostAgain } from './hostAgain';

/**
 * "Host again" on a past game its host or a co-host looks at: the create form, filled from this
 * game a week on (routes/games.new.tsx `again`; docs/adr/0093-host-again-book-again.md).
 */
export function HostAgainLink({
  game,
  variant,
}: {
  game: Pick<GameDocument, 'activityId' | 'hostandCoHost' | 'duration' | 'name'>;
  variant?: 'primary' | 'ghost';
}) {
  const userId = useSession((s) => s.user?.userId ?? null);
  if (!offersHostAgain(game, userId, Date.now())) return null;
  return (
    <ButtonLink
      to="/games/new"
      search={{ again: game.activityId }}
      aria-label={`Host again: ${game.name}`}
      {...(variant ? { variant } : {})}
    >
      Host again
    </ButtonLink>
  );
}
