import type { DomainEvent } from '@sports/contracts';

/** The context every command carries: who, when and which command (ARCHITECTURE.md "Write side"). */
export interface CommandContext {
  commandId: string;
  userId: string;
  /** Time comes in with the command; deciders never read a clock. */
  now: string;
  correlationId?: string;
  causationId?: string;
}

export interface Command<T extends string = string, D = unknown> {
  type: T;
  data: D;
  context: CommandContext;
}

/** Pure: no I/O, no clock, no randomness. `decide` throws a DomainError when a rule is broken. */
export interface Decider<C extends Command, E extends DomainEvent, S> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
}

export const fold = <E extends DomainEvent, S>(decider: Pick<Decider<never, E, S>, 'evolve' | 'initialState'>, events: readonly E[]): S =>
  events.reduce(decider.evolve, decider.initialState());
