import type { HistoryEntry, TimelineKind, TimelinePage } from '@dealbook/contracts';
import { getJson } from './httpClient.js';

/** Every domain event of one record; the route is generic over record types. */
export function getRecordHistory(type: string, id: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return getJson<HistoryEntry[]>(`/api/history/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, { signal });
}

/** One page of a record's activity timeline, newest first; `before` is the `next` of the page above. */
export function getRecordTimeline(
  type: string,
  id: string,
  page: { kind?: TimelineKind; before?: string },
  signal?: AbortSignal,
): Promise<TimelinePage> {
  const query = new URLSearchParams();
  if (page.kind) query.set('kind', page.kind);
  if (page.before) query.set('before', page.before);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return getJson<TimelinePage>(`/api/timeline/${encodeURIComponent(type)}/${encodeURIComponent(id)}${search}`, {
    signal,
  });
}
