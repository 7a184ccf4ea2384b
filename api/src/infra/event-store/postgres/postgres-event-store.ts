import { Logger } from '@nestjs/common';
import {
  parseStreamId,
  WrongExpectedVersion,
  type AppendManyResult,
  type AppendOptions,
  type AppendResult,
  type DomainEvent,
  type EventStore,
  type LogPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type Subscription,
  type SubscriptionStart,
} from '@dealbook/contracts';
import {
  toSqlText,
  type BatchProjector,
  type InlineProjector,
  type ProjectedEvent,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { insertFreshKeys } from '../personal-data/personal-data-keys.js';
import { asStored, type OpenPayload, type PersonalDataProtection } from '../personal-data/personal-data-protection.js';
import { UpcasterRegistry, type Upcaster } from '../upcasters.js';
import { ChangeNotifier } from './change-notifier.js';
import { eventColumns, toRecordedEvent, type EventRow } from './event-rows.js';
import { runSubscription } from './subscription-loop.js';

export interface PostgresEventStoreOptions {
  /** Projections run inside every append's transaction (read-your-writes). */
  inline?: InlineProjector;
  /** The same projections for batch appends, written set-based in the batch's transaction. */
  inlineBatch?: BatchProjector;
  upcasters?: readonly Upcaster[];
  /** Seals each person's data with their key (issue 37); the product always gives it. */
  personalData?: PersonalDataProtection;
  /** Safety-net poll of subscriptions, for a NOTIFY lost with a dropped connection. */
  pollIntervalMs?: number;
  log?: (message: string) => void;
}

interface AppendRow {
  global_position: string;
  stream_version: number;
  event_id: string;
  transaction_id: string;
  recorded_at: Date;
  idempotent: boolean;
}

interface PgError {
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
}

/**
 * The change feed's read, the query every node runs after each commit it hears of: the log after a
 * position, up to the horizon no append in flight can fall below (`dealbook_read_all`, in
 * event-store.schema.ts). It goes as a named prepared statement, so each connection parses and
 * plans it once.
 */
const readAllStatement = {
  name: 'dealbook_read_all',
  text: `select ${eventColumns} from dealbook_read_all($1::xid8, $2::bigint, $3)`,
};
/** Below every event's position (transaction ids start above 0): the log from its beginning. */
const beforeTheLog: LogPosition = { commit: 0n, prepare: 0n };

/** The EventStore port on PostgreSQL (DESIGN §4); the same code for the embedded server and any other. */
export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres';
  private readonly upcasters: UpcasterRegistry;
  private readonly notifier: ChangeNotifier;
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private readonly db: Kysely<ReadModelDatabase>,
    private readonly pool: pg.Pool,
    private readonly options: PostgresEventStoreOptions = {},
  ) {
    this.upcasters = new UpcasterRegistry(options.upcasters);
    this.notifier = new ChangeNotifier(pool, options.log);
  }

  /**
   * One round trip: the append function and the inline projections' statements go as one
   * multi-statement query, which PostgreSQL runs as one transaction — a version conflict raised by
   * the append rolls the projections back with it. The projections are told the versions and the
   * time the events will have; the time is written into the events too, so both agree.
   */
  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to ${streamId}`);
    const streamType = parseStreamId(streamId).type;
    // A concurrent retry of the same append loses the race on event_id; the second try then
    // takes the idempotent path and returns what the first one recorded. 'any' reads the version
    // to project at, and tries again if another writer moved it on meanwhile.
    for (let attempt = 0; ; attempt++) {
      const expected =
        options.expectedVersion === 'any' ? await this.currentVersion(streamId) : options.expectedVersion;
      const now = new Date();
      // Only a first try of a stream's first append may make its person's key unasked: a retry
      // may find the key its first try wrote.
      const sealing = await this.sealing(streamId, events, expected === 0 && attempt === 0);
      const payload = JSON.stringify(sealing.events.map((event) => eventRowOf(event, now)));
      const projected: ProjectedEvent[] = events.map((event, i) => ({
        ...event,
        streamId,
        streamVersion: expected + i + 1,
        recordedAt: event.recordedAt ?? now,
      }));
      const appendSql = toSqlText(
        sql`select * from dealbook_append(${streamId}, ${streamType}, ${expected}, ${payload}::jsonb)`.compile(this.db),
      );
      const keySql =
        sealing.made.subjects.length > 0 ? [toSqlText(insertFreshKeys(sealing.made).compile(this.db))] : [];
      const projectionSql = this.options.inline ? await this.options.inline(projected) : [];
      try {
        const results = (await this.pool.query([appendSql, ...keySql, ...projectionSql].join(';\n'))) as
          pg.QueryResult<AppendRow> | pg.QueryResult<AppendRow>[];
        const rows = (Array.isArray(results) ? results[0]! : results).rows;
        if (rows[0]?.idempotent) return this.resultOf(await this.readEventsById(this.db, rows));
        this.options.personalData?.remember(sealing.made);
        return this.resultOf(
          rows.map((row, i): RecordedEvent => {
            const event = events[i]!;
            return {
              eventId: row.event_id,
              streamId,
              streamVersion: row.stream_version,
              position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
              type: event.type,
              schemaVersion: event.schemaVersion,
              data: event.data,
              metadata: event.metadata,
              recordedAt: row.recorded_at,
            };
          }),
        );
      } catch (error) {
        const pgError = error as PgError;
        if (pgError.code === 'DBVER') {
          if (options.expectedVersion === 'any' && attempt < 10) continue;
          throw new WrongExpectedVersion(streamId, options.expectedVersion, Number(pgError.detail));
        }
        if (pgError.code === '23505' && pgError.constraint === 'events_event_id_key' && attempt === 0) continue;
        // A retried first append whose first try wrote the key: the next try reads that key.
        if (pgError.code === '23505' && pgError.constraint === 'personal_data_keys_pkey' && attempt === 0) continue;
        throw error;
      }
    }
  }

  /**
   * Two round trips and the projections' set-based writes, in one transaction: the batch function
   * checks every stream's version and inserts every event; the read models follow before commit.
   */
  async appendMany(appends: readonly StreamAppend[]): Promise<AppendManyResult> {
    if (appends.length === 0 || appends.some((append) => append.events.length === 0)) {
      throw new Error('A batch append needs at least one stream, each with events');
    }
    const now = new Date();
    const sealing = this.options.personalData
      ? await this.options.personalData.sealMany(appends)
      : { appends, made: { subjects: [], keys: [] } };
    const payload = JSON.stringify(
      sealing.appends.map((append) => ({
        stream_id: append.streamId,
        stream_type: parseStreamId(append.streamId).type,
        expected: append.expectedVersion,
        events: append.events.map((event) => eventRowOf(event, now)),
      })),
    );
    try {
      const result = await this.db.transaction().execute(async (trx) => {
        if (sealing.made.subjects.length > 0) await insertFreshKeys(sealing.made).execute(trx);
        const { rows } = await sql<{ global_position: string; transaction_id: string }>`
          select * from dealbook_append_many(${payload}::jsonb)`.execute(trx);
        const projected = appends.flatMap((append) =>
          append.events.map((event, i): ProjectedEvent => ({
            ...event,
            streamId: append.streamId,
            streamVersion: append.expectedVersion + i + 1,
            recordedAt: event.recordedAt ?? now,
          })),
        );
        await this.options.inlineBatch?.(trx, projected);
        const row = rows[0]!;
        return { position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) } };
      });
      this.options.personalData?.remember(sealing.made);
      return result;
    } catch (error) {
      const pgError = error as PgError;
      if (pgError.code === 'DBVER' && pgError.hint) {
        const expected = appends.find((append) => append.streamId === pgError.hint)?.expectedVersion ?? 0;
        throw new WrongExpectedVersion(pgError.hint, expected, Number(pgError.detail));
      }
      throw error;
    }
  }

  private async currentVersion(streamId: string): Promise<number> {
    const { rows } = await sql<{ version: number }>`
      select version from streams where stream_id = ${streamId}`.execute(this.db);
    return rows[0]?.version ?? 0;
  }

  async readStream<E extends DomainEvent = DomainEvent>(
    streamId: string,
    options: ReadStreamOptions = {},
  ): Promise<RecordedEvent<E>[]> {
    const { rows } = await sql<EventRow>`
      select ${sql.raw(eventColumns)} from events
      where stream_id = ${streamId}
        ${options.toVersion === undefined ? sql`` : sql`and stream_version <= ${options.toVersion}`}
        ${options.until === undefined ? sql`` : sql`and recorded_at <= ${options.until}`}
      order by stream_version`.execute(this.db);
    return (await this.recorded(rows)) as RecordedEvent<E>[];
  }

  async readAll(options: ReadAllOptions): Promise<ReadAllResult> {
    const after = options.after ?? beforeTheLog;
    const { rows } = await this.pool.query<EventRow>({
      ...readAllStatement,
      values: [after.commit.toString(), after.prepare.toString(), options.limit],
    });
    const events = await this.recorded(rows);
    return { events, last: events.at(-1)?.position ?? options.after };
  }

  /**
   * Reads the log inside `trx` without the running-transaction filter. Only for callers that
   * hold `lockWriters` in the same transaction, so no append can be in flight (rebuilds).
   */
  async readAllLocked(trx: Kysely<ReadModelDatabase>, after: LogPosition | undefined, limit: number) {
    const { rows } = await sql<EventRow>`
      select ${sql.raw(eventColumns)} from events
      where true ${afterPosition(after)}
      order by transaction_id, global_position
      limit ${limit}`.execute(trx);
    return this.recorded(rows);
  }

  async countEvents(db: Kysely<ReadModelDatabase>): Promise<number> {
    const { rows } = await sql<{ total: string }>`select count(*) as total from events`.execute(db);
    return Number(rows[0]?.total ?? 0);
  }

  /** Makes appends wait until `trx` ends (they lock their stream row first). */
  async lockWriters(trx: Kysely<ReadModelDatabase>): Promise<void> {
    await sql`lock table streams in exclusive mode`.execute(trx);
  }

  subscribe(from: SubscriptionStart, handler: (event: RecordedEvent) => Promise<void>): Subscription {
    const subscription = runSubscription({
      from,
      handler,
      store: this,
      notifier: this.notifier,
      pollIntervalMs: this.options.pollIntervalMs ?? 1000,
      log: this.options.log ?? ((message) => new Logger('EventStore').error(message)),
    });
    this.subscriptions.add(subscription);
    return {
      close: async () => {
        this.subscriptions.delete(subscription);
        await subscription.close();
      },
    };
  }

  async head(): Promise<LogPosition | undefined> {
    const { rows } = await sql<{ tx: string; global_position: string }>`
      select transaction_id::text as tx, global_position from dealbook_log_head()`.execute(this.db);
    const row = rows[0];
    return row ? { commit: BigInt(row.tx), prepare: BigInt(row.global_position) } : undefined;
  }

  /** Ends every subscription and the LISTEN connection; the pool stays open (its owner closes it). */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.subscriptions.clear();
    await this.notifier.close();
  }

  private async readEventsById(trx: Kysely<ReadModelDatabase>, rows: AppendRow[]) {
    const ids = rows.map((row) => row.event_id);
    const { rows: eventRows } = await sql<EventRow>`
      select ${sql.raw(eventColumns)} from events where event_id = any(${ids}::uuid[])
      order by stream_version`.execute(trx);
    return this.recorded(eventRows);
  }

  /** Rows as the port's events: the keys their sealed parts need fetched at once, then each opened and upcast. */
  private async recorded(rows: EventRow[]): Promise<RecordedEvent[]> {
    const open: OpenPayload = this.options.personalData
      ? await this.options.personalData.opener(rows.map((row) => row.data))
      : asStored;
    return rows.map((row) => toRecordedEvent(row, this.upcasters, open));
  }

  /** The events as the log will store them, each person's parts sealed with their key. */
  private async sealing(streamId: string, events: NewEvent[], newStream: boolean) {
    return this.options.personalData
      ? this.options.personalData.seal(streamId, events, newStream)
      : { events, made: { subjects: [], keys: [] } };
  }

  private resultOf(recorded: RecordedEvent[]): AppendResult {
    const last = recorded.at(-1)!;
    return { nextExpectedVersion: last.streamVersion, position: last.position, events: recorded };
  }
}

/** An event as the append functions read it from their JSON argument; `now` unless it says when it happened. */
function eventRowOf(event: NewEvent, now: Date) {
  const recordedAt = event.recordedAt ?? now;
  return {
    event_id: event.eventId,
    type: event.type,
    schema_version: event.schemaVersion,
    data: event.data,
    metadata: event.metadata,
    recorded_at: recordedAt.toISOString(),
  };
}

function afterPosition(after: LogPosition | undefined) {
  return after === undefined
    ? sql``
    : sql`and (transaction_id, global_position) > (${after.commit.toString()}::xid8, ${after.prepare.toString()}::bigint)`;
}
