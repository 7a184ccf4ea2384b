import { useQuery } from '@tanstack/react-query';
import { getRecordHistory } from '../../api/historyApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** Under the history key of the record's type, so mutations and pushes for that record refresh it. */
export function useRecordHistory(type: string, id: string) {
  return useQuery({
    queryKey: queryKeys.history(type, id),
    queryFn: ({ signal }) => getRecordHistory(type, id, signal),
  });
}
