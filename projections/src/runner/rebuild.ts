import type { LogPosition, RecordedEvent } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { resetCheckpoint } from './checkpoints.js';
import {
  createFreshTables,
  dropFreshTables,
  freshSchema,
  swapInFreshTables,
  type SecondaryIndex,
} from './fresh-tables.js';
import { indexByEventType, projectionStatements } from './inline-projector.js';
import type { Projection } from './projection.js';
import type { RecordedStatement } from './statement-recorder.js';
import { readTableFacts, SetBasedWriter } from '../sql-rewriter/set-based-writes.js';

/** How a rebuild reads the log. */
export interface RebuildSource {
  /** Committed events after `after`, in log order, never skipping one that commits later. */
  readAll(options: { after?: LogPosition; limit: number }): Promise<{ events: RecordedEvent[] }>;
  /** Makes appends wait until `trx` ends. */
  lockWriters(trx: Kysely<ReadModelDatabase>): Promise<void>;
  /** Events after `after`, read inside `trx`, which holds `lockWriters`: none can be in flight. */
  readAllLocked(
    trx: Kysely<ReadModelDatabase>,
    after: LogPosition | undefined,
    limit: number,
  ): Promise<RecordedEvent[]>;
  /** How many events the log holds (for progress). */
  countEvents(db: Kysely<ReadModelDatabase>): Promise<number>;
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
  /** Told after every batch, with each projection's figures so far; the rebuild waits for it. */
  onProgress?: (progress: readonly RebuildProgress[]) => void | Promise<void>;
  /** Told when a batch could not be written set-based and ran statement by statement. */
  log?: (message: string) => void;
  batchSize?: number;
  /** How many indexes are built at once, each on a connection of its own (default 2). */
  indexBuilders?: number;
  /** Told after each index built over the loaded rows, with how many there are in all. */
  onIndexBuilt?: (built: number, total: number) => void;
}

/**
 * Replays the whole log into fresh copies of the projections' tables and swaps them in, while
 * the live tables go on serving reads and appends:
 *  1. the copies are made empty, beside the live tables (fresh-tables.ts);
 *  2. the log is read once for every projection and written into them set-based
 *     (sql-rewriter/set-based-writes.ts), each batch's writes overlapping the making of the next one's;
 *  3. their other indexes are built, several at once on connections of their own;
 *  4. holding appends back, the events committed meanwhile are written too and the copies take
 *     the live tables' place, the checkpoints moving with them, in one transaction: only this
 *     step makes writers wait, and readers only for its swap.
 * A rebuild that fails before step 4 commits leaves the live tables as they were.
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildProgress[]> {
  const tables = [...new Set(options.projections.flatMap((projection) => projection.tables))];
  return options.db.connection().execute(async (db) => {
    const { rows } = await sql<{ locked: boolean; schema: string }>`
      select pg_try_advisory_lock(${rebuildLock}) as locked, current_schema() as schema`.execute(db);
    if (!rows[0]!.locked) throw new Error('Another rebuild of the read models is running');
    const liveSchema = rows[0]!.schema;
    try {
      const loading = new Loading(options);
      try {
        const secondaryIndexes = await createFreshTables(db, tables);
        const end = await db.transaction().execute(async (trx) => {
          await loadIntoFreshTables(trx);
          loading.eventsTotal(await options.source.countEvents(trx));
          return loading.replay(trx, (after, limit) =>
            options.source.readAll({ ...(after ? { after } : {}), limit }).then(({ events }) => events),
          );
        });
        await buildIndexes(options.db, secondaryIndexes, options.indexBuilders ?? 2, options.onIndexBuilt);
        return await db.transaction().execute(async (trx) => {
          await options.source.lockWriters(trx);
          await loadIntoFreshTables(trx);
          const last = await loading.replay(
            trx,
            (after, limit) => options.source.readAllLocked(trx, after, limit),
            end,
          );
          await swapInFreshTables(trx, tables, liveSchema);
          const position = last ?? { commit: 0n, prepare: 0n };
          for (const projection of options.projections) await resetCheckpoint(trx, projection.name, position);
          return loading.results();
        });
      } finally {
        await dropFreshTables(db);
      }
    } finally {
      await sql`select pg_advisory_unlock(${rebuildLock})`.execute(db);
    }
  });
}

/** The advisory lock a rebuild holds: two at once would load into the same fresh tables. */
const rebuildLock = 0x4442_5242; // "DBRB"

