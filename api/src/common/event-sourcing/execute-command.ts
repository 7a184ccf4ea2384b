import { v7 as uuidv7 } from 'uuid';
import {
  WrongExpectedVersion,
  type DomainEvent,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '@dealbook/contracts';
import type { Decider } from './decider.js';

/** Who issued a command and which request it belongs to; stored on every event it produces. */
export interface CommandMetadata {
  actorId: string | null;
  correlationId: string;
}

export interface ExecuteCommandOptions<Command, Event extends DomainEvent> {
  streamId: string;
  command: Command;
  metadata: CommandMetadata;
  /** The version the caller last saw (from `If-Match`); the write is refused if it moved on. */
  expectedVersion?: number;
  /** The current schema version of each event type the decider emits. */
  schemaVersions: Record<Event['type'], number>;
}

export interface CommandOutcome<Event extends DomainEvent = DomainEvent> {
  /** The stream's version after the command: the record's new ETag. */
  version: number;
  /** The events recorded; empty when the command changed nothing. */
  events: RecordedEvent<Event>[];
}

/** How often a write that named no version is decided again after another writer got in first. */
const unclaimedVersionAttempts = 10;

/**
 * The write path every feature shares: read the stream, fold it, decide, append at the version
 * read. Two writers who read the same version cannot both append: the store refuses the second
 * with WrongExpectedVersion. A caller who named the version it saw (`If-Match`) gets that as a 409
 * with the current version; one who named none never claimed a version, so the command is decided
 * again on the new one (the decider may still refuse it) rather than failing for a race it could
 * not have seen. The decider runs before the version is compared, so someone who may not act at
 * all hears that (403), not that their copy is stale.
 */
export async function executeCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  options: ExecuteCommandOptions<Command, Event>,
): Promise<CommandOutcome<Event>> {
  const { streamId, command, metadata, expectedVersion, schemaVersions } = options;
  // A writer that claims version 0 says the stream is new (a create under an id it just drew):
  // no read, the append's version check guards the claim. Should the decider refuse the empty
  // state, the stream is read after all, so the refusal is the one the real state deserves.
  let assumeNew = expectedVersion === 0;
  for (let attempt = 1; ; attempt++) {
    const history = assumeNew ? [] : await store.readStream<Event>(streamId);
    const version = history.at(-1)?.streamVersion ?? 0;
    const state = history.reduce((s, recorded) => decider.evolve(s, toDomainEvent(recorded)), decider.initialState);
    let decided: Event[];
    try {
      decided = decider.decide(command, state);
    } catch (error) {
      if (!assumeNew) throw error;
      assumeNew = false;
      continue;
    }
    // A stream that does not exist has no version to conflict with: the decider said "not found".
    if (expectedVersion !== undefined && version > 0 && expectedVersion !== version) {
      throw new WrongExpectedVersion(streamId, expectedVersion, version);
    }
    if (decided.length === 0) return { version, events: [] };
    try {
      const result = await store.append(streamId, toNewEvents(decided, schemaVersions, metadata), {
        expectedVersion: version,
      });
      return { version: result.nextExpectedVersion, events: result.events as RecordedEvent<Event>[] };
    } catch (error) {
      const decideAgain =
        error instanceof WrongExpectedVersion && expectedVersion === undefined && attempt < unclaimedVersionAttempts;
      if (!decideAgain) throw error;
    }
  }
}

/** Decided events as the store records them: a fresh UUIDv7 id, schema version and metadata each. */
export function toNewEvents<Event extends DomainEvent>(
  events: readonly Event[],
  schemaVersions: Record<Event['type'], number>,
  metadata: CommandMetadata,
): NewEvent[] {
  return events.map((event) => ({
    eventId: uuidv7(),
    type: event.type,
    data: event.data,
    schemaVersion: schemaVersions[event.type as Event['type']],
    metadata: { actorId: metadata.actorId, correlationId: metadata.correlationId, causationId: null },
  }));
}

function toDomainEvent<Event extends DomainEvent>(recorded: RecordedEvent<Event>): Event {
  return { type: recorded.type, data: recorded.data } as Event;
}
