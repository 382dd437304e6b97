import { CARD_BUTTON_TEXT, cardAction } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';
import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';
import { FinishPayingButton } from './FinishPayingButton';
import { JoinButton } from './JoinButton';
import { WaitlistButton } from './WaitlistButton';

/**
 * The card button (spec section 2): only an action that can succeed. 'Join Now',
 * 'Request to join', 'Pay and join' and 'Accept' join (or ask to); 'Join waitlist' queues for a
 * full game; 'Finish paying' takes a player whose place is held for payment back to that checkout
 * (as the game page does); 'View' and 'Open' open the game, whose page says why it
 * cannot be joined.
 */
export function GameActionButton({ game }: { game: GameDocument }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const action = cardAction(game, userId, Date.now());
  switch (action) {
    case 'join':
    case 'request':
    case 'pay':
    case 'accept':
      return <JoinButton game={game} label={CARD_BUTTON_TEXT[action]} />;
    case 'waitlist':
      return <WaitlistButton game={game} />;
    case 'finishPaying':
      return <FinishPayingButton activityId={game.activityId} />;
    case 'view':
    case 'open':
      return (
        <ButtonLink variant="ghost" to="/games/$activityId" params={{ activityId: game.activityId }}>
          {CARD_BUTTON_TEXT[action]}
        </ButtonLink>
      );
  }
}
