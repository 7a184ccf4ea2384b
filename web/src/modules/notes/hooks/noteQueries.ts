import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { searchNotes } from '../../api/notesApi.js';

/** The note reads, one definition each, under the note lists that pushes refresh. */
export const noteQueries = {
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('note', 'search', query),
      queryFn: ({ signal }) => searchNotes(query, signal),
    }),
};
