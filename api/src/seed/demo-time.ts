import { dayIn, firmTimeZone } from '@dealbook/projections';
import type { CommandMetadata } from '../kernel/event-sourcing/execute-command.js';
import { newId } from '../kernel/ids.js';
import type { DemoRandom } from './demo-random.js';

export const DayMs = 86_400_000;
const MinuteMs = 60_000;
/** 09:00 to 17:30 in UTC: the firm's working day whether London is on GMT or BST. */
const OfficeStartMinutes = 9 * 60;
const OfficeEndMinutes = 17 * 60 + 30;

/**
 * The demo's calendar: every seeded event happens at a business time derived from the one start
 * time the seed was given, so the same seed started at the same moment writes the same history,
 * and nothing is ever dated after that moment.
 */
export function demoTime(now: number) {
  /** Midnight (UTC) of the day `daysAgo` days before now. */
  const dayStart = (daysAgo: number) => Math.floor(now / DayMs) * DayMs - daysAgo * DayMs;
  /**
   * A minute between `from` and now, for something the calendar would date after now: clamping
   * to now instead dated all of it the minute the demo started (a demo started at 02:00 had all
   * of "today's" calls at 01:59).
   */
  const soFar = (random: DemoRandom, from: number) =>
    from + random.int(0, Math.max(0, Math.floor((now - MinuteMs - from) / MinuteMs))) * MinuteMs;
  /**
   * Office hours of the day `daysAgo` days back, never later than now: today's, before its office
   * hours reach that time, fall in the hours gone by (the small hours, before the office opens).
   */
  const officeTime = (random: DemoRandom, daysAgo: number) => {
    const at = dayStart(daysAgo) + random.int(OfficeStartMinutes, OfficeEndMinutes) * MinuteMs;
    if (at < now) return at;
    const opened = dayStart(daysAgo) + OfficeStartMinutes * MinuteMs;
    return soFar(random, opened < now ? opened : dayStart(daysAgo));
  };
  /** Office hours of the last working day (Monday to Friday) at or before `daysAgo` days back. */
  const workdayTime = (random: DemoRandom, daysAgo: number) => {
    const weekday = new Date(dayStart(daysAgo)).getUTCDay();
    return officeTime(random, daysAgo + (weekday === 0 ? 2 : weekday === 6 ? 1 : 0));
  };
  /**
   * How many days ago something due in `dueInDays` days was set up: `lead` days before it falls
   * due, or, when that would be today or later, on one of the last `recent` days. (Clamping to
   * yesterday instead dated every far-off task and invoice on the same day.)
   */
  const setUpDaysAgo = (random: DemoRandom, dueInDays: number, lead: [number, number], recent = 21) => {
    const daysAgo = random.int(lead[0], lead[1]) - dueInDays;
    return daysAgo >= 1 ? daysAgo : random.int(1, recent);
  };
  /** `days` whole days (and a few office hours) after `from`, or, were that after now, between `from` and now. */
  const later = (random: DemoRandom, from: number, days: number) => {
    const at = from + days * DayMs + random.int(10, 240) * MinuteMs;
    return at < now ? at : soFar(random, Math.min(from, now - MinuteMs));
  };
  /** Who did it and when: the metadata of a command that happened at `at`. */
  const by = (actorId: string | null, at: number): CommandMetadata => ({
    actorId,
    correlationId: newId(),
    at: new Date(Math.min(at, now)),
  });
  return { now, dayStart, officeTime, workdayTime, setUpDaysAgo, later, by };
}

export type DemoTime = ReturnType<typeof demoTime>;

/**
 * When "today" began in the firm's time zone (what the dashboards count as today): the calls of
 * today fall between it and now, whatever the hour.
 */
export function firmDayStart(now: number, zone = firmTimeZone()): number {
  const today = dayIn(zone, new Date(now));
  const midnightUtc = Date.parse(`${today}T00:00:00Z`);
  // The zone's midnight is within a few hours of UTC's: the earliest instant still on its today.
  for (let hours = -14; hours <= 14; hours++) {
    const candidate = midnightUtc + hours * 3_600_000;
    if (candidate <= now && dayIn(zone, new Date(candidate)) === today) return candidate;
  }
  return midnightUtc;
}
