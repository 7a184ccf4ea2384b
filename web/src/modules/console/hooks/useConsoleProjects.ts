import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listConsoleProjects } from '../../api/consoleApi.js';
import { getProject } from '../../api/projectsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';

const pickerSize = 20;

/** The projects the caller may work, matching what they type (debounced like the record pickers). */
export function useConsoleProjects(text: string) {
  const settled = useDebouncedValue(text.trim(), 250);
  return useQuery({
    queryKey: queryKeys.list('project', 'console', settled, pickerSize),
    queryFn: ({ signal }) => listConsoleProjects(settled, pickerSize, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The project in the URL, for its name before the list has loaded or when it is not on its page;
 * external callers get only the projects assigned to them.
 */
export function useConsoleProject(projectId: string | null) {
  return useQuery({
    queryKey: queryKeys.record('project', projectId ?? ''),
    queryFn: ({ signal }) => getProject(projectId ?? '', signal),
    enabled: projectId !== null,
  });
}
