/**
 * The dashboards' days are the firm's calendar days ('YYYY-MM-DD' in FIRM_TIME_ZONE), as the API
 * names them; they are walked here as plain dates (UTC arithmetic), never through the viewer's
 * own time zone, so every viewer draws the same bars.
 */
const toUtc = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
};
const dayMs = 86_400_000;
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included, oldest first (empty when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = toUtc(from); ms <= toUtc(to); ms += dayMs) days.push(fromUtc(ms));
  return days;
}

/** The working days (Monday to Friday) of a range: what a calls-per-day target is counted over. */
export function weekdaysBetween(from: string, to: string): number {
  return daysBetween(from, to).filter((day) => {
    const weekday = new Date(toUtc(day)).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  }).length;
}

/** How many days the month of `day` has. */
export function daysInMonth(day: string): number {
  const date = new Date(toUtc(day));
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}
