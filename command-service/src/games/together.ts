import { DomainError } from '@sports/contracts';

/**
 * Paying together (spec section 3 participantDetail `membersCount`, Activity `bookedFor`): the friends'
 * names are optional, but never more of them than friends. The count itself is bounded by its schema
 * (1 to MAX_MEMBERS_PER_BOOKING, contracts/src/games/together.ts).
 */
export const requireFriendNames = (membersCount: number, bookedFor: readonly string[] | undefined): void => {
  if (bookedFor && bookedFor.length > membersCount - 1) throw new DomainError('VALIDATION_FAILED', `Name at most ${membersCount - 1} friend(s): membersCount counts you and them`, 'bookedFor');
};
