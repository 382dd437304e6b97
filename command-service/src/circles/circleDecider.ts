import { DomainError, slugOf, type CircleCommand, type CircleEvent } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

export interface CircleState {
  exists: boolean;
}

export type CircleCommandMessage = CircleCommand & Pick<Command, 'context'>;

/** A circle is one sport in one city; its id says which, so it is created once. */
export const circleDecider: Decider<CircleCommandMessage, CircleEvent, CircleState> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide: (command, state) => {
    if (state.exists) throw new DomainError('CIRCLE_ALREADY_EXISTS', 'A circle for this listing and city exists', 'city');
    return [{ type: 'CircleCreated', data: command.data }];
  },
};

/** `<listingId>.<city-slug>`: e.g. football.chennai, within the id alphabet. */
export const circleIdFor = (listingId: string, city: string): string => {
  return `${listingId}.${slugOf(city) || 'city'}`.slice(0, 64);
};
