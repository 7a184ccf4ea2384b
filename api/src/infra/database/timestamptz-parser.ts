import pg from 'pg';

const parseAnyTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/** The digit at `at`, or -1 where there is none. */
function digit(text: string, at: number): number {
  const code = text.charCodeAt(at) - 48;
  return code >= 0 && code <= 9 ? code : -1;
}

/** The two-digit number at `at`, or -1. */
function twoDigits(text: string, at: number): number {
  const tens = digit(text, at);
  const ones = digit(text, at + 1);
  return tens < 0 || ones < 0 ? -1 : tens * 10 + ones;
}

/**
 * A timestamptz as PostgreSQL writes it in the ISO DateStyle (`2026-11-28 06:15:21.741123+00`,
 * an offset of `+05:30` or `-03:30:15` elsewhere), read by position: pg's own parser runs three
 * regular expressions over every value, which reading a rebuild's log (200,000 events, one
 * `recorded_at` each) measured at about a third of the read's Node CPU. Anything else (a year
 * before 1000, BC, infinity, another DateStyle) goes to pg's parser. Both keep milliseconds and
 * drop the rest of the fraction, as a JavaScript Date must.
 */
export function parseTimestamptz(text: string): Date {
  const fast = fastTimestamptz(text);
  return fast === undefined ? parseAnyTimestamptz(text) : new Date(fast);
}

function fastTimestamptz(text: string): number | undefined {
  if (text.length < 22 || text[4] !== '-' || text[7] !== '-' || text[10] !== ' ') return undefined;
  if (text[13] !== ':' || text[16] !== ':') return undefined;
  const century = twoDigits(text, 0);
  const year = century * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  if (century < 10 || year < 1000 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return undefined;
  let at = 19;
  let milliseconds = 0;
  if (text[at] === '.') {
    const first = ++at;
    for (; digit(text, at) >= 0; at++) if (at - first < 3) milliseconds += digit(text, at) * 10 ** (2 - (at - first));
    if (at === first || at - first > 6) return undefined;
  }
  const sign = text[at] === '+' ? 1 : text[at] === '-' ? -1 : 0;
  if (sign === 0) return undefined;
  // ±HH, then :MM and :SS where the zone has them.
  let offsetSeconds = 0;
  let unit = 3600;
  for (at++; ; at += 3) {
    const part = twoDigits(text, at);
    if (part < 0 || unit < 1) return undefined;
    offsetSeconds += part * unit;
    unit /= 60;
    if (at + 2 === text.length) break;
    if (text[at + 2] !== ':') return undefined;
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - sign * offsetSeconds * 1000;
}

/** The type parsers of the product's pools: pg's, but timestamptz read by `parseTimestamptz`. */
export const databaseTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMPTZ && format !== 'binary'
      ? parseTimestamptz
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};
