import { expect } from 'vitest';
import { DomainError, type DomainEvent, type ErrorCode } from '@sports/contracts';
import type { Command, Decider } from './decider';

/** Given these events, when this command, then these events (or this error): tests that read like the rules. */
export const deciderSpec = <C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>) => ({
  given: (events: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (code: ErrorCode) => {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(DomainError);
          expect((caught as DomainError).code).toBe(code);
        },
      };
    },
  }),
});
