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

/** Where a replay runs: its own connection (the replay pool) and the app's, to stop it from outside. */
export interface ReplayDatabases {
  replay: Kysely<ReadModelDatabase>;
  app: Kysely<ReadModelDatabase>;
}

/**
 * Runs `read` on the read models as they stood at `instant`, rebuilt from the event log: in one
 * transaction, every read-model table gets a temporary twin of the same name and shape (a
 * temporary table comes first on the search path, so the same queries read the twins), the
 * events recorded up to the instant are replayed into them through the same projections, and
 * the transaction's end drops them. Nothing else is written, and "as of now" is the live read
 * model by construction: the twins hold what the projections make of the whole log.
 *
 * It reads the whole log up to the instant (through the EventStore port, so KurrentDB too): a
 * few seconds per hundred thousand events. An auditor's question, not a dashboard's. The
 * transaction holds a connection of the replay pool, never the app's, while the log is read
 * through the app's pool a batch at a time. When `signal` aborts (the person went away), the
 * statement under way is cancelled and the transaction rolled back.
 */
export async function readModelsAsOf<T>(
  databases: ReplayDatabases,
  store: EventStore,
  instant: Date,
  read: (db: Kysely<ReadModelDatabase>) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  return databases.replay.transaction().execute(async (trx) => {
    // The start as text: a Date would lose the microseconds the comparison below needs.
    const { rows } = await sql<{ schema: string; pid: number; started: string }>`
      select current_schema() as schema, pg_backend_pid() as pid, now()::text as started`.execute(trx);
    const { schema, pid, started } = rows[0]!;
    // Only while this transaction is the session's: the connection may serve another replay by
    // the time the cancel arrives.
    const cancel = () =>
      void sql`select pg_cancel_backend(pid) from pg_stat_activity where pid = ${pid} and xact_start = ${started}::timestamptz`
        .execute(databases.app)
        .catch(() => undefined);
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      for (const table of new Set(projections.flatMap((projection) => projection.tables))) {
        signal?.throwIfAborted();
        await sql`create temporary table ${sql.id(table)}
          (like ${sql.table(`${schema}.${table}`)} including all)
          on commit drop`.execute(trx);
      }
      const byType = indexByEventType(projections);
      let after: LogPosition | undefined;
      for (;;) {
        signal?.throwIfAborted();
        const batch = await store.readAll({ after, limit: BatchSize });
        const events = batch.events.filter((event) => event.recordedAt <= instant);
        signal?.throwIfAborted();
        await runProjectionSql(trx, await projectionSql(byType, events));
        if (batch.events.length < BatchSize) break;
        after = batch.last;
      }
      signal?.throwIfAborted();
      return await read(trx);
    } catch (error) {
      // A statement cancelled because the person went away fails as "canceling statement": the
      // reason is their leaving.
      throw signal?.aborted ? signal.reason : error;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  });
}
