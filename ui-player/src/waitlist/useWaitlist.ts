import type { GameDocument, WaitlistView } from '@sports/contracts';
import { useNavigate } from '@tanstack/react-router';
import { gamePath, rememberJoin } from '../session/pendingJoin';
import { useSession } from '../session/store';
import { useCommand } from '../games/useCommand';
import { viewerStanding } from '../games/rules';
import { paymentOfGame } from '../games/format';
import { offerPush } from '../push/offer';
import { acceptOffer, declineOffer, joinWaitlist, leaveWaitlist } from './api';
import { mayJoinWaitlist, WAITLIST_TOASTS } from './words';

export type WaitlistedGame = GameDocument & { waitlist?: WaitlistView | undefined };

/**
 * Where the viewer stands in a game's waitlist and what they can do about it:
 * shared by the game page's sticky action bar, which holds the one primary action (Join waitlist,
 * Leave waitlist, Accept), and the waitlist panel, which explains it.
 */
export function useWaitlist(game: WaitlistedGame) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const navigate = useNavigate();
  const { run, busy } = useCommand();
  const waitlist = game.waitlist;
  const standing = viewerStanding(game, userId);
  const hosting = standing === 'host' || standing === 'coHost';
  const inGame = standing === 'joined' || standing === 'requested' || standing === 'paymentPending';
  const id = game.activityId;
  const mayJoin = !hosting && !waitlist?.offer && !waitlist?.position && !inGame && mayJoinWaitlist(game, waitlist, Date.now());
  // Queued: a buzz when the place opens is worth asking for (docs/adr/0099-web-push.md).
  const join = () => void run('join', WAITLIST_TOASTS.join, () => joinWaitlist(id)).then((reply) => reply && offerPush('place'));
  return {
    waitlist,
    hosting,
    mayJoin,
    busy,
    /** A pay-before game's offered place is taken by paying for it (Pay and join); the server refuses a plain accept. */
    paysFirst: paymentOfGame(game).method === 'online',
    join,
    /** Signed out, "Join waitlist" leads to sign-in and back to the game, where useResumePending completes it. */
    start: () => {
      if (userId) return join();
      rememberJoin(id, Date.now(), 'waitlist');
      void navigate({ to: '/sign-in', search: { redirect: gamePath(id) } });
    },
    leave: () => void run('leave', WAITLIST_TOASTS.leave, () => leaveWaitlist(id)),
    accept: () => void run('accept', WAITLIST_TOASTS.accept, () => acceptOffer(id)),
    decline: () => void run('decline', WAITLIST_TOASTS.decline, () => declineOffer(id)),
  };
}
