import {
  WrongExpectedVersion,
  type DomainEvent,
  type EventCatalogue,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '@dealbook/contracts';
import type { Decider } from './decider.js';
import { FoldedStates } from './folded-states.js';
import { StreamTurns } from './stream-turns.js';
import { newId } from '../ids.js';
import { repeatableEventIds } from '../repeatable-ids.js';

/** Who issued a command and which request it belongs to; stored on every event it produces. */
export interface CommandMetadata {
  actorId: string | null;
  correlationId: string;
  /** The X-Request-Id of the request that issued it, when a request did. */
  requestId?: string;
  /**
   * When the command happened, for history recorded after the fact (the demo's past): its events
   * are recorded at this time and it is the command's "now" (commandTime). Only the seed sets it;
   * a request's metadata (CommandContext) never carries it, so no request can backdate an event.
   */
  at?: Date;
}

/** A command's "now": its business time when it has one, else the clock. */
export function commandTime(metadata: CommandMetadata): Date {
  return metadata.at ?? new Date();
}

export interface ExecuteCommandOptions<Command> {
  /** Decided on the stream the decider names for it. */
  command: Command;
  metadata: CommandMetadata;
  /** The version the caller last saw (from `If-Match`); the write is refused if it moved on. */
  expectedVersion?: number;
}

export interface CommandOutcome<Event extends DomainEvent = DomainEvent> {
  /** The stream's version after the command: the record's new ETag. */
  version: number;
  /** The events recorded; empty when the command changed nothing. */
  events: RecordedEvent<Event>[];
}

/**
 * How often a write that named no version is decided again after another writer got in first.
 * Writers in this process take turns (StreamTurns), so the races left are with other instances;
 * each retry waits a random moment, up to twice as long as the one before (capped), so that
 * instances racing for one record spread out instead of colliding again in step.
 */
const unclaimedVersionAttempts = 20;
const firstBackoffMs = 2;
const longestBackoffMs = 200;

/** A random wait before attempt `attempt + 1`: full jitter under an exponential cap. */
function backoff(attempt: number): Promise<void> {
  const cap = Math.min(longestBackoffMs, firstBackoffMs * 2 ** (attempt - 1));
  return new Promise((resolve) => setTimeout(resolve, Math.random() * cap));
}

/** Where the state a command is decided on came from. */
type StateSource = 'new' | 'remembered' | 'read';

/**
 * The write path every feature shares: read the stream, fold it, decide, append at the version
 * read; commands on one stream in this process take turns (StreamTurns). Two writers who read
 * the same version cannot both append: the store refuses the second with WrongExpectedVersion.
 * A caller who named the version it saw (`If-Match`) gets that as a 409 with the current version;
 * one who named none never claimed a version, so the command is decided again on the new one (the
 * decider may still refuse it) rather than failing for a race it could not have seen. The decider runs before the version is compared, so someone who may not act at
 * all hears that (403), not that their copy is stale.
 * The read is skipped when it cannot change the answer: a create claims version 0, and a stream
 * this process folded a moment ago is decided on that state at that version (FoldedStates). Both
 * are guesses the append's version check settles; a guess that leads to a refusal, to no change
 * or to a conflict is dropped and the stream read, so every answer but a recorded write is the
 * one the stored state deserves.
 */
export async function executeCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  options: ExecuteCommandOptions<Command>,
): Promise<CommandOutcome<Event>> {
  const streamId = decider.streamIdOf(options.command);
  return StreamTurns.of(store).take(streamId, () => decideAndAppend(store, decider, streamId, options));
}

async function decideAndAppend<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  streamId: string,
  options: ExecuteCommandOptions<Command>,
): Promise<CommandOutcome<Event>> {
  const { command, metadata, expectedVersion } = options;
  const folded = FoldedStates.of(store);
  const eventIds = repeatableEventIds(streamId);
  let source: StateSource = expectedVersion === 0 ? 'new' : 'remembered';
  for (let attempt = 1; ; attempt++) {
    let state = decider.initialState;
    let version = 0;
    const remembered = source === 'remembered' ? folded.recall(streamId, decider) : undefined;
    if (remembered && (expectedVersion === undefined || expectedVersion === remembered.version)) {
      state = remembered.state as State;
      version = remembered.version;
    } else if (source !== 'new') {
      source = 'read';
      const history = await store.readStream<Event>(streamId);
      version = history.at(-1)?.streamVersion ?? 0;
      state = history.reduce((s, recorded) => decider.evolve(s, toDomainEvent(recorded)), state);
      folded.remember(streamId, { decider, state, version });
    }
    let decided: Event[];
    try {
      decided = decider.decide(command, state);
    } catch (error) {
      if (source === 'read') throw error;
      source = 'read';
      continue;
    }
    // A stream that does not exist has no version to conflict with: the decider said "not found".
    if (expectedVersion !== undefined && version > 0 && expectedVersion !== version) {
      throw new WrongExpectedVersion(streamId, expectedVersion, version);
    }
    if (decided.length === 0 && source === 'remembered') {
      source = 'read';
      continue;
    }
    if (decided.length === 0) return { version, events: [] };
    try {
      const result = await store.append(streamId, toNewEvents(decided, decider.events, metadata, eventIds), {
        expectedVersion: version,
      });
      const after = decided.reduce((s, event) => decider.evolve(s, event), state);
      folded.remember(streamId, { decider, state: after, version: result.nextExpectedVersion });
      return { version: result.nextExpectedVersion, events: result.events as RecordedEvent<Event>[] };
    } catch (error) {
      folded.forget(streamId);
      const guessed = source === 'remembered' && error instanceof WrongExpectedVersion;
      const decideAgain =
        guessed ||
        (error instanceof WrongExpectedVersion && expectedVersion === undefined && attempt < unclaimedVersionAttempts);
      if (!decideAgain) throw error;
      if (!guessed) await backoff(attempt);
      source = 'read';
    }
  }
}

/**
 * Decided events as the store records them: a UUIDv7 id (fresh, or the one a retried request
 * gave it the first time: `eventIds`), the schema version their catalogue gives and the metadata,
 * each, and the command's business time when it has one.
 */
export function toNewEvents<Event extends DomainEvent>(
  events: readonly Event[],
  catalogue: EventCatalogue<Event>,
  metadata: CommandMetadata,
  eventIds?: (index: number) => string,
): NewEvent[] {
  return events.map((event, index) => ({
    eventId: eventIds?.(index) ?? newId(),
    type: event.type,
    data: event.data,
    schemaVersion: catalogue[event.type as Event['type']].schemaVersion,
    metadata: {
      actorId: metadata.actorId,
      correlationId: metadata.correlationId,
      causationId: null,
      ...(metadata.requestId ? { requestId: metadata.requestId } : {}),
    },
    ...(metadata.at ? { recordedAt: metadata.at } : {}),
  }));
}

function toDomainEvent<Event extends DomainEvent>(recorded: RecordedEvent<Event>): Event {
  return { type: recorded.type, data: recorded.data } as Event;
}
