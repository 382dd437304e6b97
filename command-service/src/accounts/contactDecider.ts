import type { ContactCommand, ContactEvent } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

export type ContactCommandMessage = ContactCommand & Pick<Command, 'context'>;

export interface ContactState {
  userId: string | null;
}

/** The first claim of a phone number or e-mail wins; later claims change nothing and learn the owner. */
export const contactDecider: Decider<ContactCommandMessage, ContactEvent, ContactState> = {
  initialState: () => ({ userId: null }),
  evolve: (state, event) => (state.userId ? state : { userId: event.data.userId }),
  decide: (command, state) => (state.userId ? [] : [{ type: 'ContactClaimed', data: command.data }]),
};
