import { describe, expect, it } from 'vitest';
import { readInstant } from './text-dates.js';

const london = 'Europe/London';
const instant = (text: string) => readInstant(text, london);

describe('readInstant', () => {
  it('reads a day in the firm zone as its midnight there (GMT and BST)', () => {
    expect(instant('12/03/2026')).toEqual({ ok: true, value: '2026-03-12T00:00:00.000Z' });
    expect(instant('12/06/2026')).toEqual({ ok: true, value: '2026-06-11T23:00:00.000Z' });
    expect(instant('2026-06-12')).toEqual({ ok: true, value: '2026-06-11T23:00:00.000Z' });
  });

  it('reads day first, with a time of day (24-hour or am/pm), and two-digit years', () => {
    expect(instant('03/04/2026 09:30')).toEqual({ ok: true, value: '2026-04-03T08:30:00.000Z' });
    expect(instant('3/4/26 9:30 pm')).toEqual({ ok: true, value: '2026-04-03T20:30:00.000Z' });
    expect(instant('03.04.2026')).toEqual({ ok: true, value: '2026-04-02T23:00:00.000Z' });
  });

  it('reads a month by name', () => {
    expect(instant('12 Mar 2026')).toEqual({ ok: true, value: '2026-03-12T00:00:00.000Z' });
    expect(instant('12-Mar-2026')).toEqual({ ok: true, value: '2026-03-12T00:00:00.000Z' });
    expect(instant('1st September 2026 14:00')).toEqual({ ok: true, value: '2026-09-01T13:00:00.000Z' });
  });

  it("reads ISO 8601: with an offset as that instant, without one as the firm's wall clock (an xlsx date cell)", () => {
    expect(instant('2026-03-12T09:30:00Z')).toEqual({ ok: true, value: '2026-03-12T09:30:00.000Z' });
    expect(instant('2026-07-12T09:30+02:00')).toEqual({ ok: true, value: '2026-07-12T07:30:00.000Z' });
    expect(instant('2026-07-12T09:30:15')).toEqual({ ok: true, value: '2026-07-12T08:30:15.000Z' });
  });

  it('refuses days that do not exist and text that is not a date', () => {
    for (const text of ['31/02/2026', '2026-13-01', '12/03/2026 25:00', 'next Tuesday', '12 Foo 2026', '46094']) {
      expect(instant(text)).toEqual({
        ok: false,
        problem: `"${text}" is not a date (e.g. 31/12/2026 or 2026-12-31)`,
      });
    }
  });
});
