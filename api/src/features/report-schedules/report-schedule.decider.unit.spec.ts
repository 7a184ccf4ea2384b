import { describe, expect, it } from 'vitest';
import type { ReportScheduleEvent, ReportScheduleFields } from '@dealbook/contracts';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';
import { reportScheduleDecider } from './report-schedule.decider.js';

const given = deciderSpec(reportScheduleDecider);
const scheduleId = '0193a000-0000-7000-8000-0000000000a1';
const owner = { id: 'owner-1', isManager: false };
const fields: ReportScheduleFields = {
  report: 'pipeline',
  filters: { type: 'deals' },
  frequency: 'weekly',
  time: '07:30',
  weekday: 1,
  monthDay: 1,
  recipients: ['helen@firm.example'],
  format: 'pdf',
};
const scheduled: ReportScheduleEvent = { type: 'ReportScheduled', data: { scheduleId, ownerId: owner.id, fields } };
const started = (dueAt: string): ReportScheduleEvent => ({ type: 'ReportRunStarted', data: { scheduleId, dueAt } });

describe('report schedules', () => {
  it('schedules a report for the firm’s people, refusing outsiders and filters the report does not take', () => {
    const schedule = { type: 'ScheduleReport' as const, scheduleId, ownerId: owner.id, fields, unknownRecipients: [] };
    given().when(schedule).then([scheduled]);
    const outsider = given()
      .when({ ...schedule, unknownRecipients: ['someone@else.example'] })
      .thenRefuses();
    expect(outsider.details).toEqual({ recipients: expect.stringContaining('someone@else.example') });
    const wrongFilter = given()
      .when({ ...schedule, fields: { ...fields, filters: { project: 'x' } } })
      .thenRefuses();
    expect(Object.keys(wrongFilter.details ?? {})).toEqual(['filters.filters']);
  });

  it('claims each due run once: a second claim of the same or an earlier run is a conflict', () => {
    const claim = { type: 'StartReportRun' as const, scheduleId, dueAt: '2026-11-23T07:30:00.000Z' };
    given(scheduled)
      .when(claim)
      .then([started(claim.dueAt)]);
    given(scheduled, started(claim.dueAt)).when(claim).thenRefuses({ code: 'conflict' });
    const next = { ...claim, dueAt: '2026-11-30T07:30:00.000Z' };
    given(scheduled, started(claim.dueAt))
      .when(next)
      .then([started(next.dueAt)]);
  });

  it('takes over a run claimed longer ago than the bound and unfinished, once, and gives it up after three claims', () => {
    const dueAt = '2026-11-23T07:30:00.000Z';
    const claimedAt = '2026-11-23T07:30:01.000Z';
    const first: ReportScheduleEvent = { type: 'ReportRunStarted', data: { scheduleId, dueAt, claimedAt } };
    const takeOver = (at: string) => ({
      type: 'TakeOverReportRun' as const,
      scheduleId,
      dueAt,
      at,
      takeOverAfterSeconds: 300,
    });
    const later = '2026-11-23T07:35:01.000Z';
    // Within its time its instance may be at it: no takeover.
    given(scheduled, first).when(takeOver('2026-11-23T07:35:00.999Z')).thenRefuses({ code: 'conflict' });
    const second: ReportScheduleEvent = {
      type: 'ReportRunStarted',
      data: { scheduleId, dueAt, attempt: 2, claimedAt: later },
    };
    given(scheduled, first).when(takeOver(later)).then([second]);
    // A second instance deciding on the same version loses the append; deciding again it finds the
    // run claimed just now, by the first.
    given(scheduled, first, second).when(takeOver(later)).thenRefuses({ code: 'conflict' });
    // Finished meanwhile: nothing to take over.
    const finished: ReportScheduleEvent = {
      type: 'ReportRunFinished',
      data: { scheduleId, dueAt, outcome: 'sent', rowCount: 1, detail: 'Sent' },
    };
    given(scheduled, first, finished).when(takeOver(later)).thenRefuses({ code: 'conflict' });
    // A claim recorded before takeovers (no time) is judged by the scheduler's read of it.
    given(scheduled, started(dueAt)).when(takeOver(later)).then([second]);
    // The third claim stopped too: recorded as failed, not claimed a fourth time.
    const third: ReportScheduleEvent = {
      type: 'ReportRunStarted',
      data: { scheduleId, dueAt, attempt: 3, claimedAt: '2026-11-23T07:40:01.000Z' },
    };
    given(scheduled, first, second).when(takeOver('2026-11-23T07:40:01.000Z')).then([third]);
    const [gaveUp] = given(scheduled, first, second, third).when(takeOver('2026-11-23T07:45:01.000Z')).events();
    expect(gaveUp).toMatchObject({
      type: 'ReportRunFinished',
      data: { dueAt, outcome: 'failed', rowCount: null, detail: expect.stringContaining('claimed 3 times') },
    });
    // The taken-over run finishes as any other.
    given(scheduled, first, second)
      .when({ type: 'FinishReportRun', scheduleId, dueAt, outcome: 'sent', rowCount: 1, detail: 'Sent' })
      .then([finished]);
  });

  it('finishes only the run under way', () => {
    const finish = {
      type: 'FinishReportRun' as const,
      scheduleId,
      dueAt: '2026-11-23T07:30:00.000Z',
      outcome: 'sent' as const,
      rowCount: 3,
      detail: 'Sent to helen@firm.example',
    };
    given(scheduled).when(finish).thenRefuses({ code: 'conflict' });
    const [event] = given(scheduled, started(finish.dueAt)).when(finish).events();
    expect(event).toMatchObject({ type: 'ReportRunFinished', data: { outcome: 'sent', rowCount: 3 } });
  });

  it('lets its owner or a manager change or delete it, and keeps its report', () => {
    const change = {
      type: 'ChangeReportSchedule' as const,
      scheduleId,
      actor: owner,
      fields: { ...fields, time: '08:00' },
      unknownRecipients: [],
    };
    given(scheduled)
      .when(change)
      .then([
        { type: 'ReportScheduleChanged', data: { scheduleId, changes: { time: { from: '07:30', to: '08:00' } } } },
      ]);
    given(scheduled)
      .when({ ...change, fields })
      .then([]);
    const stranger = { id: 'someone', isManager: false };
    expect(
      given(scheduled)
        .when({ ...change, actor: stranger })
        .thenRefuses().code,
    ).toBe('forbidden');
    expect(
      given(scheduled)
        .when({ type: 'DeleteReportSchedule', scheduleId, actor: { id: 'boss', isManager: true } })
        .events(),
    ).toEqual([{ type: 'ReportScheduleDeleted', data: { scheduleId } }]);
    const otherReport = given(scheduled)
      .when({ ...change, fields: { ...fields, report: 'pitches', filters: {} } })
      .thenRefuses();
    expect(otherReport.details).toEqual({ report: 'cannot be changed' });
  });
});
