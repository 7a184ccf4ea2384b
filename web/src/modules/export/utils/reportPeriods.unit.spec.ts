import { describe, expect, it } from 'vitest';
import { callerReportPeriod, projectCommunicationsReportPeriod } from './reportPeriods.js';

describe('report periods (spec §9)', () => {
  const now = new Date(2026, 2, 1, 10, 30); // 1 March: yesterday is the last day of February

  it('the caller report covers the whole previous day', () => {
    const { from, to } = callerReportPeriod(now);
    expect(from).toEqual(new Date(2026, 1, 28, 0, 0, 0, 0));
    expect(to).toEqual(new Date(2026, 1, 28, 23, 59, 59, 999));
  });

  it('the project communications report runs from the start of yesterday to the end of today', () => {
    const { from, to } = projectCommunicationsReportPeriod(now);
    expect(from).toEqual(new Date(2026, 1, 28, 0, 0, 0, 0));
    expect(to).toEqual(new Date(2026, 2, 1, 23, 59, 59, 999));
  });
});
