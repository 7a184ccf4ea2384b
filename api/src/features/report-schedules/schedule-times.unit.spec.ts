import { describe, expect, it } from 'vitest';
import type { ReportScheduleFields } from '@dealbook/contracts';
import { instantIn, latestDueAt, runPeriod } from './schedule-times.js';

const base: ReportScheduleFields = {
  report: 'pipeline',
  filters: {},
  frequency: 'daily',
  time: '07:30',
  weekday: 1,
  monthDay: 1,
  recipients: ['a@firm.example'],
  format: 'pdf',
};
const london = 'Europe/London';

describe('when a scheduled report is due', () => {
  it('reads the time on the firm’s clock, summer and winter', () => {
    expect(instantIn(london, '2026-07-01', '07:30').toISOString()).toBe('2026-07-01T06:30:00.000Z');
    expect(instantIn(london, '2026-12-01', '07:30').toISOString()).toBe('2026-12-01T07:30:00.000Z');
  });

  it('is today’s time once it has passed, else yesterday’s', () => {
    expect(latestDueAt(base, london, new Date('2026-11-24T08:00:00Z')).toISOString()).toBe('2026-11-24T07:30:00.000Z');
    expect(latestDueAt(base, london, new Date('2026-11-24T07:00:00Z')).toISOString()).toBe('2026-11-23T07:30:00.000Z');
  });

  it('falls on the chosen weekday or day of the month', () => {
    const tuesday = new Date('2026-11-24T12:00:00Z');
    expect(latestDueAt({ ...base, frequency: 'weekly', weekday: 1 }, london, tuesday).toISOString()).toBe(
      '2026-11-23T07:30:00.000Z',
    );
    expect(latestDueAt({ ...base, frequency: 'monthly', monthDay: 28 }, london, tuesday).toISOString()).toBe(
      '2026-10-28T07:30:00.000Z',
    );
  });

  it('covers the day, week or month before the run', () => {
    const due = new Date('2026-11-02T07:30:00Z');
    expect(runPeriod('daily', due, london)).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(runPeriod('weekly', due, london)).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(runPeriod('monthly', due, london)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});
