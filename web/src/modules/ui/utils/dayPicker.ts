/**
 * Bridges the API's ISO instants and Blueprint's DateInput for the project's dates, which are
 * days (spec §9: DD/MM/YYYY). The picker works in local "YYYY-MM-DD"; a picked day is stored at
 * local noon so that it reads as the same day in every time zone within twelve hours of the
 * person who picked it.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function toDayValue(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromDayValue(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 12).toISOString();
}

export function formatDay(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Reads what formatDay writes (one-digit days and months too); false when it is not a real day. */
export function parseDay(text: string): Date | false {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return false;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day, 12);
  return date.getDate() === day && date.getMonth() === month - 1 ? date : false;
}
