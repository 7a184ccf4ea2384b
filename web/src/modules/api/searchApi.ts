import type { GlobalSearchResult } from '@dealbook/contracts';
import { sendJson } from './httpClient.js';

/** GET /api/search: the four columns of the search screen (spec §2.5). */
export function globalSearch(term: string, signal?: AbortSignal): Promise<GlobalSearchResult> {
  return sendJson<GlobalSearchResult>(`/api/search?${new URLSearchParams({ q: term }).toString()}`, { signal });
}
