import type { GameDocument } from '@sports/contracts';
import { useSession } from '../session/store';
import { Muted } from '../ui/primitives';
import { JoinButton } from './JoinButton';
import { STANDING_TEXT, viewerStanding } from './rules';

/** On the detail page: the Join button, or where the viewer already stands. */
export function GameStanding({ game }: { game: GameDocument }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const standing = viewerStanding(game, userId);
  return standing ? <Muted data-standing={standing}>{STANDING_TEXT[standing]}</Muted> : <JoinButton game={game} />;
}
