import type { GameEvent } from '@sports/contracts';
import type { GameState } from './gameState';

type WaitlistEvent = Extract<GameEvent, { type: 'PlayerJoinedWaitlist' | 'PlayerLeftWaitlist' | 'WaitlistPlaceOffered' | 'WaitlistOfferDeclined' | 'WaitlistOfferLapsed' }>;

/** Out of the line, with any offer held: on leaving, declining, a lapse, or joining the game. */
export const leavesWaitlist = (state: GameState, userId: string): GameState => {
  if (!state.waitlist.includes(userId)) return state;
  const offers = new Map(state.waitlistOffers);
  offers.delete(userId);
  return { ...state, waitlist: state.waitlist.filter((id) => id !== userId), waitlistOffers: offers };
};

export const evolveWaitlist = (state: GameState, event: WaitlistEvent): GameState => {
  switch (event.type) {
    case 'PlayerJoinedWaitlist':
      return { ...state, waitlist: [...state.waitlist, event.data.player.id] };
    case 'WaitlistPlaceOffered':
      return { ...state, waitlistOffers: new Map(state.waitlistOffers).set(event.data.userId, event.data.expiresAt) };
    case 'PlayerLeftWaitlist':
    case 'WaitlistOfferDeclined':
    case 'WaitlistOfferLapsed':
      // Whoever lets an offer pass leaves the line; they may queue again at its end.
      return leavesWaitlist(state, event.data.userId);
  }
};

/** Places offered to the waitlist and not yet taken: nobody else may take them. */
export const placesReservedAgainst = (state: GameState, userId: string): number =>
  state.waitlistOffers.size - (state.waitlistOffers.has(userId) ? 1 : 0);

/**
 * Places anyone could take now, before waitlist reservations: none while the host says the match
 * is full; places held for pending payments (issue 18 item 7, paidPlacesState.ts) count as taken.
 */
export const placesFree = (state: GameState): number => (state.matchFull ? 0 : Math.max(0, state.maxParticipants - state.joinedCount - state.paidPlaces.held.size));
