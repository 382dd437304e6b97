import type { GameEvent } from '@sports/contracts';
import type { GameState } from './gameState';

/**
 * The host marks the match full (spec sections 4 and 6): a place offered from the waitlist is no
 * longer kept for anyone, so each open offer is withdrawn in the same append. The players keep their
 * places in the line; opening the match again offers the freed places anew (offerFreedPlaces).
 */
export const withdrawOffers = (state: GameState, activityId: string): GameEvent[] =>
  [...state.waitlistOffers.keys()].map((userId) => ({ type: 'WaitlistOfferWithdrawn', data: { activityId, userId, reason: 'matchFull' } }));
