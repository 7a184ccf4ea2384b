import type { DomainEvent, LogPosition, NewEvent, RecordedEvent } from './domain-event.js';

/**
 * The version a stream must be at for an append to succeed: a number of events already in the
 * stream (0 = the stream must not exist yet), or 'any' to skip the check.
 */
export type ExpectedVersion = number | 'any';

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
}

export interface AppendResult {
  /** The stream's version after the append: pass it as the next expected version. */
  nextExpectedVersion: number;
  /** Where the last appended event sits in the log. */
  position: LogPosition;
  /** The events as recorded; on an idempotent retry, the ones recorded the first time. */
  events: RecordedEvent[];
}

/** One stream's part of a batch append; its version is always named (a batch never appends blind). */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expectedVersion: number;
}

export interface AppendManyResult {
  /** Where the batch's last event sits in the log. */
  position: LogPosition;
}

export interface ReadStreamOptions {
  /** Read up to and including this stream version. */
  toVersion?: number;
  /** Read events recorded at or before this time. */
  until?: Date;
}

export interface ReadAllOptions {
  /** Read events strictly after this position; from the start when absent. */
  after?: LogPosition;
  limit: number;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** The position of the last event read, or `after` when nothing was read. */
  last: LogPosition | undefined;
}

export type SubscriptionStart = LogPosition | 'start' | 'end';

export interface Subscription {
  close(): Promise<void>;
}

export interface EventStore {
  /** Short name shown by the health endpoint: 'postgres' or 'kurrentdb'. */
  readonly kind: string;
  /**
   * Append atomically. Throws `WrongExpectedVersion` when the stream is not at
   * `expectedVersion`; retrying with the same event ids returns the first result and records
   * nothing twice.
   */
  append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Append to many streams atomically: every stream's events are recorded, or none. Throws
   * `WrongExpectedVersion` for a stream not at its expected version (the first one found). For
   * bulk work (imports): one transaction for thousands of records, the read models written
   * set-based. Not idempotent on retry: a batch either committed or changed nothing.
   */
  appendMany(appends: readonly StreamAppend[]): Promise<AppendManyResult>;
  /** The stream's events in version order; empty when it does not exist. */
  readStream<E extends DomainEvent = DomainEvent>(
    streamId: string,
    options?: ReadStreamOptions,
  ): Promise<RecordedEvent<E>[]>;
  /**
   * Committed events after a position in log order, never skipping an event whose transaction
   * committed late: a later read from `last` returns it.
   */
  readAll(options: ReadAllOptions): Promise<ReadAllResult>;
  /**
   * Deliver every committed event after `from`, in log order, one at a time, then keep
   * delivering new ones as they commit. The handler's promise is awaited before the next event.
   */
  subscribe(from: SubscriptionStart, handler: (event: RecordedEvent) => Promise<void>): Subscription;
  /** The position of the newest committed event, or undefined when the log is empty. */
  head(): Promise<LogPosition | undefined>;
}
