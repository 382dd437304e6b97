import type { Role, UserCommand, UserEvent } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

export type UserCommandMessage = UserCommand & Pick<Command, 'context'>;

export interface UserState {
  registered: boolean;
  name: string;
  role: Role;
  scopeIds: string[];
}

/** Registering an existing user changes nothing, so a dev token for a known id is harmless. */
export const userDecider: Decider<UserCommandMessage, UserEvent, UserState> = {
  initialState: () => ({ registered: false, name: '', role: 'player', scopeIds: [] }),
  evolve: (_state, event) => ({
    registered: true,
    name: `${event.data.firstName} ${event.data.lastName}`.trim(),
    role: event.data.role,
    scopeIds: event.data.scopeIds,
  }),
  decide: (command, state) => (state.registered ? [] : [{ type: 'UserRegistered', data: command.data }]),
};