/** Until the transaction ends, the projections' statements name the fresh tables. */
async function loadIntoFreshTables(trx: Kysely<ReadModelDatabase>): Promise<void> {
  await sql`select set_config('search_path', ${`${freshSchema}, `} || current_setting('search_path'), true)`.execute(
    trx,
  );
}

/** The replay of the log into the fresh tables, over the load and the final catch-up. */
class Loading {
  private readonly byType: Map<string, Projection[]>;
  private readonly figures: RebuildProgress[];
  private readonly index: Map<Projection, number>;

  constructor(private readonly options: RebuildOptions) {
    this.byType = indexByEventType(options.projections);
    this.index = new Map(options.projections.map((projection, i) => [projection, i]));
    this.figures = options.projections.map((projection) => ({
      projection: projection.name,
      eventsRead: 0,
      eventsApplied: 0,
      eventsTotal: 0,
    }));
  }

  eventsTotal(total: number): void {
    for (const figure of this.figures) figure.eventsTotal = total;
  }

  results(): RebuildProgress[] {
    return this.figures.map((figure) => ({ ...figure }));
  }

  /**
   * Writes the events after `after` into the tables `trx` names, a batch at a time: each batch's
   * statements are made while PostgreSQL writes the previous one. Answers the last position.
   */
  async replay(
    trx: Kysely<ReadModelDatabase>,
    read: (after: LogPosition | undefined, limit: number) => Promise<RecordedEvent[]>,
    from?: LogPosition,
  ): Promise<LogPosition | undefined> {
    const batchSize = this.options.batchSize ?? 2000;
    const writer = new SetBasedWriter(trx, await readTableFacts(trx), (error) =>
      this.options.log?.(`A batch ran statement by statement after its set-based form failed: ${String(error)}`),
    );
    let after = from;
    let written: Promise<void> | undefined;
    let events = await read(after, batchSize);
    while (events.length > 0) {
      const statements = await statementsGivingWay(this.byType, events);
      const planned = await writer.plan(statements);
      if (written) {
        await written;
        await this.options.onProgress?.(this.results());
      }
      after = events.at(-1)!.position;
      const next = events.length < batchSize ? Promise.resolve([]) : read(after, batchSize);
      next.catch(() => undefined);
      written = writer.run(planned, statements);
      written.catch(() => undefined);
      this.count(events);
      events = await next;
    }
    if (written) {
      await written;
      await this.options.onProgress?.(this.results());
    }
    return after;
  }

  private count(events: readonly RecordedEvent[]): void {
    for (const event of events) {
      for (const projection of this.byType.get(event.type) ?? [])
        this.figures[this.index.get(projection)!]!.eventsApplied++;
    }
    for (const figure of this.figures) figure.eventsRead += events.length;
  }
}

/**
 * Builds the fresh tables' indexes over their loaded rows, `builders` at a time, each on a
 * connection of its own (a sort, which PostgreSQL may also spread over parallel workers), the
 * largest tables' first so that the last to finish is a small one. After a failure the others
 * finish the index they are building and start no other.
 */
export async function buildIndexes(
  db: Kysely<ReadModelDatabase>,
  indexes: readonly SecondaryIndex[],
  builders: number,
  onBuilt?: (built: number, total: number) => void,
): Promise<void> {
  const { rows } = await sql<{ table: string; bytes: string }>`
    select relname as table, pg_relation_size(oid) as bytes from pg_class
    where relnamespace = ${freshSchema}::regnamespace and relkind = 'r'`.execute(db);
  const bytes = new Map(rows.map((row) => [row.table, Number(row.bytes)]));
  const queue = [...indexes].sort((a, b) => (bytes.get(b.table) ?? 0) - (bytes.get(a.table) ?? 0));
  let failure: { error: unknown } | undefined;
  let built = 0;
  const builder = async () => {
    for (let index = queue.shift(); index && !failure; index = queue.shift()) {
      const { definition } = index;
      await db
        .transaction()
        .execute(async (trx) => {
          await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
          await sql.raw(definition).execute(trx);
        })
        .then(
          () => onBuilt?.(++built, indexes.length),
          (error: unknown) => {
            failure ??= { error };
          },
        );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, builders) }, builder));
  if (failure) throw failure.error;
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
