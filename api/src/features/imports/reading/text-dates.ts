import { instantIn } from '../../report-schedules/schedule-times.js';
import { quoted, type TextReading } from './text-values.js';

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const isoWithOffset = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const isoLocal = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/i;
const time = String.raw`(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?`;
/** The firm is in the UK: 03/04/2026 is the 3rd of April. */
const dayFirst = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})${time}$`, 'i');
const namedMonth = new RegExp(
  String.raw`^(\d{1,2})(?:st|nd|rd|th)?[ -]([a-z]{3,9})\.?,?[ -](\d{4})${time.replace('[ T]+', '(?:,?\\s+)')}$`,
  'i',
);

const notADate = (text: string) => ({
  ok: false as const,
  problem: `${quoted(text)} is not a date (e.g. 31/12/2026 or 2026-12-31)`,
});

const pad = (n: number) => String(n).padStart(2, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function isReal({ year, month, day, hour, minute, second }: WallClock): boolean {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59;
}

/** 12-hour times ("09:30 pm", the date pickers' format) moved onto the 24-hour clock. */
function hourOf(hour: string | undefined, meridiem: string | undefined): number {
  const h = Number(hour ?? 0);
  if (!meridiem) return h;
  if (h < 1 || h > 12) return 99;
  const pm = meridiem.toLowerCase().startsWith('p');
  return (h % 12) + (pm ? 12 : 0);
}

function monthOf(name: string): number {
  const key = name.toLowerCase();
  return monthNames.findIndex((month) => month.startsWith(key) && key.length >= 3) + 1;
}

function wallClockOf(text: string): WallClock | undefined {
  let m = isoLocal.exec(text);
  if (m) {
    const [, y, mo, d, h, mi, s] = m;
    return { year: +y!, month: +mo!, day: +d!, hour: +(h ?? 0), minute: +(mi ?? 0), second: +(s ?? 0) };
  }
  m = dayFirst.exec(text);
  if (m) {
    const [, d, mo, y, h, mi, s, meridiem] = m;
    const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
    return { year, month: +mo!, day: +d!, hour: hourOf(h, meridiem), minute: +(mi ?? 0), second: +(s ?? 0) };
  }
  m = namedMonth.exec(text);
  if (m) {
    const [, d, name, y, h, mi, s, meridiem] = m;
    return {
      year: +y!,
      month: monthOf(name!),
      day: +d!,
      hour: hourOf(h, meridiem),
      minute: +(mi ?? 0),
      second: +(s ?? 0),
    };
  }
  return undefined;
}

/**
 * A date or date-time as the instant the contracts store (ISO, UTC). Accepted: ISO 8601
 * ("2026-03-12", "2026-03-12T09:30:00Z"), DD/MM/YYYY with an optional HH:mm, "12 Mar 2026", and the
 * text the xlsx reader gives a date cell (ISO without an offset). Text without an offset is a wall
 * clock in the firm's zone, as the exports write it: a date alone is that day's midnight there,
 * which is what an export's date cell holds, so an exported file imports to the same days.
 */
export function readInstant(text: string, zone: string): TextReading<string> {
  const trimmed = text.trim();
  if (isoWithOffset.test(trimmed)) {
    const instant = new Date(trimmed.replace(' ', 'T'));
    const local = wallClockOf(trimmed.slice(0, 10));
    if (Number.isNaN(instant.getTime()) || !local || !isReal(local)) return notADate(text);
    return { ok: true, value: instant.toISOString() };
  }
  const wall = wallClockOf(trimmed);
  if (!wall || !isReal(wall)) return notADate(text);
  const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  const instant = instantIn(zone, day, `${pad(wall.hour)}:${pad(wall.minute)}`);
  return { ok: true, value: new Date(instant.getTime() + wall.second * 1000).toISOString() };
}
