import type { LogPosition, RecordedEvent } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { resetCheckpoint } from './checkpoints.js';
import { indexByEventType, projectionStatements } from './inline-projector.js';
import type { Projection } from './projection.js';
import type { RecordedStatement } from './statement-recorder.js';
import { readTableFacts, SetBasedWriter } from './set-based-writes.js';

/** How a rebuild reads the log: inside its transaction, while appends are held back. */
export interface RebuildSource {
  lockWriters(trx: Kysely<ReadModelDatabase>): Promise<void>;
  readAllLocked(
    trx: Kysely<ReadModelDatabase>,
    after: LogPosition | undefined,
    limit: number,
  ): Promise<RecordedEvent[]>;
  /** How many events the log holds (for progress). */
  countLocked(trx: Kysely<ReadModelDatabase>): Promise<number>;
}

export interface RebuildProgress {
  projection: string;
  eventsRead: number;
  eventsApplied: number;
  /** Events in the log when the rebuild began. */
  eventsTotal: number;
}

export interface RebuildOptions {
  db: Kysely<ReadModelDatabase>;
  source: RebuildSource;
  projections: readonly Projection[];
  /** Told after every batch, with each projection's figures so far. */
  onProgress?: (progress: readonly RebuildProgress[]) => void;
  /** Told when a batch could not be written set-based and ran statement by statement. */
  log?: (message: string) => void;
  batchSize?: number;
}

/**
 * Empties the projections' tables and replays the whole log into them in one pass, in one
 * transaction that holds appends back: writers wait, and the rebuilt models are exactly what the
 * log says. Each batch of events is read once for every projection; its statements are written
 * set-based (set-based-writes.ts) in one round trip, while the next batch is read and turned
 * into statements; the checkpoints move once, at the end.
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildProgress[]> {
  const batchSize = options.batchSize ?? 2000;
  const byType = indexByEventType(options.projections);
  const index = new Map(options.projections.map((projection, i) => [projection, i]));
  return options.db.transaction().execute(async (trx) => {
    await options.source.lockWriters(trx);
    const tables = options.projections.flatMap((projection) => projection.tables);
    for (const table of tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
    const indexes = await dropSecondaryIndexes(trx, tables);
    const eventsTotal = await options.source.countLocked(trx);
    const results = options.projections.map((projection): RebuildProgress => ({
      projection: projection.name,
      eventsRead: 0,
      eventsApplied: 0,
      eventsTotal,
    }));
    const writer = new SetBasedWriter(trx, await readTableFacts(trx), (error) =>
      options.log?.(`A batch ran statement by statement after its set-based form failed: ${String(error)}`),
    );
    let after: LogPosition | undefined;
    let written: Promise<void> = Promise.resolve();
    let events = await options.source.readAllLocked(trx, after, batchSize);
    while (events.length > 0) {
      const statements = await statementsGivingWay(byType, events);
      const planned = await writer.plan(statements);
      await written;
      if (after) options.onProgress?.(results.map((result) => ({ ...result })));
      after = events.at(-1)!.position;
      // Queued on the one connection: the next read, then this batch's writes; the next batch's
      // statements are made while PostgreSQL writes this one.
      const next =
        events.length < batchSize ? Promise.resolve([]) : options.source.readAllLocked(trx, after, batchSize);
      written = writer.run(planned, statements);
      written.catch(() => undefined);
      for (const event of events) {
        for (const projection of byType.get(event.type) ?? []) results[index.get(projection)!]!.eventsApplied++;
      }
      for (const result of results) result.eventsRead += events.length;
      events = await next;
    }
    await written;
    options.onProgress?.(results.map((result) => ({ ...result })));
    // Each index built once over the loaded rows (a sort, which PostgreSQL may spread over
    // parallel workers) rather than kept current through every write.
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    for (const definition of indexes) await sql.raw(definition).execute(trx);
    const end = after ?? { commit: 0n, prepare: 0n };
    for (const projection of options.projections) await resetCheckpoint(trx, projection.name, end);
    return results;
  });
}

/**
 * The batch's statements, made a slice at a time with a turn of the event loop between: the
 * previous batch's writes go out one statement after another, each sent when the one before has
 * answered, and a long stretch of computing here would leave the database waiting meanwhile.
 */
async function statementsGivingWay(
  byType: ReadonlyMap<string, readonly Projection[]>,
  events: readonly RecordedEvent[],
): Promise<RecordedStatement[]> {
  const statements: RecordedStatement[] = [];
  for (let start = 0; start < events.length; start += sliceSize) {
    statements.push(...(await projectionStatements(byType, events.slice(start, start + sliceSize))));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return statements;
}

const sliceSize = 200;

/**
 * Drops the tables' indexes that no statement needs while loading (neither primary key nor
 * unique: those arbitrate ON CONFLICT and keep the rules); answers their definitions. Inside the
 * rebuild's transaction, so a failed rebuild leaves them as they were.
 */
async function dropSecondaryIndexes(trx: Kysely<ReadModelDatabase>, tables: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select index.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class index on index.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    where not i.indisunique and not i.indisprimary and t.relnamespace = current_schema()::regnamespace
      and t.relname = any(${tables}::text[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(trx);
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(trx);
  return rows.map((row) => row.definition);
}
