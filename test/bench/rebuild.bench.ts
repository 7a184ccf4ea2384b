/**
 * `npm run projections:rebuild` at scale: a log of BENCH_REBUILD_EVENTS events (default 200 000:
 * company registrations and edits, contact registrations, tasks created and moved on) is written
 * straight into the event store by SQL, then every read model is rebuilt from it in one pass.
 * Reported beside a reference measured in the same run: the companies table built from the same
 * log by one set-based SQL statement (what PostgreSQL itself needs for the simplest model).
 * Then the same events are reordered so that each record's events sit close together (created,
 * then edited a few events later, as a live log has them) and rebuilt again: the set-based writer
 * must not depend on the synthetic log's phase-by-phase order. Last, a log of logged calls alone.
 * A second reference is a floor: PostgreSQL alone writing the rows the rebuild wrote and building
 * their indexes, which any rebuild of these read models costs at least.
 */
import { sql, type Kysely } from 'kysely';
import { projections, rebuildProjections, type ReadModelDatabase } from '@dealbook/projections';
import { sealLoggedEvents } from '../../api/src/infra/event-store/personal-data/seal-logged-events.js';
import { openPersistence } from '../../api/src/infra/persistence.js';
import { createFreshTables, dropFreshTables, freshSchema } from '../../projections/src/runner/fresh-tables.js';
import { buildIndexes } from '../../projections/src/runner/rebuild.js';
import { databaseBackends, openBenchDatabase, startCpuMeter } from './bench-support.js';

const total = Number(process.env.BENCH_REBUILD_EVENTS ?? 200_000);
const calls = Number(process.env.BENCH_REBUILD_CALLS ?? 100_000);

