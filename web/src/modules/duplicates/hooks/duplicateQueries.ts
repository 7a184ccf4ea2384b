import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPossibleDuplicates, type DuplicateKind } from '../../api/duplicatesApi.js';
import { queryKeys } from '../../api/queryKeys.js';

const recordTypeOf: Record<DuplicateKind, string> = { companies: 'company', contacts: 'contact' };

export const duplicateQueries = {
  /** A list query of the record's type, so a change to any such record asks again. */
  possible: (kind: DuplicateKind, params: Record<string, string>) =>
    queryOptions({
      queryKey: queryKeys.list(recordTypeOf[kind], 'possible-duplicates', params),
      queryFn: ({ signal }) => getPossibleDuplicates(kind, params, signal),
      placeholderData: keepPreviousData,
    }),
};
