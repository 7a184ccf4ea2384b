import {
  CommunicationOutcomes,
  type CallDay,
  type CommunicationOutcome,
  type CommunicationTimelinePoint,
} from '@dealbook/contracts';

/** The chart's series: the four outcomes of spec §3.8 in order, then communications without one. */
export type OutcomeSeries = CommunicationOutcome | 'none';
export const outcomeSeries: readonly OutcomeSeries[] = [...CommunicationOutcomes, 'none'];

export interface DayBar {
  /** YYYY-MM-DD */
  date: string;
  /** Spec §9: 'MMM DD'. */
  label: string;
  counts: Record<OutcomeSeries, number>;
  total: number;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as the timeline names it. */
export const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 'MMM DD' of spec §9: "2026-03-07" -> "Mar 07". */
export function dayLabel(key: string): string {
  const [, month, day] = key.split('-');
  return `${months[Number(month) - 1] ?? month} ${day}`;
}

/** The `days` calendar days ending today (oldest first), local time. */
export function lastDays(days: number, today: Date = new Date()): string[] {
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1 - i));
    return dayKey(day);
  });
}

/** The calendar days from one 'YYYY-MM-DD' to another, both included (none when `to` comes first). */
export function daysFromTo(from: string, to: string): string[] {
  const days: string[] = [];
  const [y, m, d] = from.split('-').map(Number);
  for (let day = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1); dayKey(day) <= to; day.setDate(day.getDate() + 1)) {
    days.push(dayKey(day));
    if (days.length > 3660) break;
  }
  return days;
}

/** The instants bounding those days: from the first day's midnight to the end of today. */
export function dayRange(days: number, today: Date = new Date()): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  const to = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 999);
  return { from: from.toISOString(), to: to.toISOString() };
}

const emptyCounts = (): Record<OutcomeSeries, number> =>
  Object.fromEntries(outcomeSeries.map((series) => [series, 0])) as Record<OutcomeSeries, number>;

/**
 * Spec §9: daily counts per outcome, one bar per day even when nothing was logged. The points
 * (a caller's timeline, or a dashboard's call days) are per day, outcome and action; an
 * outcome's count is the sum over its actions.
 */
export function outcomeBars(
  points: readonly (CommunicationTimelinePoint | CallDay)[],
  days: readonly string[],
): DayBar[] {
  const byDay = new Map(days.map((date) => [date, emptyCounts()]));
  for (const point of points) {
    const counts = byDay.get(point.date);
    if (counts) counts[point.outcome ?? 'none'] += point.count;
  }
  return days.map((date) => {
    const counts = byDay.get(date) ?? emptyCounts();
    return {
      date,
      label: dayLabel(date),
      counts,
      total: outcomeSeries.reduce((sum, series) => sum + counts[series], 0),
    };
  });
}
