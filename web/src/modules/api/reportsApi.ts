import type { ReportName, ReportTable } from '@dealbook/contracts';
import { getJson } from './httpClient.js';

/** GET /api/reports/{name}?…: the report's table as the page shows it (its first rows, totals of all). */
export function getReport(name: ReportName, query: string, signal?: AbortSignal): Promise<ReportTable> {
  return getJson<ReportTable>(`/api/reports/${name}?${query}`, { signal });
}
