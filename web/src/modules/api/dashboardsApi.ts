import type {
  CallerBoard,
  CallerBoardKind,
  CallerTargets,
  Communication,
  DashboardPeriod,
  MyDay,
  Pipeline,
} from '@dealbook/contracts';
import { getJson, sendJson } from './httpClient.js';

/**
 * GET /api/dashboard/my-day: the signed-in caller's own day (externals: their assigned projects
 * only), with what others changed on their records since `since` (staff).
 */
export function getMyDay(since: string | undefined, signal?: AbortSignal): Promise<MyDay> {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  return getJson<MyDay>(`/api/dashboard/my-day${query}`, { signal });
}

/** GET /api/dashboard/{team|external-callers}?period=…: one row per caller, compared with the period before. */
export function getCallerBoard(kind: CallerBoardKind, period: DashboardPeriod, signal?: AbortSignal) {
  return getJson<CallerBoard>(`/api/dashboard/${kind}?period=${period}`, { signal });
}

/** GET /api/dashboard/pipeline: opportunities and deals by status, stages, win rate, funnels. */
export function getPipeline(signal?: AbortSignal): Promise<Pipeline> {
  return getJson<Pipeline>('/api/dashboard/pipeline', { signal });
}

export interface DashboardCalls {
  rows: Communication[];
  total: number;
}

/** GET /api/dashboard/calls?{query}: the calls one dashboard figure counts (see `callsQueryString`). */
export function getDashboardCalls(query: string, signal?: AbortSignal): Promise<DashboardCalls> {
  return getJson<DashboardCalls>(`/api/dashboard/calls?${query}`, { signal });
}

/** PUT /api/user/{userId}/targets: a manager sets a member's calls per day and NDAs per month. */
export function setCallerTargets(userId: string, targets: CallerTargets): Promise<CallerTargets> {
  return sendJson<CallerTargets>(`/api/user/${encodeURIComponent(userId)}/targets`, { method: 'PUT', body: targets });
}
