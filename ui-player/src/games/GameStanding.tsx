import type { GameDocument } from '@sports/contracts';
import { useSession } from '../session/store';
import { Muted } from '../ui/primitives';
import { JoinButton } from './JoinButton';
import { STANDING_TEXT, viewerStanding } from './rules';

/** On the detail page: the Join (or Accept) button, or where the viewer already stands. */
export function GameStanding({ game }: { game: GameDocument }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const standing = viewerStanding(game, userId);
  if (standing === null) return <JoinButton game={game} />;
  // Spec section 4: an invited user can Accept; accepting is joining, allowed even on a private game.
  if (standing === 'invited') return <JoinButton game={game} label="Accept" />;
  return <Muted data-standing={standing}>{STANDING_TEXT[standing]}</Muted>;
}
