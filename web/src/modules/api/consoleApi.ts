import type { ProjectListItem } from '@dealbook/contracts';
import { getList, type ListResult } from './httpClient.js';

/**
 * GET /api/projects/console: the projects a caller may work in the console (staff: all;
 * external callers: only those they are assigned to), matching `q` on name or reference.
 */
export function listConsoleProjects(
  q: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ListResult<ProjectListItem>> {
  const query = new URLSearchParams({ q, limit: String(limit), offset: '0' });
  return getList<ProjectListItem>(`/api/projects/console?${query.toString()}`, { signal });
}
