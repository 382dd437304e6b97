import type { GameDocument } from '@sports/contracts';
import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';
import { JoinButton } from './JoinButton';
import { cardAction } from './rules';

/** The card button of spec section 2: 'View' opens the game, 'Join Now' joins it. */
export function GameActionButton({ game }: { game: GameDocument }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  if (cardAction(game, userId) === 'join') return <JoinButton game={game} />;
  return (
    <ButtonLink variant="ghost" to="/games/$activityId" params={{ activityId: game.activityId }}>
      View
    </ButtonLink>
  );
}
