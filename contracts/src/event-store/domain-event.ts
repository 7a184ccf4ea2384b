/** A domain event as a feature declares it: a stored type name and its payload. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Who caused an event and in answer to what; stored with every event. */
export interface EventMetadata {
  /** The signed-in user who issued the command; null for the system (seeding, migrations). */
  actorId: string | null;
  /** Shared by every event one request produced, and by what they cause in turn. */
  correlationId: string;
  /** The event or command id that directly caused this event; null for a user's command. */
  causationId: string | null;
  /** The X-Request-Id of the request that issued the command (the proxy's, or the app's own): its logs and pushes carry it too. */
  requestId?: string;
  /**
   * The bulk operation that wrote the event, when one did: the history shows it beside the actor
   * ("Import of companies.xlsx"), and the socket fan-out coalesces its list pushes.
   */
  via?: BulkOperation;
}

export const BulkOperationKinds = ['import', 'import-undo', 'merge', 'merge-undo'] as const;

export interface BulkOperation {
  kind: (typeof BulkOperationKinds)[number];
  /** The import's or the merge's id. */
  id: string;
  /** In words, e.g. "Import of companies.xlsx", "Merge of Acme Ltd into Acme Limited". */
  label: string;
}

/**
 * An event handed to `EventStore.append`. Distributes over a union of events, so `type`
 * narrows `data` in a switch.
 */
export type NewEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? {
      /** Idempotency key: appending an event id the stream already holds records nothing new. */
      eventId: string;
      type: E['type'];
      data: E['data'];
      schemaVersion: number;
      metadata: EventMetadata;
      /**
       * When it happened, for history recorded after the fact (the demo's past); the time of the
       * append when absent. Read back as the event's `recordedAt`.
       */
      recordedAt?: Date;
    }
  : never;

/**
 * A place in the whole log. For PostgreSQL `commit` is the writing transaction's id (xid8) and
 * `prepare` the global position; for KurrentDB they are its commit and prepare positions. Both
 * order the log as consumers must read it, so a position compares as the pair (commit, prepare).
 */
export interface LogPosition {
  commit: bigint;
  prepare: bigint;
}

/** An event as the log holds it. Distributes over a union of events, like NewEvent. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? {
      eventId: string;
      streamId: string;
      /** 1 for a stream's first event. */
      streamVersion: number;
      position: LogPosition;
      type: E['type'];
      schemaVersion: number;
      data: E['data'];
      metadata: EventMetadata;
      recordedAt: Date;
    }
  : never;

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function positionToString(p: LogPosition): string {
  return `${p.commit}/${p.prepare}`;
}

/** The position `positionToString` wrote, or undefined for anything else (two non-negative integers). */
export function parsePosition(text: string): LogPosition | undefined {
  const match = /^(\d{1,30})\/(\d{1,30})$/.exec(text);
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : undefined;
}

/**
 * The later of two positions written by `positionToString` (either may be missing or unreadable):
 * what a socket client keeps as the newest change it has heard of.
 */
export function laterPosition(a: string | undefined, b: string | undefined): string | undefined {
  const pa = a === undefined ? undefined : parsePosition(a);
  const pb = b === undefined ? undefined : parsePosition(b);
  if (!pa) return pb ? b : undefined;
  if (!pb) return a;
  return comparePositions(pa, pb) >= 0 ? a : b;
}
