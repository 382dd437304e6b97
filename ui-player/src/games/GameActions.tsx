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

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 4px;
`;

type DetailGame = GameDocument & { isSaved?: boolean | undefined };

/** Under the game's title: save/unsave, share, leave, and the way to the host's tools. */
export function GameActions({ game }: { game: DetailGame }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const standing = viewerStanding(game, userId);
  const { run, pending } = useCommand();
  const hosting = standing === 'host' || standing === 'coHost';
  const saved = game.isSaved === true;
  const params = { activityId: game.activityId };
  // After the game, 'Rate this game' is the sticky action bar's (GameStanding), the page's one primary action.
  // The host's edit is on the Manage page (hosting/ManageGame), not here.
  const over = isGameOver(game.duration, Date.now());

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
      {/* DESIGN.md "Game detail": the host tools (edit, hold, invite, co-host, cancel) behind one Manage button, for the host and co-hosts. */}
      {hosting && (
        <ButtonLink variant="ghost" to="/games/$activityId/manage" params={params}>
          Manage
        </ButtonLink>
      )}
    </Bar>
  );
}
