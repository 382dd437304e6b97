import type { CityDetails, CityEvent } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

/** One city's stream (`city-{cityId}`): its saved details, if a platform admin ever saved it. */
export interface CityState {
  details: CityDetails | null;
}

export type SaveCity = Command<'SaveCity', { cityId: string; details: CityDetails }>;

/** Values from zod or stored JSON come in schema key order, so their JSON text compares them. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const cityDecider: Decider<SaveCity, CityEvent, CityState> = {
  initialState: () => ({ details: null }),
  evolve: (_state, event) => ({ details: event.data.details }),
  decide: (command, state) =>
    same(state.details, command.data.details)
      ? []
      : [{ type: 'CitySaved', data: { cityId: command.data.cityId, details: command.data.details, savedBy: command.context.userId } }],
};
