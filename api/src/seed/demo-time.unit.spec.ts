import { DealStatus } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { demoRandom } from './demo-random.js';
import { DayMs, demoTime, firmDayStart } from './demo-time.js';
import { planProject, planPurchase } from './seed-demo-deals.js';

const client = { id: '01936f3a-0000-7000-8000-000000000001', name: 'Acme Ltd' };
const owner = '01936f3a-0000-7000-8000-000000000002';

/** The times a seed run plans from one start: every project's and every purchaser's. */
function plannedTimes(start: number): number[] {
  const random = demoRandom(7);
  const time = demoTime(start);
  return Array.from({ length: 36 }, (_, i) => {
    const project = planProject(i, random, client, owner, time);
    const purchase = planPurchase(random, DealStatus.DealsAtHeadsAndDueDilligence, project.introduced, time);
    return [
      project.introduced,
      ...project.transitions.map((t) => t.at),
      purchase.approached,
      ...purchase.steps.map((s) => s.at),
    ];
  }).flat();
}

describe('the demo calendar', () => {
  const start = Date.parse('2026-11-28T15:42:10Z'); // a Saturday afternoon

  it('plans the same times on two runs from the same start, and none after it', () => {
    const first = plannedTimes(start);
    expect(plannedTimes(start)).toEqual(first);
    expect(first.length).toBeGreaterThan(36 * 4);
    expect(Math.max(...first)).toBeLessThanOrEqual(start);
    // Spread over most of a year, not a minute.
    expect(start - Math.min(...first)).toBeGreaterThan(250 * DayMs);
  });

  it('moves a project on in order, days apart, and signs an NDA at least a day after it was sent', () => {
    const random = demoRandom(11);
    const time = demoTime(start);
    for (let i = 0; i < 36; i++) {
      const project = planProject(i, random, client, owner, time);
      let previous = project.introduced;
      for (const { at } of project.transitions) {
        expect(at - previous).toBeGreaterThanOrEqual(DayMs);
        previous = at;
      }
      const purchase = planPurchase(random, DealStatus.DealsAtHeadsAndDueDilligence, previous, time);
      const sent = purchase.steps.find((step) => step.changes.sentNDA)?.at;
      const signed = purchase.steps.find((step) => step.changes.signedNDA)?.at;
      if (signed !== undefined) expect(signed - sent!).toBeGreaterThanOrEqual(DayMs);
      expect(purchase.approached).toBeGreaterThan(previous);
    }
  });

  it("starts the firm's today at its own midnight, on GMT and on BST", () => {
    expect(new Date(firmDayStart(start, 'Europe/London')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    const summer = Date.parse('2026-07-04T23:30:00Z'); // already Sunday in London
    expect(new Date(firmDayStart(summer, 'Europe/London')).toISOString()).toBe('2026-07-04T23:00:00.000Z');
  });

  it('sets up far-off tasks and invoices on many recent working days, not all yesterday', () => {
    const random = demoRandom(5);
    for (const at of [start, start + DayMs]) {
      const time = demoTime(at); // from a Saturday and from a Sunday
      const created = Array.from({ length: 200 }, () =>
        time.workdayTime(random, time.setUpDaysAgo(random, random.int(30, 45), [7, 14])),
      );
      expect(created.every((when) => ![0, 6].includes(new Date(when).getUTCDay()))).toBe(true);
      expect(Math.max(...created)).toBeLessThan(at);
      expect(new Set(created.map((when) => new Date(when).toISOString().slice(0, 10))).size).toBeGreaterThan(10);
    }
  });

  it("spreads today's work over the hours gone by, before the office opens too, never past now", () => {
    for (const at of [Date.parse('2026-11-30T02:05:00Z'), Date.parse('2026-11-30T10:30:00Z')]) {
      const random = demoRandom(3);
      const time = demoTime(at);
      const today = Array.from({ length: 40 }, () => time.officeTime(random, 0));
      const afterwards = Array.from({ length: 40 }, () => time.later(random, at - 3_600_000, 2));
      for (const when of [...today, ...afterwards]) {
        expect(when).toBeLessThan(at);
        expect(new Date(when).toISOString().slice(0, 10)).toBe('2026-11-30');
      }
      expect(new Set(today).size).toBeGreaterThan(20);
      expect(new Set(afterwards).size).toBeGreaterThan(20);
    }
  });
});
