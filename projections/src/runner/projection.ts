import type { Kysely } from 'kysely';
import type { RecordedEvent } from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';

/**
 * A read model's projection: turns domain events into SQL on its own tables. `apply` must be
 * idempotent (replaying an event already applied changes nothing) because catch-up consumers
 * may see an event again after a crash between the write and the checkpoint.
 */
export interface Projection {
  /** Unique name; also the checkpoint's consumer name and the rebuild CLI's argument. */
  readonly name: string;
  /** The domain event types this projection reads; others are never passed to `apply`. */
  readonly eventTypes: readonly string[];
  /** The tables it owns, emptied (in this order) before a rebuild replays the log. */
  readonly tables: readonly (keyof ReadModelDatabase & string)[];
  apply(db: Kysely<ReadModelDatabase>, event: RecordedEvent): Promise<void>;
}
