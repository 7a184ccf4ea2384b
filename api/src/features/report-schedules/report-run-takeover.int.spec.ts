import {
  MaxReportRunClaims,
  reportScheduleFieldsSchema,
  type ReportRunStarted,
  type ReportScheduleCommand,
} from '@dealbook/contracts';
import { findScheduleTimes, rebuildProjections, reportScheduleProjection } from '@dealbook/projections';
import { sql } from 'kysely';
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
 * The takeover of a scheduled report run whose instance stopped during it (issue 36), on the real
 * event store and read model: once the claim is older than the bound, several instances taking it
 * over at the same moment append one claim between them (the stream's version), the run's start
 * in the read model moves to it (so the next takeover waits the bound again), and after
 * MaxReportRunClaims claims the run is recorded as failed rather than claimed again.
 */
const fields = reportScheduleFieldsSchema.parse({
  report: 'pipeline',
  frequency: 'daily',
  time: '07:30',
  recipients: ['helen@firm.example'],
});
const dueAt = '2026-11-23T07:30:00.000Z';
const at = (seconds: number) => new Date(Date.parse(dueAt) + seconds * 1000);
const takeOverAfterSeconds = 300;

describe('taking over a scheduled report run whose instance stopped', () => {
  let database: TestDatabase;
  let persistence: Persistence;
  const scheduleId = newId();

  const run = (command: ReportScheduleCommand, when: Date) =>
    executeCommand(persistence.store, reportScheduleDecider, {
      command,
      metadata: { actorId: null, correlationId: newId(), at: when },
    });
  const takeOver = (when: Date) =>
    run({ type: 'TakeOverReportRun', scheduleId, dueAt, at: when.toISOString(), takeOverAfterSeconds }, when);
  const unfinishedSince = async () =>
    (await findScheduleTimes(persistence.db)).find((times) => times.id === scheduleId)?.unfinishedSince;
  const claims = async () =>
    (await persistence.store.readStream(reportScheduleStreamId(scheduleId)))
      .filter((event) => event.type === 'ReportRunStarted')
      .map((event) => event.data as ReportRunStarted['data']);

  beforeAll(async () => {
    database = await createTestDatabase('report_takeover');
    persistence = await openPersistence({ databaseUrl: database.url, dataDir: '' });
    await run({ type: 'ScheduleReport', scheduleId, ownerId: newId(), fields, unknownRecipients: [] }, at(-86_400));
    await run({ type: 'StartReportRun', scheduleId, dueAt, at: at(1).toISOString() }, at(1));
  });

  afterAll(async () => {
    await persistence?.close();
    await database?.drop();
  });

  it('lets one of several instances taking over at once claim the run again, and none before the bound', async () => {
    expect(await unfinishedSince()).toEqual(at(1));
    await expect(takeOver(at(1 + takeOverAfterSeconds - 1))).rejects.toThrow(/claimed under 300 s ago/);

    // Four instances at the same moment: each decides on the same version; one append wins, the
    // others decide again on the new claim and are refused.
    const when = at(1 + takeOverAfterSeconds);
    const outcomes = await Promise.allSettled([takeOver(when), takeOver(when), takeOver(when), takeOver(when)]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(3);
    for (const error of lost) expect(error instanceof DomainError && error.code).toBe('conflict');
    expect(await claims()).toEqual([
      { scheduleId, dueAt, claimedAt: at(1).toISOString() },
      { scheduleId, dueAt, attempt: 2, claimedAt: when.toISOString() },
    ]);
    // The read model's run is under way since the takeover: the next waits the bound from it.
    expect(await unfinishedSince()).toEqual(when);
    await expect(takeOver(at(1 + 2 * takeOverAfterSeconds - 1))).rejects.toThrow(DomainError);
  });

  it(`records the run as failed, not claimed again, once its ${MaxReportRunClaims} claims all stopped`, async () => {
    await takeOver(at(1 + 2 * takeOverAfterSeconds));
    expect((await claims()).map((claim) => claim.attempt ?? 1)).toEqual([1, 2, 3]);
    await takeOver(at(1 + 3 * takeOverAfterSeconds));
    expect(await claims()).toHaveLength(3);
    expect(await unfinishedSince()).toBeNull();
    const { rows } = await sql<{ outcome: string; detail: string; finished_at: Date }>`
      select outcome, detail, finished_at from report_runs where schedule_id = ${scheduleId}::uuid`.execute(
      persistence.db,
    );
    expect(rows).toEqual([
      {
        outcome: 'failed',
        detail: 'Not sent: the app stopped during this run (claimed 3 times).',
        finished_at: at(1 + 3 * takeOverAfterSeconds),
      },
    ]);
    // Over: nothing left to take over.
    await expect(takeOver(at(1 + 4 * takeOverAfterSeconds))).rejects.toThrow(/No run due at/);
  });

  it('rebuilds the same run from the claims, and tells the takeovers in the history', async () => {
    const runs = () =>
      sql`select due_at, started_at, finished_at, outcome, rows, detail from report_runs
        where schedule_id = ${scheduleId}::uuid`.execute(persistence.db);
    const inline = (await runs()).rows;
    await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: [reportScheduleProjection],
    });
    expect((await runs()).rows).toEqual(inline);
    const admin = sessionUserOf('admin');
    const entries = await new HistoryService(persistence.store, persistence.db).read('schedule', scheduleId, admin);
    expect(entries.map((entry) => entry.sentence.map((part) => part.text).join(''))).toEqual([
      'The system created a report schedule',
      'The system started a run of a report schedule',
      'The system took over a run of a report schedule (its instance stopped)',
      'The system took over a run of a report schedule (its instance stopped)',
      'The system could not send the report of a report schedule',
    ]);
  });
});
