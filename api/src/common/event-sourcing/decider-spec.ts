import type { DomainEvent } from '@dealbook/contracts';
import { DomainError } from '../errors/domain-error.js';
import type { Decider } from './decider.js';

/**
 * Given / when for decider unit specs (DESIGN §10): `given(...history)` folds the events with
 * `evolve`; `.when(command)` is the decision, to run (`.when(c)()` answers the events) or to hand
 * to `domainError` when it must refuse. `.state` is the folded state, for specs of `evolve`.
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return (...history: Event[]) => {
    const state = history.reduce(decider.evolve, decider.initialState);
    return { state, when: (command: Command) => () => decider.decide(command, state) };
  };
}

/** The domain error a decision throws; fails the spec when it throws nothing or something else. */
export function domainError(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}
