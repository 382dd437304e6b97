import { gameEndMs, gameStartMs, gameStatusAt, viewerStanding } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';

/** A word on a card or the detail that says where a game (or the viewer) stands. */
export interface Badge {
  text: string;
  tone: 'info' | 'warn' | 'mine';
}

type BadgeGame = Pick<
  GameDocument,
  'host' | 'hostandCoHost' | 'participants' | 'participantDetail' | 'isFull' | 'isMatchFull' | 'hold' | 'duration' | 'privacy'
> & {
  /** Set on listed games for a signed-in viewer; 'waitlisted' comes with the waitlist. */
  viewerStatus?: string | null | undefined;
};

const MINE: Record<string, string> = {
  host: 'Host',
  coHost: 'Co-host',
  joined: 'Joined',
  paymentPending: 'Payment pending',
  requested: 'Requested',
  invited: 'Invited',
};

/**
 * The badges of DESIGN.md's card (Full, On hold, Private, Requested,
 * Waitlisted, Host), the viewer's own first. A game that is over says so instead of full or held.
 * A game on now (start <= now < end, not held) says Ongoing: spec section 4's game status, in the
 * words of the host's status tabs.
 */
export function gameBadges(game: BadgeGame, userId: string | null, nowMs: number): Badge[] {
  const badges: Badge[] = [];
  const standing = viewerStanding(game, userId);
  const mine = standing && standing !== 'full' ? MINE[standing] : undefined;
  if (mine) badges.push({ text: mine, tone: 'mine' });
  else if (game.viewerStatus === 'waitlisted') badges.push({ text: 'Waitlisted', tone: 'mine' });
  const status = gameStatusAt({ startAt: gameStartMs(game.duration), endAt: gameEndMs(game.duration), isOnHold: game.hold != null }, nowMs);
  if (status === 'past') badges.push({ text: 'Over', tone: 'info' });
  else if (status === 'hold') badges.push({ text: 'On hold', tone: 'warn' });
  else {
    if (status === 'ongoing') badges.push({ text: 'Ongoing', tone: 'info' });
    if (game.isMatchFull) badges.push({ text: 'Match full', tone: 'warn' });
    else if (game.isFull) badges.push({ text: 'Full', tone: 'warn' });
  }
  if (game.privacy === 'private') badges.push({ text: 'Private', tone: 'info' });
  return badges;
}
