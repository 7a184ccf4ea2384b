import type { HistoryEntry } from '@dealbook/contracts';
import { getJson } from './httpClient.js';

/** Every domain event of one record; the route is generic over record types. */
export function getRecordHistory(type: string, id: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return getJson<HistoryEntry[]>(`/api/history/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, { signal });
}
