import {
  reportScheduleFieldsSchema,
  type RecordedEvent,
  type ReportRunFinished,
  type ReportScheduleCommand,
} from '@dealbook/contracts';
import {
  CatchUpProjectionRunner,
  findReportSchedules,
  rebuildProjections,
  reportScheduleProjection,
  resetCheckpoint,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { openPersistence, type Persistence } from '../../infra/persistence.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { executeCommand } from '../../kernel/event-sourcing/execute-command.js';
import { newId } from '../../kernel/ids.js';
import { HistoryService } from '../history/history.service.js';
import { reportScheduleDecider, reportScheduleStreamId } from './report-schedule.decider.js';
import { sessionUserOf } from '../../../../test/support/session-user.js';

/**
 * Schema evolution with a real change (issue 36): ReportRunFinished was recorded at version 1 with
 * the report's number of rows under `rows`; version 2 calls it `rowCount`. A log that holds
 * version 1 events, written straight into the table as an older release wrote them, is read,
 * folded, rebuilt and told in the history exactly as the same history recorded at version 2.
 */
const fields = reportScheduleFieldsSchema.parse({
  report: 'pipeline',
  frequency: 'daily',
  time: '07:30',
  recipients: ['helen@firm.example'],
});
const ownerId = newId();
const due = ['2026-01-05T07:30:00.000Z', '2026-01-06T07:30:00.000Z', '2026-01-07T07:30:00.000Z'] as const;
const at = (minutes: number) => new Date(Date.parse('2026-01-04T09:00:00.000Z') + minutes * 60_000);

/** One schedule's history: scheduled, a run sent with 12 rows, a run that failed before any report. */
const story = [
  { at: at(0), type: 'ReportScheduled', v1: { ownerId, fields } },
  { at: at(1440 - 90), type: 'ReportRunStarted', v1: { dueAt: due[0] } },
  {
    at: at(1440 - 89),
    type: 'ReportRunFinished',
    v1: { dueAt: due[0], outcome: 'sent', rows: 12, detail: 'Sent to helen@firm.example: pipeline.xlsx' },
  },
  { at: at(2880 - 90), type: 'ReportRunStarted', v1: { dueAt: due[1] } },
  {
    at: at(2880 - 89),
    type: 'ReportRunFinished',
    v1: { dueAt: due[1], outcome: 'failed', rows: null, detail: 'Not sent: the app stopped during this run.' },
  },
] as const;

/** The same history through the commands, as this release records it (version 2, stamped by the catalogue). */
function commandsOf(scheduleId: string): ReportScheduleCommand[] {
  return story.map((step): ReportScheduleCommand => {
    switch (step.type) {
      case 'ReportScheduled':
        return { type: 'ScheduleReport', scheduleId, ownerId, fields, unknownRecipients: [] };
      case 'ReportRunStarted':
        return { type: 'StartReportRun', scheduleId, dueAt: step.v1.dueAt };
      case 'ReportRunFinished': {
        const { rows, ...rest } = step.v1;
        return { type: 'FinishReportRun', scheduleId, ...rest, rowCount: rows };
      }
    }
  });
}

/** Rows of an older release's log, inserted as it wrote them: schema version 1, the old payload. */
async function writeVersion1Log(db: Kysely<ReadModelDatabase>, scheduleId: string): Promise<void> {
  const stream = reportScheduleStreamId(scheduleId);
  const metadata = JSON.stringify({ actorId: null, correlationId: newId(), causationId: null });
  await sql`insert into streams (stream_id, stream_type, version) values (${stream}, 'schedule', ${story.length})`.execute(
    db,
  );
  for (const [index, step] of story.entries()) {
    await sql`
      insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata, recorded_at)
      values (${stream}, ${index + 1}, ${newId()}::uuid, ${step.type}, 1,
        ${JSON.stringify({ scheduleId, ...step.v1 })}::jsonb, ${metadata}::jsonb, ${step.at})`.execute(db);
  }
}

/** A schedule's read-model rows, without its id (two schedules' are compared). */
async function readModelOf(db: Kysely<ReadModelDatabase>, scheduleId: string) {
  const { rows: schedules } = await sql`
    select version, owner_id, report, doc, last_due_at, created_at, updated_at
    from report_schedules where id = ${scheduleId}::uuid`.execute(db);
  const { rows: runs } = await sql`
    select due_at, started_at, finished_at, outcome, rows, detail
    from report_runs where schedule_id = ${scheduleId}::uuid order by due_at`.execute(db);
  return { schedules, runs };
}

const finished = (events: RecordedEvent[]) => events.filter((event) => event.type === 'ReportRunFinished');
const admin = sessionUserOf('admin');

describe('ReportRunFinished recorded at version 1 (issue 36)', () => {
  let database: TestDatabase;
  let persistence: Persistence;
  const oldSchedule = newId();
  const newSchedule = newId();
  let builtInline: Awaited<ReturnType<typeof readModelOf>>;

  beforeAll(async () => {
    database = await createTestDatabase('upcast_v1');
    persistence = await openPersistence({ databaseUrl: database.url, dataDir: '' });
    await writeVersion1Log(persistence.db, oldSchedule);
    const commands = commandsOf(newSchedule);
    for (const [index, command] of commands.entries()) {
      const metadata = { actorId: null, correlationId: newId(), at: story[index]!.at };
      await executeCommand(persistence.store, reportScheduleDecider, { command, metadata });
    }
    builtInline = await readModelOf(persistence.db, newSchedule);
  });

  afterAll(async () => {
    await persistence?.close();
    await database?.drop();
  });

  it('keeps the log as written and reads the old events in the new shape, by stream and from the whole log', async () => {
    const { rows: stored } = await sql<{ schema_version: number; data: Record<string, unknown> }>`
      select schema_version, data from events
      where stream_id = ${reportScheduleStreamId(oldSchedule)} and type = 'ReportRunFinished'
      order by stream_version`.execute(persistence.db);
    expect(stored.map((row) => [row.schema_version, row.data.rows, 'rowCount' in row.data])).toEqual([
      [1, 12, false],
      [1, null, false],
    ]);

    const expected: ReportRunFinished['data'][] = [
      {
        scheduleId: oldSchedule,
        dueAt: due[0],
        outcome: 'sent',
        rowCount: 12,
        detail: 'Sent to helen@firm.example: pipeline.xlsx',
      },
      {
        scheduleId: oldSchedule,
        dueAt: due[1],
        outcome: 'failed',
        rowCount: null,
        detail: 'Not sent: the app stopped during this run.',
      },
    ];
    const stream = finished(await persistence.store.readStream(reportScheduleStreamId(oldSchedule)));
    expect(stream.map((event) => event.schemaVersion)).toEqual([2, 2]);
    expect(stream.map((event) => event.data)).toEqual(expected);

    const { events: log } = await persistence.store.readAll({ limit: 1000 });
    const fromLog = finished(log.filter((event) => event.streamId === reportScheduleStreamId(oldSchedule)));
    expect(fromLog.map((event) => event.data)).toEqual(expected);

    // This release writes version 2 itself: the catalogue's version, the new field.
    const { rows: written } = await sql<{ schema_version: number; data: Record<string, unknown> }>`
      select schema_version, data from events
      where stream_id = ${reportScheduleStreamId(newSchedule)} and type = 'ReportRunFinished'
      order by stream_version`.execute(persistence.db);
    expect(written.map((row) => [row.schema_version, row.data.rowCount, 'rows' in row.data])).toEqual([
      [2, 12, false],
      [2, null, false],
    ]);
  });

  it('rebuilds, and catches up, the same read model from version 1 events as from version 2 ones', async () => {
    // Never projected: the old log's schedule reaches the read model only through the rebuild.
    expect((await readModelOf(persistence.db, oldSchedule)).schedules).toEqual([]);
    expect(builtInline.runs.map((run) => (run as { rows: number | null }).rows)).toEqual([12, null]);

    await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: [reportScheduleProjection],
    });
    expect(await readModelOf(persistence.db, oldSchedule)).toEqual(builtInline);
    expect(await readModelOf(persistence.db, newSchedule)).toEqual(builtInline);
    const [old] = await findReportSchedules(persistence.db, 'pipeline', [oldSchedule]);
    expect(old!.runs.map((run) => [run.dueAt, run.outcome, run.rows])).toEqual([
      [due[1], 'failed', null],
      [due[0], 'sent', 12],
    ]);

    await sql`truncate report_runs, report_schedules`.execute(persistence.db);
    await resetCheckpoint(persistence.db, reportScheduleProjection.name, { commit: 0n, prepare: 0n });
    const runner = new CatchUpProjectionRunner(persistence.db, persistence.store, reportScheduleProjection, {
      batchSize: 3,
    });
    await runner.catchUp();
    expect(await readModelOf(persistence.db, oldSchedule)).toEqual(builtInline);
    expect(await readModelOf(persistence.db, newSchedule)).toEqual(builtInline);
  });

  it('folds the old events into the decider: the finished run is over, the next one claimed and finished at version 2', async () => {
    const metadata = { actorId: null, correlationId: newId() };
    const run = (command: ReportScheduleCommand) =>
      executeCommand(persistence.store, reportScheduleDecider, { command, metadata });
    // The old run is over (not running), and its due time is the latest claimed.
    await expect(
      run({
        type: 'FinishReportRun',
        scheduleId: oldSchedule,
        dueAt: due[1],
        outcome: 'sent',
        rowCount: 1,
        detail: '',
      }),
    ).rejects.toThrow(DomainError);
    await expect(run({ type: 'StartReportRun', scheduleId: oldSchedule, dueAt: due[1] })).rejects.toThrow(
      /already claimed/,
    );
    await run({ type: 'StartReportRun', scheduleId: oldSchedule, dueAt: due[2] });
    await run({
      type: 'FinishReportRun',
      scheduleId: oldSchedule,
      dueAt: due[2],
      outcome: 'outbox',
      rowCount: 3,
      detail: 'Kept in the outbox',
    });
    const events = await persistence.store.readStream(reportScheduleStreamId(oldSchedule));
    expect(events.map((event) => event.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(finished(events).map((event) => (event.data as ReportRunFinished['data']).rowCount)).toEqual([12, null, 3]);
    const [old] = await findReportSchedules(persistence.db, 'pipeline', [oldSchedule]);
    expect(old!.runs[0]).toMatchObject({ dueAt: due[2], outcome: 'outbox', rows: 3 });
  });

  it("tells the old and the new events in the history's words, with their numbers of rows", async () => {
    const history = new HistoryService(persistence.store, persistence.db);
    const words = (entries: { sentence: { text: string }[] }[]) =>
      entries.map((entry) => entry.sentence.map((part) => part.text).join(''));
    const old = await history.read('schedule', oldSchedule, admin);
    expect(words(old)).toEqual([
      'The system created a report schedule',
      'The system started a run of a report schedule',
      'The system sent the report of a report schedule (12 rows)',
      'The system started a run of a report schedule',
      'The system could not send the report of a report schedule',
      'The system started a run of a report schedule',
      'The system kept the report of a report schedule in the outbox (3 rows)',
    ]);
    expect(old.filter((entry) => entry.type === 'ReportRunFinished').map((entry) => entry.data)).toEqual([
      expect.objectContaining({ rowCount: 12 }),
      expect.objectContaining({ rowCount: null }),
      expect.objectContaining({ rowCount: 3 }),
    ]);
    const recent = await history.read('schedule', newSchedule, admin);
    expect(words(recent)).toEqual(words(old).slice(0, story.length));
  });
});
