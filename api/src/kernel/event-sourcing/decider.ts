import type { DomainEvent, EventCatalogue } from '@dealbook/contracts';

/**
 * The pure core of one aggregate type (DESIGN §3): fold past events into a state, decide what a
 * command does to it. No I/O, so every business rule is tested with plain given/when/then. It
 * also names its stream and its event catalogue, so the shared write path needs nothing else.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  /** The aggregate's event catalogue (contracts): the schema version new events are written with. */
  readonly events: EventCatalogue<Event>;
  /** The stream of the record a command is about: `<type>-<id>`. */
  streamIdOf(command: Command): string;
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  /** The events the command produces, [] when it changes nothing; throws a DomainError. */
  decide(command: Command, state: State): Event[];
}

/** The `default` of an exhaustive switch: a new command or event type fails to compile here. */
export function unreachable(value: never): never {
  throw new Error(`Unhandled message: ${JSON.stringify(value)}`);
}

/**
 * The state a decider folds these events into from its initial state: the record as its events
 * leave it, for the reads that are not commands (a replay to a moment, a merge's undo, a file's
 * command). Recorded events carry more than a domain event; only their type and data are read.
 */
export function foldEvents<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Pick<DomainEvent, 'type' | 'data'>[],
): State {
  return events.reduce(
    (state, event) => decider.evolve(state, { type: event.type, data: event.data } as Event),
    decider.initialState,
  );
}
