import type { ReadModelDatabase } from '@dealbook/projections';
import { sql, type Kysely } from 'kysely';

/**
 * The level of the event store's schema below: raise it when a change to migrateEventStore makes
 * a backup taken before it unfit to load as is (a backup names the level it was taken at, and a
 * restore refuses one from a level this code does not know).
 */
export const eventStoreSchemaVersion = 1;

/**
 * The event store's tables (DESIGN §4) and its append function. Idempotent: every statement can
 * run again on an existing database. Runs on PostgreSQL 15 and 18 (xid8 needs 13+).
 */
export async function migrateEventStore(db: Kysely<ReadModelDatabase>): Promise<void> {
  // Two processes starting on one empty database must not both create the tables.
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('dealbook:event-store-schema'))`.execute(trx);
    await sql`
      create table if not exists streams (
        stream_id   text primary key,
        stream_type text not null,
        version     integer not null check (version > 0),
        created_at  timestamptz not null default now(),
        updated_at  timestamptz not null default now()
      )`.execute(trx);
    await sql`
      create table if not exists events (
        global_position bigserial primary key,
        stream_id       text not null,
        stream_version  integer not null,
        event_id        uuid not null unique,
        type            text not null,
        schema_version  integer not null,
        data            jsonb not null,
        metadata        jsonb not null,
        transaction_id  xid8 not null default pg_current_xact_id(),
        recorded_at     timestamptz not null default now(),
        unique (stream_id, stream_version)
      )`.execute(trx);
    await sql`create index if not exists events_log_order on events (transaction_id, global_position)`.execute(trx);
    await sql`
      create table if not exists checkpoints (
        consumer       text primary key,
        transaction_id xid8 not null,
        position       bigint not null,
        updated_at     timestamptz not null default now()
      )`.execute(trx);
    // Each person's key (issue 37), beside the log and never in it: shredding one (key null,
    // erased_at set) erases that person from every copy of the log at once.
    await sql`
      create table if not exists personal_data_keys (
        subject    text primary key,
        key        bytea,
        erased_at  timestamptz,
        created_at timestamptz not null default now(),
        check ((key is null) = (erased_at is not null))
      )`.execute(trx);
    // A redaction rotates a record's key (issue 37): the generation each box names, and the next
    // key while a rotation is under way.
    await sql`
      alter table personal_data_keys
        add column if not exists generation int not null default 0,
        add column if not exists next_key bytea`.execute(trx);
    await sql.raw(appendFunction).execute(trx);
    await sql.raw(appendManyFunction).execute(trx);
    await sql.raw(logHorizonFunctions).execute(trx);
  });
}

/**
 * One round trip per append: lock the stream row, check the expected version, insert the events
 * and wake listeners (NOTIFY is delivered at commit, so nobody reads an uncommitted event).
 * A retry whose first event id is already recorded returns the recorded events unchanged.
 * `recorded_at` of an event is the time the appender gave it (the time its inline projections
 * were told), else now().
 * p_expected = -1 means "any version". Version conflicts raise SQLSTATE 'DBVER' with the actual
 * version in the message detail.
 */
const appendFunction = `
create or replace function dealbook_recorded(p_stream_id text, p_events jsonb) returns table (
  global_position bigint, stream_version integer, event_id uuid, transaction_id text,
  recorded_at timestamptz, idempotent boolean
) language sql stable as $fn$
  select e.global_position, e.stream_version, e.event_id, e.transaction_id::text, e.recorded_at, true
  from events e
  where e.event_id in (select (x->>'event_id')::uuid from jsonb_array_elements(p_events) x)
    and e.stream_id = p_stream_id
  order by e.stream_version
$fn$;

create or replace function dealbook_append(
  p_stream_id text, p_stream_type text, p_expected integer, p_events jsonb
) returns table (
  global_position bigint, stream_version integer, event_id uuid, transaction_id text,
  recorded_at timestamptz, idempotent boolean
) language plpgsql as $fn$
#variable_conflict use_column
declare
  v_current integer;
  v_count integer := jsonb_array_length(p_events);
  v_inserted integer;
