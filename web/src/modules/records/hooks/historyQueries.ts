import { queryOptions } from '@tanstack/react-query';
import { getRecordHistory } from '../../api/historyApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export const historyQueries = {
  /** Under the history key of the record's type, so mutations and pushes for that record refresh it. */
  of: (type: string, id: string) =>
    queryOptions({
      queryKey: queryKeys.history(type, id),
      queryFn: ({ signal }) => getRecordHistory(type, id, signal),
    }),
};
