import { CARD_BUTTON_TEXT, type GameDocument } from '@sports/contracts';
import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';
import { JoinButton } from './JoinButton';
import { cardAction } from './rules';

/**
 * The card button of spec section 2: 'Join Now' joins; 'View' opens the game; 'Accept' (an
 * invited viewer) opens it too, where the invitation is answered once invitations exist.
 */
export function GameActionButton({ game }: { game: GameDocument }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const action = cardAction(game, userId);
  if (action === 'join') return <JoinButton game={game} />;
  return (
    <ButtonLink variant="ghost" to="/games/$activityId" params={{ activityId: game.activityId }}>
      {CARD_BUTTON_TEXT[action]}
    </ButtonLink>
  );
}
