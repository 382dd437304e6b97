import { gamesApi, type GameDocument } from '@sports/contracts';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '../ui/primitives';
import { sendCommand } from './command';
import { TOASTS } from './toasts';
import { useCommand } from './useCommand';

/** An invited player says no. A private game is then hidden from them, so they go back to the games. */
export function DeclineButton({ game }: { game: Pick<GameDocument, 'activityId' | 'privacy'> }) {
  const { run, busy } = useCommand();
  const navigate = useNavigate();
  const decline = async () => {
    const reply = await run('decline', TOASTS.declineInvitation, () =>
      sendCommand(gamesApi.declineInvitation, { activityId: game.activityId }),
    );
    if (reply && game.privacy === 'private') void navigate({ to: '/' });
  };
  return (
    <Button variant="ghost" disabled={busy} onClick={() => void decline()}>
      Decline
    </Button>
  );
}
