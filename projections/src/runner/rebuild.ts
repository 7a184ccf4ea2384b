import type { LogPosition, RecordedEvent } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { resetCheckpoint } from './checkpoints.js';
import { indexByEventType, projectionSql, runProjectionSql } from './inline-projector.js';
import type { Projection } from './projection.js';

/** How a rebuild reads the log: inside its transaction, while appends are held back. */
export interface RebuildSource {
  lockWriters(trx: Kysely<ReadModelDatabase>): Promise<void>;
  readAllLocked(
    trx: Kysely<ReadModelDatabase>,
    after: LogPosition | undefined,
    limit: number,
  ): Promise<RecordedEvent[]>;
}

export interface RebuildProgress {
  projection: string;
  eventsRead: number;
  eventsApplied: number;
}

export interface RebuildOptions {
  db: Kysely<ReadModelDatabase>;
  source: RebuildSource;
  projections: readonly Projection[];
  /** Told after every batch, with each projection's figures so far. */
  onProgress?: (progress: readonly RebuildProgress[]) => void;
  batchSize?: number;
}

/**
 * Empties the projections' tables and replays the whole log into them in one pass (each batch of
 * events read once for every projection, its statements sent in one round trip), in one
 * transaction that holds appends back: readers see the old rows until the commit, writers wait,
 * and the rebuilt models are exactly what the log says.
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildProgress[]> {
  const batchSize = options.batchSize ?? 2000;
  const byType = indexByEventType(options.projections);
  return options.db.transaction().execute(async (trx) => {
    await options.source.lockWriters(trx);
    for (const projection of options.projections) {
      for (const table of projection.tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
    }
    const results = options.projections.map((projection): RebuildProgress => ({
      projection: projection.name,
      eventsRead: 0,
      eventsApplied: 0,
    }));
    let after: LogPosition | undefined;
    for (;;) {
      const events = await options.source.readAllLocked(trx, after, batchSize);
      after = events.at(-1)?.position ?? after;
      await runProjectionSql(trx, await projectionSql(byType, events));
      for (const [i, projection] of options.projections.entries()) {
        const result = results[i]!;
        result.eventsRead += events.length;
        result.eventsApplied += events.filter((event) => projection.eventTypes.includes(event.type)).length;
      }
      options.onProgress?.(results.map((result) => ({ ...result })));
      if (events.length < batchSize) break;
    }
    const end = after ?? { commit: 0n, prepare: 0n };
    for (const projection of options.projections) await resetCheckpoint(trx, projection.name, end);
    return results;
  });
}
