import type { UserCommand, UserEvent } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

export type UserCommandMessage = UserCommand & Pick<Command, 'context'>;

export interface UserState {
  registered: boolean;
  name: string;
}

/** Registering an existing user changes nothing, so a dev token for a known id is harmless. */
export const userDecider: Decider<UserCommandMessage, UserEvent, UserState> = {
  initialState: () => ({ registered: false, name: '' }),
  evolve: (state, event) => ({ registered: true, name: `${event.data.firstName} ${event.data.lastName}`.trim() || state.name }),
  decide: (command, state) => (state.registered ? [] : [{ type: 'UserRegistered', data: command.data }]),
};
