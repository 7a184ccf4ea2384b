/**
 * Bridges the API's ISO instants and Blueprint's DateInput, which works in local wall-clock
 * strings without an offset ("2026-11-22T14:30:00"), shown as spec §9's dd/MM/yyyy hh:mm a.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function toPickerValue(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
}

/** A wall-clock string without offset is local time to `Date`. */
export const fromPickerValue = (value: string) => new Date(value).toISOString();

export function formatPickerDate(date: Date): string {
  const hours = date.getHours() % 12 || 12;
  const meridiem = date.getHours() < 12 ? 'AM' : 'PM';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(hours)}:${pad(date.getMinutes())} ${meridiem}`;
}

/** Reads what formatPickerDate writes (the time may be left out); false when it cannot. */
export function parsePickerDate(text: string): Date | false {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})\s*(AM|PM)?)?$/i.exec(text.trim());
  if (!match) return false;
  const [, day, month, year, hours = '12', minutes = '00', meridiem] = match;
  const hour = meridiem ? (Number(hours) % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0) : Number(hours);
  const date = new Date(Number(year), Number(month) - 1, Number(day), hour, Number(minutes));
  return date.getDate() === Number(day) && date.getMonth() === Number(month) - 1 ? date : false;
}
