import { useQuery } from '@tanstack/react-query';
import { projectQueries } from '../../projects/hooks/projectQueries.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';

const pickerSize = 20;

/** The projects the caller may work, matching what they type (debounced like the record pickers). */
export function useConsoleProjects(text: string) {
  const settled = useDebouncedValue(text.trim(), 250);
  return useQuery(projectQueries.console(settled, pickerSize));
}

/**
 * The project in the URL, for its name before the list has loaded or when it is not on its page;
 * external callers get only the projects assigned to them.
 */
export function useConsoleProject(projectId: string | null) {
  return useQuery({ ...projectQueries.record(projectId ?? ''), enabled: projectId !== null });
}
