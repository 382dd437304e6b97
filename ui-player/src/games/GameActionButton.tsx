import { CARD_BUTTON_TEXT, type GameDocument } from '@sports/contracts';
import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';
import { JoinButton } from './JoinButton';
import { cardAction } from './rules';

/** The card button of spec section 2: 'Join Now' joins; 'Accept' (an invited viewer) takes up the invitation; 'View' opens the game. */
export function GameActionButton({ game }: { game: GameDocument }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const action = cardAction(game, userId);
  if (action === 'join') return <JoinButton game={game} />;
  // Accepting an invitation is a join (allowed to the invited user even on a private game).
  if (action === 'accept') return <JoinButton game={game} label={CARD_BUTTON_TEXT.accept} />;
  return (
    <ButtonLink variant="ghost" to="/games/$activityId" params={{ activityId: game.activityId }}>
      {CARD_BUTTON_TEXT[action]}
    </ButtonLink>
  );
}