begin
  -- Before anything that gives this transaction its id: readers take the ids of the transactions
  -- holding this lock as the log's horizon (dealbook_log_horizon).
  lock table events in row exclusive mode;
  -- The stream row lock comes first: a concurrent copy of this append waits here, and then sees
  -- the events the first copy committed.
  select s.version into v_current from streams s where s.stream_id = p_stream_id for update;
  if not found then
    v_current := 0;
  end if;
  if exists (select 1 from events e where e.event_id = (p_events->0->>'event_id')::uuid) then
    return query select * from dealbook_recorded(p_stream_id, p_events);
    return;
  end if;
  if p_expected >= 0 and v_current <> p_expected then
    raise exception using errcode = 'DBVER', message = 'wrong expected version', detail = v_current::text;
  end if;

  if v_current = 0 then
    insert into streams (stream_id, stream_type, version) values (p_stream_id, p_stream_type, v_count)
    on conflict on constraint streams_pkey do nothing;
    get diagnostics v_inserted = row_count;
    if v_inserted = 0 then
      -- Another transaction created the stream first and has committed: a copy of this append
      -- (same event ids) or a competing writer.
      if exists (select 1 from events e where e.event_id = (p_events->0->>'event_id')::uuid) then
        return query select * from dealbook_recorded(p_stream_id, p_events);
        return;
      end if;
      select s.version into v_current from streams s where s.stream_id = p_stream_id;
      raise exception using errcode = 'DBVER', message = 'wrong expected version', detail = v_current::text;
    end if;
  else
    update streams s set version = v_current + v_count, updated_at = now() where s.stream_id = p_stream_id;
  end if;

  return query
    with inserted as (
      insert into events as e (stream_id, stream_version, event_id, type, schema_version, data, metadata, recorded_at)
      select p_stream_id, v_current + x.ord::integer, (x.ev->>'event_id')::uuid, x.ev->>'type',
             (x.ev->>'schema_version')::integer, x.ev->'data', x.ev->'metadata',
             coalesce((x.ev->>'recorded_at')::timestamptz, now())
      from jsonb_array_elements(p_events) with ordinality as x(ev, ord)
      returning e.global_position, e.stream_version, e.event_id, e.transaction_id::text as tx, e.recorded_at
    )
    select i.global_position, i.stream_version, i.event_id, i.tx, i.recorded_at, false
    from inserted i order by i.stream_version;

  perform pg_notify('dealbook_events', p_stream_id);
end
$fn$`;

/**
 * A batch append: many streams in one statement, all or nothing. The existing streams are locked
 * in key order (two batches over the same records wait for each other rather than deadlock), every
 * version is checked before anything is written, and the events go in with one INSERT in the
 * batch's order. A conflict raises 'DBVER' with the stream in the hint and its version in the
 * detail. Answers the last event's place in the log.
 */
const appendManyFunction = `
create or replace function dealbook_append_many(p_appends jsonb) returns table (
  global_position bigint, transaction_id text
) language plpgsql as $fn$
#variable_conflict use_column
declare
  v_stream text;
  v_actual integer;
