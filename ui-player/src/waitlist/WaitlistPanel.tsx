import type { GameDocument, WaitlistView } from '@sports/contracts';
import { useNavigate } from '@tanstack/react-router';
import { gamePath, rememberJoin } from '../session/pendingJoin';
import { useSession } from '../session/store';
import { useResumePending } from '../session/useResumePending';
import { Button, Muted } from '../ui/primitives';
import { Panel, Row } from './Panel';
import { useCommand } from '../games/useCommand';
import { viewerStanding } from '../games/rules';
import { paymentOfGame } from '../games/format';
import { acceptOffer, declineOffer, joinWaitlist, leaveWaitlist } from './api';
import { WaitlistQueue } from './WaitlistQueue';
import { mayJoinWaitlist, offerTime, ordinal, WAITLIST_TOASTS, waitingText } from './words';

type WaitlistedGame = GameDocument & { waitlist?: WaitlistView | undefined };

/**
 * The waitlist of a full game on its detail (issue 18 item 8): join the line, your place in it,
 * the place offered to you with its deadline (Accept · Decline), and the queue for hosts.
 */
export function WaitlistPanel({ game }: { game: WaitlistedGame }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const { run, busy } = useCommand();
  const waitlist = game.waitlist;
  const standing = viewerStanding(game, userId);
  const hosting = standing === 'host' || standing === 'coHost';
  const id = game.activityId;
  const navigate = useNavigate();
  const inGame = standing === 'joined' || standing === 'requested';
  const mayJoin = !hosting && !waitlist?.offer && !waitlist?.position && !inGame && mayJoinWaitlist(game, waitlist, Date.now());
  const join = () => void run('join', WAITLIST_TOASTS.join, () => joinWaitlist(id));
  // Signed out, "Join waitlist" (here or on the card) leads to sign-in and back here, where it completes.
  useResumePending(id, 'waitlist', mayJoin, join);
  const start = () => {
    if (userId) return join();
    rememberJoin(id, Date.now(), 'waitlist');
    void navigate({ to: '/sign-in', search: { redirect: gamePath(id) } });
  };

  if (hosting) return waitlist?.queue && waitlist.queue.length > 0 ? <WaitlistQueue queue={waitlist.queue} /> : null;

  if (waitlist?.offer) {
    // A pay-before game's place is taken by paying for it (the game's 'Pay and join'); the server refuses a plain accept.
    const paysFirst = paymentOfGame(game).method === 'online';
    return (
      <Panel aria-labelledby="waitlist-title">
        <h2 id="waitlist-title">A place is yours</h2>
        <p>
          A place is yours until <strong>{offerTime(waitlist.offer.expiresAt)}</strong>.{' '}
          {paysFirst ? 'Pay for it with Pay and join before then' : 'Take it before then'}, or it goes to the next in line.
        </p>
        <Row>
          {!paysFirst && (
            <Button disabled={busy} onClick={() => void run('accept', WAITLIST_TOASTS.accept, () => acceptOffer(id))}>
              Accept
            </Button>
          )}
          <Button variant="ghost" disabled={busy} onClick={() => void run('decline', WAITLIST_TOASTS.decline, () => declineOffer(id))}>
            Decline
          </Button>
        </Row>
      </Panel>
    );
  }

  if (waitlist?.position) {
    return (
      <Panel aria-labelledby="waitlist-title">
        <h2 id="waitlist-title">Waitlist</h2>
        <Row>
          <span>You are {ordinal(waitlist.position)} in line</span>
          <Button variant="ghost" disabled={busy} onClick={() => void run('leave', WAITLIST_TOASTS.leave, () => leaveWaitlist(id))}>
            Leave waitlist
          </Button>
        </Row>
      </Panel>
    );
  }

  if (!mayJoin) return null;
  return (
    <Panel aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">Waitlist</h2>
      <p>This game is full. Join the waitlist and you'll be offered the first place that frees up, for 30 minutes.</p>
      <Row>
        <Button disabled={busy} onClick={start}>
          Join waitlist
        </Button>
        {(waitlist?.count ?? 0) > 0 && <Muted>{waitingText(waitlist!.count)}</Muted>}
      </Row>
    </Panel>
  );
}
