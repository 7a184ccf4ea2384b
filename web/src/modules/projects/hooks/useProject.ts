import { useQuery } from '@tanstack/react-query';
import { projectQueries } from './projectQueries.js';

export function useProject(id: string) {
  return useQuery(projectQueries.record(id));
}
