import type { GameDocument } from '@sports/contracts';
import { useNavigate } from '@tanstack/react-router';
import { gamePath, rememberJoin } from '../session/pendingJoin';
import { useSession } from '../session/store';
import { Button } from '../ui/primitives';
import { offerPush } from '../push/offer';
import { joinWaitlist } from '../waitlist/api';
import { WAITLIST_TOASTS } from '../waitlist/words';
import { useCommand } from './useCommand';

/**
 * 'Join waitlist' on the card of a full game (DESIGN.md): queues at once
 * with the waitlist's own toast; signed out, it leads to sign-in and back to the game, whose
 * waitlist panel then completes it (useResumePending).
 */
export function WaitlistButton({ game }: { game: Pick<GameDocument, 'activityId'> }) {
  const signedIn = useSession((s) => s.user !== null);
  const navigate = useNavigate();
  const { run, busy } = useCommand();
  const join = () => {
    if (!signedIn) {
      rememberJoin(game.activityId, Date.now(), 'waitlist');
      return void navigate({ to: '/sign-in', search: { redirect: gamePath(game.activityId) } });
    }
    void run('waitlist', WAITLIST_TOASTS.join, () => joinWaitlist(game.activityId)).then((reply) => reply && offerPush('place'));
  };
  return (
    <Button variant="ghost" disabled={busy} onClick={join}>
      Join waitlist
    </Button>
  );
}
