import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { countProjectsOf, getProject, getProjectAt, searchProjects } from '../../api/projectsApi.js';
import { getProjectOverdueApprovals } from '../../api/clientApprovalsApi.js';
import { listConsoleProjects } from '../../api/consoleApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** The project reads, one definition each for hooks, prefetches and imperative fetches. */
export const projectQueries = {
  record: (id: string) =>
    queryOptions({ queryKey: queryKeys.record('project', id), queryFn: ({ signal }) => getProject(id, signal) }),
  /** The console's project picker: the projects the caller may work (external callers: those assigned). */
  console: (text: string, size: number) =>
    queryOptions({
      queryKey: queryKeys.list('project', 'console', text, size),
      queryFn: ({ signal }) => listConsoleProjects(text, size, signal),
      placeholderData: keepPreviousData,
    }),
  /** The project as it stood at one version: a past version never changes. */
  at: (id: string, version: number) =>
    queryOptions({
      queryKey: queryKeys.replay('project', id, version),
      queryFn: ({ signal }) => getProjectAt(id, version, signal),
      staleTime: Infinity,
    }),
  /** How many projects a person works on (the dashboard's "My projects"), under the project lists. */
  countOf: (userId: string) =>
    queryOptions({
      queryKey: queryKeys.list('project', 'countOf', userId),
      queryFn: ({ signal }) => countProjectsOf(userId, signal),
    }),
  /** A page of a project list; the previous page stays on screen while the next loads. */
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('project', 'search', query),
      queryFn: ({ signal }) => searchProjects(query, signal),
      placeholderData: keepPreviousData,
    }),
  /**
   * The project's items waiting on its client past the due days: purchase and attachment pushes
   * refresh them; the hourly poll ages "days waiting".
   */
  overdueApprovals: (id: string) =>
    queryOptions({
      queryKey: queryKeys.overdueApprovalsOf('project', id),
      queryFn: ({ signal }) => getProjectOverdueApprovals(id, signal),
      refetchInterval: 60 * 60_000,
    }),
  /** Every project a board shows (see projectBoardQuery): under the project lists, so every push about a project refetches it. */
  board: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('project', 'board', query),
      queryFn: ({ signal }) => searchProjects(query, signal),
      placeholderData: keepPreviousData,
    }),
};
