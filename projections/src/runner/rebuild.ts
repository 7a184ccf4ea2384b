import type { LogPosition, RecordedEvent } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { resetCheckpoint } from './checkpoints.js';
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
  onProgress?: (progress: RebuildProgress) => void;
  batchSize?: number;
}

/**
 * Empties each projection's tables and replays the whole log into them, in one transaction that
 * holds appends back: readers see the old rows until the commit, writers wait, and the rebuilt
 * model is exactly what the log says.
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildProgress[]> {
  const batchSize = options.batchSize ?? 1000;
  return options.db.transaction().execute(async (trx) => {
    await options.source.lockWriters(trx);
    const results: RebuildProgress[] = [];
    for (const projection of options.projections) {
      for (const table of projection.tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
      const wanted = new Set(projection.eventTypes);
      const progress: RebuildProgress = { projection: projection.name, eventsRead: 0, eventsApplied: 0 };
      let after: LogPosition | undefined;
      for (;;) {
        const events = await options.source.readAllLocked(trx, after, batchSize);
        after = events.at(-1)?.position ?? after;
        for (const event of events) {
          if (wanted.has(event.type)) {
            await projection.apply(trx, event);
            progress.eventsApplied++;
          }
        }
        progress.eventsRead += events.length;
        options.onProgress?.({ ...progress });
        if (events.length < batchSize) break;
      }
      await resetCheckpoint(trx, projection.name, after ?? { commit: 0n, prepare: 0n });
      results.push(progress);
    }
    return results;
  });
}
