import type { ReportName, ReportSchedule, ScheduleReportBody } from '@dealbook/contracts';
import { getJson, sendForText, sendJson } from './httpClient.js';

/** GET /api/report-schedules?report=…: a report's schedules, each with its latest runs. */
export function getReportSchedules(report: ReportName, signal?: AbortSignal): Promise<ReportSchedule[]> {
  return getJson<ReportSchedule[]>(`/api/report-schedules?report=${report}`, { signal });
}

export function scheduleReport(body: ScheduleReportBody): Promise<ReportSchedule> {
  return sendJson<ReportSchedule>('/api/report-schedule', { method: 'POST', body });
}

/** PUT /api/report-schedule/{id} at the version the person saw (a newer one is a conflict). */
export function changeReportSchedule(id: string, body: ScheduleReportBody, version: number): Promise<string> {
  return sendForText(`/api/report-schedule/${encodeURIComponent(id)}`, { method: 'PUT', body, ifMatch: version });
}

export function deleteReportSchedule(id: string): Promise<string> {
  return sendForText(`/api/report-schedule/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
