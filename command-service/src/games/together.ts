import { DomainError, placesFreedOf } from '@sports/contracts';
import { placesOf, type GameState } from './gameState';

/**
 * Paying together (spec section 3 participantDetail `membersCount`, Activity `bookedFor`): the friends'
 * names are optional, but never more of them than friends. The count itself is bounded by its schema
 * (1 to MAX_MEMBERS_PER_BOOKING, contracts/src/games/together.ts).
 */
export const requireFriendNames = (membersCount: number, bookedFor: readonly string[] | undefined): void => {
  if (bookedFor && bookedFor.length > membersCount - 1)
    throw new DomainError('VALIDATION_FAILED', `Name at most ${membersCount - 1} friend(s): membersCount counts you and them`, 'bookedFor');
};

/** What an event taking a player out says: their places with friends, and the order that paid for them (the shares paid count it down). */
export const leftFieldsOf = (state: GameState, playerId: string): { places?: number; orderId?: string } => {
  const orderId = state.paidPlaces.paidBy.get(playerId);
  return { ...placesFreedOf(placesOf(state, playerId)), ...(orderId ? { orderId } : {}) };
};
