import type { GameEvent } from '@sports/contracts';
import type { GameState } from './gameStateShape';

type WaitlistEvent = Extract<
  GameEvent,
  {
    type:
      | 'PlayerJoinedWaitlist'
      | 'PlayerLeftWaitlist'
      | 'WaitlistPlaceOffered'
      | 'WaitlistOfferDeclined'
      | 'WaitlistOfferLapsed'
      | 'WaitlistOfferWithdrawn';
  }
>;

/** Out of the line, with any offer held: on leaving, declining, a lapse, or joining the game. */
export const leavesWaitlist = (state: GameState, userId: string): GameState => {
  if (!state.waitlist.has(userId)) return state;
  if (!state.waitlistOffers.has(userId)) return { ...state, waitlist: state.waitlist.without(userId) };
  const offers = new Map(state.waitlistOffers);
  offers.delete(userId);
  return { ...state, waitlist: state.waitlist.without(userId), waitlistOffers: offers };
};

/**
 * What an event that brings a player into the game (a join, an accepted request, a paid hold) says
 * when that player was on the waitlist: the read models then count the line down without holding it
 *. Spread into the event's data.
 */
export const waitlistMarkOf = (state: GameState, userId: string): { wasWaitlisted?: true } =>
  state.waitlist.has(userId) ? { wasWaitlisted: true } : {};

export const evolveWaitlist = (state: GameState, event: WaitlistEvent): GameState => {
  switch (event.type) {
    case 'PlayerJoinedWaitlist':
      return { ...state, waitlist: state.waitlist.with(event.data.player.id, state.waitlistJoins), waitlistJoins: state.waitlistJoins + 1 };
    case 'WaitlistPlaceOffered':
      return { ...state, waitlistOffers: new Map(state.waitlistOffers).set(event.data.userId, event.data.expiresAt) };
    case 'WaitlistOfferWithdrawn': {
      // The host closed the match: the place is no longer kept, and the player stays in line for the next one.
      const offers = new Map(state.waitlistOffers);
      offers.delete(event.data.userId);
      return { ...state, waitlistOffers: offers };
    }
    case 'PlayerLeftWaitlist':
    case 'WaitlistOfferDeclined':
    case 'WaitlistOfferLapsed':
      // Whoever lets an offer pass leaves the line; they may queue again at its end.
      return leavesWaitlist(state, event.data.userId);
  }
};

/** A player's place in the line, from 1, or null when not on it: those who queued before them, counted. */
export const waitlistPosition = (state: GameState, userId: string): number | null => {
  const own = state.waitlist.get(userId);
  if (own === undefined) return null;
  let ahead = 0;
  for (const place of state.waitlist.values()) if (place < own) ahead++;
  return ahead + 1;
};

/**
 * The first `count` in line who hold no offer yet, in order: one pass keeping the best few
 * (count is the places just freed, a handful), not a sort of the whole line.
 */
export const nextInLine = (state: GameState, count: number): string[] => {
  const best: Array<[string, number]> = [];
  if (count <= 0) return [];
  for (const [userId, place] of state.waitlist) {
    if (state.waitlistOffers.has(userId)) continue;
    if (best.length === count && place >= best[count - 1]![1]) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]![1] > place) at--;
    best.splice(at, 0, [userId, place]);
    if (best.length > count) best.pop();
  }
  return best.map(([userId]) => userId);
};

/** Places offered to the waitlist and not yet taken: nobody else may take them. */
export const placesReservedAgainst = (state: GameState, userId: string): number =>
  state.waitlistOffers.size - (state.waitlistOffers.has(userId) ? 1 : 0);

/**
 * Places anyone could take now, before waitlist reservations: none while the host says the match
 * is full; places held for pending payments (paidPlacesState.ts) count as taken.
 */
export const placesFree = (state: GameState): number =>
  state.matchFull ? 0 : Math.max(0, state.maxParticipants - state.joinedCount - heldPlaces(state));

/** Places held for pending payments: each hold keeps its buyer's and their friends' places (paying together). */
export const heldPlaces = (state: GameState): number => {
  let held = 0;
  for (const place of state.paidPlaces.held.values()) held += place.places;
  return held;
};
