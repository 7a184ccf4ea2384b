import type { EventStore, LogPosition } from '@dealbook/contracts';
import {
  indexByEventType,
  projectionSql,
  projections,
  runProjectionSql,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { sql, type Kysely } from 'kysely';

const BatchSize = 2000;

/**
 * Runs `read` on the read models as they stood at `instant`, rebuilt from the event log: in one
 * transaction, every read-model table gets a temporary twin of the same name and shape (a
 * temporary table comes first on the search path, so the same queries read the twins), the
 * events recorded up to the instant are replayed into them through the same projections, and
 * the transaction's end drops them. Nothing else is written, and "as of now" is the live read
 * model by construction: the twins hold what the projections make of the whole log.
 *
 * It reads the whole log up to the instant (through the EventStore port, so KurrentDB too): a
 * few seconds per hundred thousand events. An auditor's question, not a dashboard's.
 */
export async function readModelsAsOf<T>(
  db: Kysely<ReadModelDatabase>,
  store: EventStore,
  instant: Date,
  read: (db: Kysely<ReadModelDatabase>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(trx);
    const schema = rows[0]!.schema;
    for (const table of new Set(projections.flatMap((projection) => projection.tables))) {
      await sql`create temporary table ${sql.id(table)}
        (like ${sql.table(`${schema}.${table}`)} including all)
        on commit drop`.execute(trx);
    }
    const byType = indexByEventType(projections);
    let after: LogPosition | undefined;
    for (;;) {
      const batch = await store.readAll({ after, limit: BatchSize });
      const events = batch.events.filter((event) => event.recordedAt <= instant);
      await runProjectionSql(trx, await projectionSql(byType, events));
      if (batch.events.length < BatchSize) break;
      after = batch.last;
    }
    return read(trx);
  });
}
