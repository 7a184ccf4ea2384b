import { describe, expect, it } from 'vitest';
import { defaultPeriod, reportQuery } from './reportQuery.js';

const now = new Date(2026, 10, 24, 15, 0);

describe('a report’s query', () => {
  it('keeps the report’s own filters and drops the others, defaulting the period', () => {
    const params = new URLSearchParams('type=deals&owner=u1&serviceOfInterest=3&asOf=2026-10-01T00:00:00Z');
    expect(reportQuery('projects-by-date', params, now)).toBe(
      'type=deals&owner=u1&asOf=2026-10-01T00%3A00%3A00Z&from=2026-10-26&to=2026-11-24',
    );
    expect(reportQuery('pipeline', params, now)).toBe('type=deals&owner=u1&asOf=2026-10-01T00%3A00%3A00Z');
  });

  it('waits for the caller or project a report needs', () => {
    expect(reportQuery('caller-activity', new URLSearchParams(), now)).toBeNull();
    expect(reportQuery('caller-activity', new URLSearchParams('caller=u2'), now)).toBe(
      'caller=u2&from=2026-10-26&to=2026-11-24',
    );
  });

  it('runs the project communications report from yesterday to today (spec §9)', () => {
    expect(defaultPeriod('project-communications', now)).toEqual({ from: '2026-11-23', to: '2026-11-24' });
  });
});
