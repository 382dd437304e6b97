import type { GameDocument, GameEvent } from '@sports/contracts';

/**
 * The game document keeps only how many wait: one number, whatever the line's
 * length. Each event says how it moves, as the game stream decided it: a queue, a leave, a decline
 * or a lapse of someone in line; a join, an accepted request or a paid hold says wasWaitlisted
 * when it takes its player out of the line. Never below zero (a log from before wasWaitlisted).
 */
export const waitlistCountAfter = (doc: Pick<GameDocument, 'waitlistCount'>, event: GameEvent): number => {
  const count = doc.waitlistCount ?? 0;
  switch (event.type) {
    case 'PlayerJoinedWaitlist':
      return count + 1;
    case 'PlayerLeftWaitlist':
    case 'WaitlistOfferDeclined':
    case 'WaitlistOfferLapsed':
      return Math.max(0, count - 1);
    case 'PlayerJoinedGame':
    case 'JoinRequestAccepted':
    case 'GamePlaceHeld':
      return event.data.wasWaitlisted ? Math.max(0, count - 1) : count;
    default:
      return count;
  }
};