/** The log the rebuild replays, written by SQL inside PostgreSQL; answers how many of each kind. */
export async function writeSyntheticLog(db: Kysely<ReadModelDatabase>, total: number) {
  const companies = Math.round(total * 0.3);
  const companyEdits = Math.round(total * 0.3);
  const contacts = Math.round(total * 0.2);
  const tasks = Math.round(total * 0.1);
  const taskMoves = total - companies - companyEdits - contacts - tasks;
  const metadata = `jsonb_build_object('actorId', null, 'correlationId', gen_random_uuid()::text, 'causationId', null)`;
  // Companies: a registration each, then edits spread over them (versions 2, 3, …).
  await sql
    .raw(
      `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         select 'company-' || id, 1, gen_random_uuid(), 'CompanyRegistered', 1,
           jsonb_build_object('companyId', id, 'fields', jsonb_build_object(
             'companyName', 'Rebuild Company ' || n, 'domain', 'rebuild-' || n || '.example.com', 'city', 'Leeds',
             'revenue', n, 'industryType', 'Finance', 'relationshipTypes', '[]'::jsonb, 'isContact', true,
             'isAmbassador', false, 'hasSignedAmbassadorNDA', false, 'doNotContact', false, 'blueboxContacts', '[]'::jsonb)),
           ${metadata}
         from (select n, (lpad(to_hex(n), 8, '0') || '-0000-7000-8000-000000000000')::uuid as id
               from generate_series(1, ${companies}) n) s`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         select 'company-' || id, 1 + row_number() over (partition by id order by e), gen_random_uuid(), 'CompanyUpdated', 1,
           jsonb_build_object('companyId', id, 'changes', jsonb_build_object('city', jsonb_build_object('from', 'Leeds', 'to', 'City ' || e))),
           ${metadata}
         from (select e, (lpad(to_hex(1 + e % ${companies}), 8, '0') || '-0000-7000-8000-000000000000')::uuid as id
               from generate_series(1, ${companyEdits}) e) s`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         select 'contact-' || id, 1, gen_random_uuid(), 'ContactRegistered', 1,
           jsonb_build_object('contactId', id, 'reference', 'CON-' || lpad(n::text, 6, '0'),
             'fields', jsonb_build_object('firstName', 'Ada', 'lastName', 'Rebuild ' || n, 'email', 'ada' || n || '@example.com')),
           ${metadata}
         from (select n, (lpad(to_hex(n), 8, '0') || '-0000-7000-8000-000000000001')::uuid as id
               from generate_series(1, ${contacts}) n) s`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         select 'task-' || id, 1, gen_random_uuid(), 'TaskCreated', 1,
           jsonb_build_object('taskId', id, 'fields', jsonb_build_object('subject', 'Call back ' || n, 'description', '',
             'status', 0, 'priority', 1, 'dueDate', '2026-12-01T09:00:00.000Z', 'assignedTo', '[]'::jsonb)),
           ${metadata}
         from (select n, (lpad(to_hex(n), 8, '0') || '-0000-7000-8000-000000000002')::uuid as id
               from generate_series(1, ${tasks}) n) s`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         select 'task-' || id, 1 + row_number() over (partition by id order by e), gen_random_uuid(), 'TaskStatusChanged', 1,
           jsonb_build_object('taskId', id, 'from', 0, 'to', 1), ${metadata}
         from (select e, (lpad(to_hex(1 + e % ${tasks}), 8, '0') || '-0000-7000-8000-000000000002')::uuid as id
               from generate_series(1, ${taskMoves}) e) s`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into streams (stream_id, stream_type, version)
         select stream_id, split_part(stream_id, '-', 1), max(stream_version) from events group by stream_id`,
    )
    .execute(db);
  return { companies, companyEdits, contacts, tasks, taskMoves };
}

/** Rewrites the log in an order where each stream's events are near one another, versions in order. */
async function interleaveLog(db: Kysely<ReadModelDatabase>): Promise<void> {
  await sql`create temp table interleaved as
      select e.stream_id, e.stream_version, e.event_id, e.type, e.schema_version, e.data, e.metadata, e.recorded_at,
        s.at + e.stream_version * 2.0 / (select count(*) from streams) as at
      from events e join (select stream_id, random() as at from streams) s using (stream_id)`.execute(db);
  await sql`truncate events`.execute(db);
  await sql`insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata, recorded_at)
      select stream_id, stream_version, event_id, type, schema_version, data, metadata, recorded_at
      from interleaved order by at`.execute(db);
  await sql`drop table interleaved`.execute(db);
}

/**
 * A caller's log: BENCH_REBUILD_CALLS logged calls (default 100 000), each on one of 2,000
 * purchasers and by one caller: the commonest event of a firm that calls, and four writes each
 * (the call, the purchaser's note of it and last contact, the caller's dashboard row).
 */
async function writeCallLog(db: Kysely<ReadModelDatabase>, calls: number): Promise<void> {
  await sql`truncate events, streams`.execute(db);
  await sql
    .raw(
      `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         select 'communication-' || id, 1, gen_random_uuid(), 'CommunicationLogged', 1,
           jsonb_build_object('communicationId', id, 'massId', null,
             'links', jsonb_build_array(jsonb_build_object('type', 'purchase',
               'id', lpad(to_hex(1 + n % 2000), 8, '0') || '-0000-7000-8000-000000000003')),
             'fields', jsonb_build_object('commsType', 1,
               'commsDate', to_char(now() - (n || ' minutes')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'content', 'Call ' || n, 'contacted', '[]'::jsonb, 'employees', '[]'::jsonb,
               'outcome', 'Called but no response', 'action', 4)),
           jsonb_build_object('actorId', '00000000-0000-7000-8000-0000000000aa', 'correlationId', gen_random_uuid()::text,
             'causationId', null)
         from (select n, (lpad(to_hex(n), 8, '0') || '-0000-7000-8000-000000000009')::uuid as id
               from generate_series(1, ${calls}) n) s`,
    )
    .execute(db);
  await sql`insert into streams (stream_id, stream_type, version) select stream_id, 'communication', 1 from events`.execute(
    db,
  );
}

/**
 * The floor: the rows the rebuild wrote, copied by SQL from the rebuilt tables into fresh copies
 * (each document parsed again from its text, as the rebuild's arrive), then the same indexes built
 * two at a time as the rebuild builds them. No log to read, no Node work, no row written twice.
 */
async function copyRebuiltRowsAndIndex(db: Kysely<ReadModelDatabase>, tables: readonly string[]): Promise<void> {
  const indexes = await db.connection().execute((connection) => createFreshTables(connection, tables));
  try {
    await db.transaction().execute(async (trx) => {
      for (const table of tables) {
        const { rows } = await sql<{ columns: string[] }>`
          select array_agg(quote_ident(attname) order by attnum) as columns from pg_attribute
          where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''`.execute(trx);
        const columns = rows[0]!.columns;
        const values = columns.map((column) => (column === 'doc' ? 'doc::text::jsonb' : column));
        await sql`insert into ${sql.id(freshSchema, table)} (${sql.raw(columns.join(', '))})
          select ${sql.raw(values.join(', '))} from ${sql.id(table)}`.execute(trx);
      }
    });
    await buildIndexes(db, indexes, 2);
  } finally {
    await dropFreshTables(db);
  }
}

/** Seconds with two decimals, or n/a when they could not be read. */
const seconds = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(2));

export async function benchRebuild(): Promise<void> {
  const database = await openBenchDatabase();
  const persistence = await openPersistence({ databaseUrl: database.url, dataDir: '' });
  const backends = databaseBackends(database.url);
  try {
    const db = persistence.db;
    const started = performance.now();
    const { companies, companyEdits } = await writeSyntheticLog(db, total);
    const written = (performance.now() - started) / 1000;

    const rebuildCpu = await startCpuMeter(backends.pids);
    const rebuildStarted = performance.now();
    const results = await rebuildProjections({ db, source: persistence.rebuildSource!, projections });
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
    const rebuildSpent = await rebuildCpu();
    const read = results[0]?.eventsRead ?? 0;

    // Reference: the companies table from its registrations and edits by one statement.
    await sql`create table bench_companies (like companies including defaults)`.execute(db);
    const referenceCpu = await startCpuMeter(backends.pids);
    const referenceStarted = performance.now();
    await sql
      .raw(
        `insert into bench_companies (id, version, doc, created_at, updated_at)
         select (r.data->>'companyId')::uuid, coalesce(u.version, 1),
           (r.data->'fields') || coalesce(u.changes, '{}'::jsonb), r.recorded_at, coalesce(u.at, r.recorded_at)
         from events r
         left join lateral (
           select max(stream_version) as version, max(recorded_at) as at,
             jsonb_object_agg(c.key, c.value->'to' order by stream_version) as changes
           from events x, jsonb_each(x.data->'changes') c
           where x.stream_id = r.stream_id and x.type = 'CompanyUpdated'
         ) u on true
         where r.type = 'CompanyRegistered'`,
      )
      .execute(db);
    const referenceSeconds = (performance.now() - referenceStarted) / 1000;
    const referenceSpent = await referenceCpu();
    const referenceEvents = companies + companyEdits;

    const tables = [...new Set(projections.flatMap((projection) => projection.tables))];
    const floorCpu = await startCpuMeter(backends.pids);
    const floorStarted = performance.now();
    await copyRebuiltRowsAndIndex(db, tables);
    const floorSeconds = (performance.now() - floorStarted) / 1000;
    const floorSpent = await floorCpu();

    await interleaveLog(db);
    const interleavedCpu = await startCpuMeter(backends.pids);
    const interleavedStarted = performance.now();
    await rebuildProjections({ db, source: persistence.rebuildSource!, projections });
    const interleavedSeconds = (performance.now() - interleavedStarted) / 1000;
    const interleavedSpent = await interleavedCpu();

    // Issue 37: the contacts' data sealed with a key each (as privacy:seal-log leaves a log), then
    // the same rebuild, which now fetches a page's keys and decrypts each contact's fields.
    const sealStarted = performance.now();
    const sealedEvents = await sealLoggedEvents(persistence.pool, persistence.personalDataKeys);
    const sealSeconds = (performance.now() - sealStarted) / 1000;
    const sealedCpu = await startCpuMeter(backends.pids);
    const sealedStarted = performance.now();
    await rebuildProjections({ db, source: persistence.rebuildSource!, projections });
    const sealedSeconds = (performance.now() - sealedStarted) / 1000;
    const sealedSpent = await sealedCpu();

    await writeCallLog(db, calls);
    const callsCpu = await startCpuMeter(backends.pids);
    const callsStarted = performance.now();
    await rebuildProjections({ db, source: persistence.rebuildSource!, projections });
    const callsSeconds = (performance.now() - callsStarted) / 1000;
    const callsSpent = await callsCpu();

    console.log(`\nRebuild on ${database.kind}: ${read} events in the log (written in ${written.toFixed(1)} s)`);
    console.table({
      'set-based SQL: companies from their events (reference)': {
        events: referenceEvents,
        seconds: referenceSeconds.toFixed(2),
        'events/s': Math.round(referenceEvents / referenceSeconds),
        'Node CPU s': seconds(referenceSpent.node),
        'PostgreSQL CPU s': seconds(referenceSpent.postgres),
      },
      'floor: the rebuilt rows copied in and indexed by SQL alone (reference)': {
        events: read,
        seconds: floorSeconds.toFixed(2),
        'events/s': Math.round(read / floorSeconds),
        'Node CPU s': seconds(floorSpent.node),
        'PostgreSQL CPU s': seconds(floorSpent.postgres),
      },
      'rebuildProjections, every read model, one pass': {
        events: read,
        seconds: rebuildSeconds.toFixed(2),
        'events/s': Math.round(read / rebuildSeconds),
        'Node CPU s': seconds(rebuildSpent.node),
        'PostgreSQL CPU s': seconds(rebuildSpent.postgres),
      },
      'the same, log interleaved by record': {
        events: read,
        seconds: interleavedSeconds.toFixed(2),
        'events/s': Math.round(read / interleavedSeconds),
        'Node CPU s': seconds(interleavedSpent.node),
        'PostgreSQL CPU s': seconds(interleavedSpent.postgres),
      },
      [`npm run privacy:seal-log: ${sealedEvents} events sealed (people's data, records' text)`]: {
        events: sealedEvents,
        seconds: sealSeconds.toFixed(2),
        'events/s': Math.round(sealedEvents / sealSeconds),
      },
      "the same rebuild, people's data and records' text sealed": {
        events: read,
        seconds: sealedSeconds.toFixed(2),
        'events/s': Math.round(read / sealedSeconds),
        'Node CPU s': seconds(sealedSpent.node),
        'PostgreSQL CPU s': seconds(sealedSpent.postgres),
      },
      [`a log of ${calls} logged calls`]: {
        events: calls,
        seconds: callsSeconds.toFixed(2),
        'events/s': Math.round(calls / callsSeconds),
        'Node CPU s': seconds(callsSpent.node),
        'PostgreSQL CPU s': seconds(callsSpent.postgres),
      },
    });
    console.log(
      `rebuild = ${(read / rebuildSeconds / (referenceEvents / referenceSeconds)).toFixed(2)} × the set-based reference's events/s, ` +
        `${(floorSeconds / rebuildSeconds).toFixed(2)} × the floor's`,
    );
  } finally {
    await backends.close();
    await persistence.close();
    await database.close();
  }
}
