import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { searchAttachments } from '../../api/attachmentsApi.js';

/** The attachment reads, one definition each, under the attachment lists that pushes refresh. */
export const attachmentQueries = {
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('attachment', 'search', query),
      queryFn: ({ signal }) => searchAttachments(query, signal),
    }),
};
