import type { DomainEvent } from '@dealbook/contracts';
import { expect } from 'vitest';
import { DomainError } from '../errors/domain-error.js';
import type { Decider } from './decider.js';

/** What a refusal is checked for: any of its code, message and details. */
export type ExpectedRefusal = Partial<Pick<DomainError, 'code' | 'message' | 'details'>>;

/**
 * Given / when / then for decider unit specs (DESIGN §10, after Emmett's DeciderSpecification):
 * `given(...history)` folds the events with `evolve`; `.when(command)` is the decision, checked
 * with `.then(events)` (`[]`: it changes nothing) or `.thenRefuses(refusal?)`, which answers the
 * DomainError for closer looks; `.events()` answers the decision for a spec that picks it apart.
 * `.state` is the folded state, for specs of `evolve`. Only specs import this (it uses vitest).
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return (...history: Event[]) => {
    const state = history.reduce(decider.evolve, decider.initialState);
    return {
      state,
      when: (command: Command) => {
        const events = () => decider.decide(command, state);
        return {
          events,
          then: (expected: Event[]) => expect(events()).toEqual(expected),
          thenRefuses: (expected: ExpectedRefusal = {}): DomainError => {
            const error = refusalOf(events);
            expect(error).toMatchObject(expected);
            return error;
          },
        };
      },
    };
  };
}

/** The domain error a decision throws; fails the spec when it decides or throws something else. */
function refusalOf(decide: () => unknown): DomainError {
  let decided: unknown;
  try {
    decided = decide();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error(`expected the command to be refused, but it decided ${JSON.stringify(decided)}`);
}
