import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseTypes, parseTimestamptz } from './timestamptz-parser.js';

const pgParse = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;
const two = (n: number) => String(n).padStart(2, '0');

/** Timestamps as PostgreSQL writes them in the ISO DateStyle, in any zone. */
const written = fc
  .record({
    year: fc.integer({ min: 1000, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }),
    sign: fc.constantFrom('+', '-'),
    zone: fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 15 })),
      fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 59 })),
      fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 })),
    ),
  })
  .map(
    (t) =>
      `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}:${two(t.second)}` +
      `${t.fraction === undefined ? '' : `.${t.fraction}`}${t.sign}${t.zone.map(two).join(':')}`,
  );

describe('parseTimestamptz', () => {
  it('reads every timestamptz PostgreSQL writes to the same instant as pg does, to the millisecond', () => {
    fc.assert(
      fc.property(written, (text) => {
        expect(parseTimestamptz(text).getTime()).toBe(pgParse(text).getTime());
      }),
      { numRuns: 20_000 },
    );
  });

  it('keeps the milliseconds and drops the rest of the fraction', () => {
    expect(parseTimestamptz('2026-11-28 06:15:21.741999+00').toISOString()).toBe('2026-11-28T06:15:21.741Z');
    expect(parseTimestamptz('2026-11-28 06:15:21.7+00').toISOString()).toBe('2026-11-28T06:15:21.700Z');
    expect(parseTimestamptz('2026-11-28 06:15:21+05:30').toISOString()).toBe('2026-11-28T00:45:21.000Z');
  });

  it('leaves what it does not know to pg: early years, BC, infinity, another layout', () => {
    for (const text of [
      '0099-01-01 00:00:00+00',
      '2000-01-01 00:00:00+00 BC',
      'infinity',
      '-infinity',
      '2026-11-28T06:15:21Z',
      '2026-11-28 06:15:21.1234567+00',
    ]) {
      expect(String(parseTimestamptz(text))).toBe(String(pgParse(text)));
    }
  });

  it('is what the product pools use for timestamptz, and only for it', () => {
    expect(databaseTypes.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text')).toBe(parseTimestamptz);
    expect(databaseTypes.getTypeParser(pg.types.builtins.TIMESTAMP, 'text')).toBe(
      pg.types.getTypeParser(pg.types.builtins.TIMESTAMP, 'text'),
    );
  });
});
