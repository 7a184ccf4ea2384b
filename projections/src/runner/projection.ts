import type { Kysely } from 'kysely';
import type { DomainEvent, RecordedEvent } from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';

/**
 * What a projection sees of an event: all but its log position, which is not known before the
 * append's statement runs — and the projection's statements travel with that statement.
 */
export type ProjectedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? Omit<RecordedEvent<E>, 'position'>
  : never;

/**
 * A read model's projection: turns domain events into SQL on its own tables. It only writes,
 * never reads (the runner records its statements and sends them in one round trip with the
 * append, or many events' at once in a rebuild), so what a change needs of the row it changes
 * is computed in SQL. `apply` must be idempotent (replaying an event already applied changes
 * nothing) because catch-up consumers may see an event again after a crash between the write
 * and the checkpoint.
 *
 * A statement made for most events of a log (a registration, an edit, an activity row) is written
 * as a `sql` template rather than through Kysely's builder: a rebuild makes it for every such
 * event, and a template compiles in about a third of the builder's time (4 µs against 12 µs,
 * measured). Rarer statements keep the builder and its checked column names.
 */
export interface Projection {
  /** Unique name; also the checkpoint's consumer name and the rebuild CLI's argument. */
  readonly name: string;
  /** The domain event types this projection reads; others are never passed to `apply`. */
  readonly eventTypes: readonly string[];
  /** The tables it owns, emptied (in this order) before a rebuild replays the log. */
  readonly tables: readonly (keyof ReadModelDatabase & string)[];
  apply(db: Kysely<ReadModelDatabase>, event: ProjectedEvent): Promise<void>;
}

/**
 * A projection typed by the events it handles: its `apply` sees exactly its own union, narrowed by
 * each `case`. The one cast is here, and it holds because the runners hand a projection only the
 * event types it names (`indexByEventType`).
 */
export function defineProjection<E extends DomainEvent>(projection: {
  name: string;
  eventTypes: readonly E['type'][];
  tables: readonly (keyof ReadModelDatabase & string)[];
  apply(db: Kysely<ReadModelDatabase>, event: ProjectedEvent<E>): Promise<void>;
}): Projection {
  return projection as unknown as Projection;
}
