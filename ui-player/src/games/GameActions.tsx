import styled from '@emotion/styled';
import { gamesApi, isGameOver, type GameDocument } from '@sports/contracts';
import { useSession } from '../session/store';
import { Button, ButtonLink } from '../ui/primitives';
import { sendCommand } from './command';
import { viewerStanding } from './rules';
import { ShareButton } from './ShareButton';
import { PaidLeaveNote } from './payToJoinLeave';
import { saveToast, TOASTS } from './toasts';
import { useCommand } from './useCommand';
import { focusWhenReturnedTo } from '../ui/returnFocus';
import { rateOpener } from '../ratings/rateOpener';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 4px;
`;

type DetailGame = GameDocument & { isSaved?: boolean | undefined };

/** Under the game's title: save/unsave, share, leave, and the host's tools. */
export function GameActions({ game }: { game: DetailGame }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const standing = viewerStanding(game, userId);
  const { run, pending } = useCommand();
  const hosting = standing === 'host' || standing === 'coHost';
  const saved = game.isSaved === true;
  const params = { activityId: game.activityId };
  // Spec section 2: after the game, those who took part rate it in the 'Rating' panel (the ratings' own route).
  const over = isGameOver(game.duration, Date.now());
  const canRate = (hosting || standing === 'joined') && over;

  return (
    <Bar>
      {userId && (
        <Button variant="ghost" aria-pressed={saved} disabled={pending !== null} onClick={() => void run('save', saveToast(!saved), () => sendCommand(gamesApi.saveGame, params, { isSaved: !saved }))}>
          {saved ? 'Unsave' : 'Save'}
        </Button>
      )}
      <ShareButton game={game} />
      {/* Issue 18 item 2: only what can succeed; leaving a game that is over is refused (GAME_OVER). */}
      {standing === 'joined' && !over && (
        <Button variant="ghost" disabled={pending !== null} onClick={() => void run('leave', TOASTS.leave, () => sendCommand(gamesApi.leaveGame, params))}>
          Leave game
        </Button>
      )}
      {standing === 'joined' && !over && <PaidLeaveNote activityId={game.activityId} />}
      {canRate && (
        <ButtonLink to="/rate/$activityId" params={params} ref={focusWhenReturnedTo(rateOpener(game.activityId))}>
          Rate this game
        </ButtonLink>
      )}
      {hosting && (
        <ButtonLink variant="ghost" to="/games/$activityId/manage" params={params}>
          Manage participants
        </ButtonLink>
      )}
      {standing === 'host' && (
        <ButtonLink variant="ghost" to="/games/$activityId/edit" params={params}>
          Edit game
        </ButtonLink>
      )}
    </Bar>
  );
}
