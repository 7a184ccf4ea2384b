import { useQuery } from '@tanstack/react-query';
import { projectQueries } from './projectQueries.js';

/** The project as it stood at one version; nothing is asked while `version` is null (now). */
export function useProjectAt(id: string, version: number | null) {
  return useQuery({ ...projectQueries.at(id, version ?? 0), enabled: version !== null });
}
