import type { ReportName } from '@dealbook/contracts';
import { reportPageOf, type ReportFilter } from './reportPages.js';

/** The query keys each filter sets; the page's URL holds them, so a report can be shared as a link. */
const filterKeys: Record<ReportFilter, readonly string[]> = {
  period: ['from', 'to'],
  type: ['type'],
  owner: ['owner'],
  service: ['serviceOfInterest'],
  caller: ['caller'],
  project: ['project'],
  asOf: ['asOf'],
};

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * A report's period when the URL names none: spec §9's for the project communications report
 * (yesterday and today), else the last 30 days.
 */
export function defaultPeriod(name: ReportName, now = new Date()): { from: string; to: string } {
  const back = name === 'project-communications' ? 1 : 29;
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
  return { from: localDay(from), to: localDay(now) };
}

/**
 * The query the report is run with: the URL's values for the report's own filters (others are
 * dropped, so switching report never sends a field the server refuses), the period defaulted.
 * Null while a required choice (a caller, a project) is not made yet.
 */
export function reportQuery(name: ReportName, params: URLSearchParams, now = new Date()): string | null {
  const page = reportPageOf(name);
  if (!page) return null;
  const query = new URLSearchParams();
  for (const filter of page.filters) {
    for (const key of filterKeys[filter]) {
      const value = params.get(key);
      if (value) query.set(key, value);
    }
  }
  if (page.filters.includes('period')) {
    const period = defaultPeriod(name, now);
    if (!query.has('from')) query.set('from', period.from);
    if (!query.has('to')) query.set('to', period.to);
  }
  if (page.filters.includes('caller') && !query.has('caller')) return null;
  if (page.filters.includes('project') && !query.has('project')) return null;
  return query.toString();
}
