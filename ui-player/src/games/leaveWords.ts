import type { GameDocument } from '@sports/contracts';

export type LeaveGame = Pick<
  GameDocument,
  | 'maxParticipants'
  | 'totalParticipantCount'
  | 'paymentPendingCount'
  | 'waitlistCount'
  | 'isMatchFull'
  | 'hold'
  | 'startAt'
  | 'participantDetail'
>;

/**
 * Whether a place given up now goes to someone waiting, as the game stream decides it
 * (command-service games/waitlist.ts offerFreedPlaces, docs/adr/0063-waitlist-in-game-stream.md):
 * before the start, not on hold and not marked match full, each free place is offered to the next
 * in line not yet offered one. Places already free are offered already, so a place freed now goes
 * to someone only while more wait than that.
 */
export function placeGoesToWaitlist(game: LeaveGame, nowMs: number): boolean {
  const waiting = game.waitlistCount ?? 0;
  if (waiting === 0 || game.hold || game.isMatchFull || nowMs >= game.startAt) return false;
  const alreadyOffered = Math.min(
    waiting,
    Math.max(0, game.maxParticipants - game.totalParticipantCount - (game.paymentPendingCount ?? 0)),
  );
  return waiting > alreadyOffered;
}

/**
 * The confirm sheet's line before leaving a game: what becomes of the place. "Your place will be
 * offered to the next player on the waitlist." only where there is a line it goes to; else what is
 * true of any leave. A player who took places for friends (paying together) gives theirs up too
 * (the decider's leave takes them along).
 */
export function leaveWords(game: LeaveGame, userId: string | null, nowMs: number): string {
  const friends = Math.max(0, (game.participantDetail.find((p) => p.id === userId)?.membersCount ?? 1) - 1);
  const friendsWords = friends === 1 ? 'your friend' : `your ${friends} friends`;
  if (placeGoesToWaitlist(game, nowMs))
    return friends === 0
      ? 'Your place will be offered to the next player on the waitlist.'
      : `Your place and ${friendsWords}' places will be offered to the players next on the waitlist.`;
  return friends === 0 ? 'You give up your place in this game.' : `You give up your place and ${friendsWords}' places in this game.`;
}
