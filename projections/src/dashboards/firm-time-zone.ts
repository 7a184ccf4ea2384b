/**
 * The firm's one time zone (`FIRM_TIME_ZONE`, default Europe/London): every dashboard counts its
 * days there, so two viewers in different places see the same buckets (unlike per-viewer zones).
 * The dashboard read model stores each call's day in it: changing it needs
 * `npm run projections:rebuild dashboards`.
 */
export const DefaultFirmTimeZone = 'Europe/London';

/** Zones already found valid: a few hundred at most (the IANA list), asked on every call logged. */
const knownZones = new Set<string>();

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    // Building a formatter is what checks the zone, and it costs about 50 µs.
    new Intl.DateTimeFormat('en', { timeZone: zone });
    knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

export function firmTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const zone = env.FIRM_TIME_ZONE?.trim() || DefaultFirmTimeZone;
  if (!isTimeZone(zone)) throw new Error(`FIRM_TIME_ZONE: ${zone} is not an IANA time zone`);
  return zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('YYYY-MM-DD') an instant falls on in `zone`. */
export function dayIn(zone: string, instant: Date | string): string {
  let format = formatters.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** 'YYYY-MM-DD' plus `days` (negative goes back). Calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface DayRange {
  from: string;
  to: string;
}

/** Monday to Sunday around `day`. */
export function weekOf(day: string): DayRange {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(day, -weekday);
  return { from, to: addDays(from, 6) };
}

/** The calendar month around `day`. */
export function monthOf(day: string): DayRange {
  const from = `${day.slice(0, 8)}01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/** A period and the one before it: yesterday, last week, last month. */
export function periodRanges(
  period: 'today' | 'week' | 'month',
  today: string,
): { range: DayRange; previous: DayRange } {
  switch (period) {
    case 'today':
      return { range: { from: today, to: today }, previous: { from: addDays(today, -1), to: addDays(today, -1) } };
    case 'week': {
      const range = weekOf(today);
      return { range, previous: weekOf(addDays(range.from, -1)) };
    }
    case 'month': {
      const range = monthOf(today);
      return { range, previous: monthOf(addDays(range.from, -1)) };
    }
  }
}

/** Whole days from `since` to `now`. */
export const daysBetween = (since: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
