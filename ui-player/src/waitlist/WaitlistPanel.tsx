import { Button, Muted } from '../ui/primitives';
import { Panel, Row } from './Panel';
import { useWaitlist, type WaitlistedGame } from './useWaitlist';
import { WaitlistQueue } from './WaitlistQueue';
import { offerTime, waitingText } from './words';

/**
 * The waitlist of a full game on its detail, in words: how the line works, the
 * place offered to you with its deadline, and the queue for hosts. The primary action itself (Join
 * waitlist, your place with Leave waitlist, Accept) is the sticky action bar's (GameStanding): one
 * primary button on the page, where a player looks for it.
 */
export function WaitlistPanel({ game }: { game: WaitlistedGame }) {
  const { waitlist, hosting, mayJoin, busy, paysFirst, decline } = useWaitlist(game);

  if (hosting) return waitlist?.queue && waitlist.queue.length > 0 ? <WaitlistQueue waitlist={waitlist} /> : null;

  if (waitlist?.offer) {
    return (
      <Panel aria-labelledby="waitlist-title">
        <h2 id="waitlist-title">A place is yours</h2>
        <p>
          A place is yours until <strong>{offerTime(waitlist.offer.expiresAt)}</strong>.{' '}
          {paysFirst ? 'Pay for it with Pay and join before then' : 'Take it with Accept before then'}, or it goes to the next in line.
        </p>
        <Row>
          <Button variant="ghost" disabled={busy} onClick={decline}>
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
        <p>You are in line. When a place frees up and it is your turn, it is offered to you for 30 minutes.</p>
      </Panel>
    );
  }

  if (!mayJoin) return null;
  return (
    <Panel aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">Waitlist</h2>
      <p>This game is full. Join the waitlist and you'll be offered the first place that frees up, for 30 minutes.</p>
      {(waitlist?.count ?? 0) > 0 && <Muted>{waitingText(waitlist!.count)}</Muted>}
    </Panel>
  );
}