begin
  -- Before anything that gives this transaction its id (see dealbook_append).
  lock table events in row exclusive mode;
  perform 1 from streams s
  where s.stream_id in (select a->>'stream_id' from jsonb_array_elements(p_appends) a)
  order by s.stream_id for update;

  select a->>'stream_id', coalesce(s.version, 0) into v_stream, v_actual
  from jsonb_array_elements(p_appends) a left join streams s on s.stream_id = a->>'stream_id'
  where coalesce(s.version, 0) <> (a->>'expected')::integer
  limit 1;
  if v_stream is not null then
    raise exception using errcode = 'DBVER', message = 'wrong expected version', detail = v_actual::text, hint = v_stream;
  end if;

  -- A stream created by a transaction that committed after the check above: the insert waited
  -- for it and skipped the row.
  with wanted as (
    select a->>'stream_id' as stream_id, a->>'stream_type' as stream_type, jsonb_array_length(a->'events') as n
    from jsonb_array_elements(p_appends) a where (a->>'expected')::integer = 0
  ), created as (
    insert into streams (stream_id, stream_type, version) select w.stream_id, w.stream_type, w.n from wanted w
    on conflict on constraint streams_pkey do nothing
    returning stream_id
  )
  select w.stream_id into v_stream from wanted w where w.stream_id not in (select c.stream_id from created c) limit 1;
  if v_stream is not null then
    select s.version into v_actual from streams s where s.stream_id = v_stream;
    raise exception using errcode = 'DBVER', message = 'wrong expected version', detail = v_actual::text, hint = v_stream;
  end if;

  update streams s set version = s.version + jsonb_array_length(a->'events'), updated_at = now()
  from jsonb_array_elements(p_appends) a
  where s.stream_id = a->>'stream_id' and (a->>'expected')::integer > 0;

  return query
    with inserted as (
      insert into events as e (stream_id, stream_version, event_id, type, schema_version, data, metadata, recorded_at)
      select a.value->>'stream_id', (a.value->>'expected')::integer + x.ord::integer, (x.ev->>'event_id')::uuid,
             x.ev->>'type', (x.ev->>'schema_version')::integer, x.ev->'data', x.ev->'metadata',
             coalesce((x.ev->>'recorded_at')::timestamptz, now())
      from jsonb_array_elements(p_appends) with ordinality as a(value, nth),
           jsonb_array_elements(a.value->'events') with ordinality as x(ev, ord)
      order by a.nth, x.ord
      returning e.global_position
    )
    select max(i.global_position), pg_current_xact_id()::text from inserted i;

  perform pg_notify('dealbook_events', p_appends->-1->>'stream_id');
end
$fn$`;

/**
 * Where a gap-free reader of the log may read up to. An event is read in the order of its
 * transaction id, so a reader must not pass an id whose transaction may still add events: the
 * horizon is the lowest id among the transactions that are appending now (each takes the events
 * table's ROW EXCLUSIVE lock before it has an id, so one that has no id yet will get a higher one),
 * or, when none is, the next id to be given. Unlike the snapshot's xmin, which the oldest
 * transaction of the whole server sets, this waits only for appends: a long report, an index
 * build or a transaction in another database does not hold the change feed back.
 *
 * The horizon must be taken before the snapshot that reads the events (an append that commits
 * between the two is then in that snapshot): `dealbook_read_all` and `dealbook_log_head` read it
 * in a statement of their own, and PL/pgSQL gives each statement a fresh snapshot.
 */
const logHorizonFunctions = `
create or replace function dealbook_log_horizon() returns xid8 language plpgsql volatile as $fn$
begin
  -- PL/pgSQL keeps this statement's plan; a SQL function would plan it on every call (0.7 ms).
  return coalesce(
    (select min(x) from pg_snapshot_xip(pg_current_snapshot()) x
     where xid(x) in (
       with locks as materialized (
         select locktype, database, relation, mode, granted, virtualtransaction, transactionid from pg_locks
       )
       select t.transactionid
       from locks r join locks t on t.virtualtransaction = r.virtualtransaction
       where r.locktype = 'relation' and r.mode = 'RowExclusiveLock'
         and r.database = (select oid from pg_database where datname = current_database())
         and r.relation = 'events'::regclass
         and t.locktype = 'transactionid' and t.mode = 'ExclusiveLock' and t.granted)),
    pg_snapshot_xmax(pg_current_snapshot()));
end
$fn$;

create or replace function dealbook_read_all(p_after_tx xid8, p_after_position bigint, p_limit integer)
returns setof events language plpgsql volatile as $fn$
declare
  v_horizon xid8;
begin
  v_horizon := dealbook_log_horizon();
  return query
    select * from events e
    where e.transaction_id < v_horizon and (e.transaction_id, e.global_position) > (p_after_tx, p_after_position)
    order by e.transaction_id, e.global_position
    limit p_limit;
end
$fn$;

create or replace function dealbook_log_head() returns table (transaction_id xid8, global_position bigint)
language plpgsql volatile as $fn$
declare
  v_horizon xid8;
begin
  v_horizon := dealbook_log_horizon();
  return query
    select e.transaction_id, e.global_position from events e
    where e.transaction_id < v_horizon
    order by e.transaction_id desc, e.global_position desc
    limit 1;
end
$fn$`;
