import type { ContactCommand, ContactEvent } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

export type ContactCommandMessage = ContactCommand & Pick<Command, 'context'>;

export interface ContactState {
  userId: string | null;
}

/**
 * The first claim of a phone number or e-mail wins; later claims change nothing and learn the owner.
 * The owner alone releases it (moving to another number); after that the next claim wins again.
 */
export const contactDecider: Decider<ContactCommandMessage, ContactEvent, ContactState> = {
  initialState: () => ({ userId: null }),
  evolve: (state, event) => {
    if (event.type === 'ContactReleased') return state.userId === event.data.userId ? { userId: null } : state;
    return state.userId ? state : { userId: event.data.userId };
  },
  decide: (command, state) => {
    if (command.type === 'ReleaseContact')
      return state.userId === command.data.userId ? [{ type: 'ContactReleased', data: command.data }] : [];
    return state.userId ? [] : [{ type: 'ContactClaimed', data: command.data }];
  },
};
