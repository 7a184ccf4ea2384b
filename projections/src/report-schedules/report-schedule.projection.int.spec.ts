import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reportScheduleFieldsSchema, type ReportScheduleEvent } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { findReportSchedules, findScheduleTimes } from './report-schedule.queries.js';
import { reportScheduleProjection } from './report-schedule.projection.js';

/**
 * What the report schedules read model holds after a schedule's events: its fields and owner, the
 * due time of its latest claimed run, each run's outcome for the page's log, nothing once deleted,
 * and replays changing nothing.
 */
const database = useReadModelDatabase('report_schedule_projection');

const fields = reportScheduleFieldsSchema.parse({
  report: 'pipeline',
  frequency: 'daily',
  time: '07:30',
  recipients: ['helen@firm.example'],
});
const due = '2026-11-24T07:30:00.000Z';

describe('report schedules projection', () => {
  it('keeps the fields, the latest run and its outcome, and a replay changes nothing', async () => {
    const scheduleId = randomUUID();
    const stream = `schedule-${scheduleId}`;
    const spec = projectionSpec(database(), reportScheduleProjection);
    const events: ReportScheduleEvent[] = [
      { type: 'ReportScheduled', data: { scheduleId, ownerId: null, fields } },
      { type: 'ReportScheduleChanged', data: { scheduleId, changes: { time: { from: '07:30', to: '08:15' } } } },
      { type: 'ReportRunStarted', data: { scheduleId, dueAt: due } },
    ];
    await spec.given(stream, ...events);
    const [times] = await findScheduleTimes(database());
    expect(times).toMatchObject({ id: scheduleId, lastDueAt: new Date(due), fields: { time: '08:15' } });
    expect(times!.unfinishedSince).toBeInstanceOf(Date);

    await spec.given(stream, {
      type: 'ReportRunFinished',
      data: { scheduleId, dueAt: due, outcome: 'sent', rowCount: 12, detail: 'Sent to helen@firm.example' },
    });
    const [schedule] = await findReportSchedules(database(), 'pipeline', [scheduleId]);
    expect(schedule).toMatchObject({
      version: 4,
      time: '08:15',
      runs: [{ dueAt: due, outcome: 'sent', rows: 12, detail: 'Sent to helen@firm.example' }],
    });
    await spec.replayAll();
    expect(await findReportSchedules(database(), 'pipeline', [scheduleId])).toEqual([schedule]);
  });

  it('removes a deleted schedule and its runs', async () => {
    const scheduleId = randomUUID();
    const spec = projectionSpec(database(), reportScheduleProjection);
    await spec.given(
      `schedule-${scheduleId}`,
      { type: 'ReportScheduled', data: { scheduleId, ownerId: null, fields } },
      { type: 'ReportRunStarted', data: { scheduleId, dueAt: due } },
      { type: 'ReportScheduleDeleted', data: { scheduleId } },
    );
    expect(await findReportSchedules(database(), undefined, [scheduleId])).toEqual([]);
    const runs = await database().selectFrom('report_runs').selectAll().where('schedule_id', '=', scheduleId).execute();
    expect(runs).toEqual([]);
  });
});
