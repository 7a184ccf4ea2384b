import { addDays, dayIn, monthOf } from '@dealbook/projections';
import type { ReportScheduleFields } from '@dealbook/contracts';
import { wallClockIn } from '../../platform/exports/firm-time.js';

/** The instant at which the firm's clock in `zone` reads `time` on `day` ('YYYY-MM-DD', 'HH:mm'). */
export function instantIn(zone: string, day: string, time: string): Date {
  const wall = new Date(`${day}T${time}:00.000Z`);
  // The zone's offset at a first guess, then at the answer itself (a guess across a clock change).
  let instant = new Date(wall.getTime() - (wallClockIn(zone, wall).getTime() - wall.getTime()));
  instant = new Date(wall.getTime() - (wallClockIn(zone, instant).getTime() - instant.getTime()));
  return instant;
}

/** ISO weekday of a 'YYYY-MM-DD' day: 1 Monday … 7 Sunday. */
const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * The latest instant at or before `now` when the schedule was due: today's (or this week's,
 * this month's) time if it has passed, else the one before. The scheduler runs a schedule when
 * this moved past its last run: so a run missed while the app was down is made up once at start
 * (the latest missed one, not every one).
 */
export function latestDueAt(fields: ReportScheduleFields, zone: string, now: Date): Date {
  const today = dayIn(zone, now);
  const matches = (candidate: string) =>
    fields.frequency === 'daily' ||
    (fields.frequency === 'weekly' && weekdayOf(candidate) === fields.weekday) ||
    (fields.frequency === 'monthly' && Number(candidate.slice(8, 10)) === fields.monthDay);
  for (let back = 0; back < 62; back++) {
    const day = addDays(today, -back);
    if (matches(day) && instantIn(zone, day, fields.time) <= now) return instantIn(zone, day, fields.time);
  }
  throw new Error(`No due time in the last two months for ${JSON.stringify(fields)}`);
}

/**
 * The period a run covers, as the report's `from`/`to` days: the day before a daily run, the
 * seven days before a weekly one, the calendar month before a monthly one (in the firm's zone).
 */
export function runPeriod(frequency: ReportScheduleFields['frequency'], dueAt: Date, zone: string) {
  const day = dayIn(zone, dueAt);
  switch (frequency) {
    case 'daily':
      return { from: addDays(day, -1), to: addDays(day, -1) };
    case 'weekly':
      return { from: addDays(day, -7), to: addDays(day, -1) };
    case 'monthly':
      return monthOf(addDays(`${day.slice(0, 8)}01`, -1));
  }
}
