import { useQuery } from '@tanstack/react-query';
import { historyQueries } from './historyQueries.js';

export function useRecordHistory(type: string, id: string) {
  return useQuery(historyQueries.of(type, id));
}
