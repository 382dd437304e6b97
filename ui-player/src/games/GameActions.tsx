import styled from '@emotion/styled';
import { gamesApi, isGameOver, type GameDocument } from '@sports/contracts';
import { useState } from 'react';
import { useSession } from '../session/store';
import { Button, ButtonLink } from '../ui/primitives';
import { sendCommand } from './command';
import { viewerStanding } from './rules';
import { ShareButton } from './ShareButton';
import { leftRefundWords, PaidLeaveNote, usePaidLeave } from './payToJoinLeave';
import { saveToast, TOASTS } from './toasts';
import { useCommand } from './useCommand';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 4px;
`;

const Confirm = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  & > strong {
    flex-basis: 100%;
  }
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
  const inGame = standing === 'joined' && !over;
  const paid = usePaidLeave(game.activityId, inGame);
  // Money is at stake when the place was paid for online: one more tap, saying what comes back, before it is given up.
  const [confirming, setConfirming] = useState(false);
  const leave = async () => {
    setConfirming(false);
    await run('leave', paid ? { ...TOASTS.leave, detail: leftRefundWords(paid) } : TOASTS.leave, () => sendCommand(gamesApi.leaveGame, params));
  };

  return (
    <Bar>
      {userId && (
        <Button variant="ghost" aria-pressed={saved} disabled={pending !== null} onClick={() => void run('save', saveToast(!saved), () => sendCommand(gamesApi.saveGame, params, { isSaved: !saved }))}>
          {saved ? 'Unsave' : 'Save'}
        </Button>
      )}
      <ShareButton game={game} />
      {/* Issue 18 item 2: only what can succeed; leaving a game that is over is refused (GAME_OVER). */}
      {inGame && !confirming && (
        <Button variant="ghost" disabled={pending !== null} onClick={() => (paid ? setConfirming(true) : void leave())}>
          Leave game
        </Button>
      )}
      {inGame && paid && !confirming && <PaidLeaveNote leave={paid} />}
      {inGame && paid && confirming && (
        <Confirm role="group" aria-label="Leave this game?">
          <strong>Leave this game?</strong>
          <PaidLeaveNote leave={paid} />
          <Button disabled={pending !== null} onClick={() => void leave()}>
            Yes, leave
          </Button>
          <Button variant="ghost" autoFocus onClick={() => setConfirming(false)}>
            Stay in the game
          </Button>
        </Confirm>
      )}
      {/* DESIGN.md "Game detail": the host tools (edit, hold, invite, co-host, cancel) behind one Manage button, for the host and co-hosts. */}
      {hosting && (
        <ButtonLink variant="ghost" to="/games/$activityId/manage" params={params}>
          Manage
        </ButtonLink>
      )}
    </Bar>
  );
}
