import styled from '@emotion/styled';
import { gamesApi, type GameDocument } from '@sports/contracts';
import { isGameOver } from '@sports/shared-rules';
import { useState } from 'react';
import { useSession } from '../session/store';
import { ConfirmSheet } from '../ui/ConfirmSheet';
import { Button, ButtonLink } from '../ui/primitives';
import { sendCommand } from './command';
import { offersSave, viewerStanding } from './rules';
import { ShareButton } from './ShareButton';
import { leaveWords } from './leaveWords';
import { leftRefundWords, PaidLeaveNote, usePaidLeave } from './payToJoinLeave';
import { saveToast, TOASTS } from './toasts';
import { useCommand } from './useCommand';
import { HostAgainLink } from '../gameForm/HostAgainLink';

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
  const inGame = standing === 'joined' && !over;
  const paid = usePaidLeave(game.activityId, inGame);
  // A place is given up only after one more tap, free game or paid: the sheet says what becomes of the place
  // (offered down the waitlist, where there is one) and, when it was paid for online, what comes back.
  const [confirming, setConfirming] = useState(false);
  const leave = async () => {
    await run('leave', paid ? { ...TOASTS.leave, detail: leftRefundWords(paid) } : TOASTS.leave, () =>
      sendCommand(gamesApi.leaveGame, params),
    );
    setConfirming(false);
  };

  return (
    <Bar>
      {userId && offersSave(standing, saved) && (
        <Button
          variant="ghost"
          aria-pressed={saved}
          disabled={pending !== null}
          onClick={() => void run('save', saveToast(!saved), () => sendCommand(gamesApi.saveGame, params, { isSaved: !saved }))}
        >
          {saved ? 'Unsave' : 'Save'}
        </Button>
      )}
      <ShareButton game={game} />
      {/* Only what can succeed; leaving a game that is over is refused (GAME_OVER). */}
      {inGame && (
        <Button variant="ghost" disabled={pending !== null} onClick={() => setConfirming(true)}>
          Leave game
        </Button>
      )}
      {inGame && paid && <PaidLeaveNote leave={paid} />}
      {inGame && confirming && (
        <ConfirmSheet
          title={`Leave ${game.name}?`}
          confirmLabel="Yes, leave"
          cancelLabel="Stay in the game"
          busy={pending === 'leave'}
          onConfirm={() => void leave()}
          onCancel={() => setConfirming(false)}
        >
          <p>{leaveWords(game, userId, Date.now())}</p>
          {paid && <PaidLeaveNote leave={paid} />}
        </ConfirmSheet>
      )}
      {/* DESIGN.md "Game detail": the host tools (edit, hold, invite, co-host, cancel) behind one Manage button, for the host and co-hosts. */}
      {hosting && (
        <ButtonLink variant="ghost" to="/games/$activityId/manage" params={params}>
          Manage
        </ButtonLink>
      )}
      {/* A past game: the same again a week on (gameForm/HostAgainLink; the host and co-hosts only). */}
      <HostAgainLink game={game} variant="ghost" />
    </Bar>
  );
}
