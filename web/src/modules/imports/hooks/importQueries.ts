import type { ImportRowAction } from '@dealbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getImport, getImportPreview, listImports } from '../../api/importsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/**
 * The import reads, one definition each. The preview sits under the import's record key: every
 * event of the import (a batch checked, the check done) makes it stale with the import.
 */
export const importQueries = {
  list: (limit: number, offset: number) =>
    queryOptions({
      queryKey: queryKeys.list('import', { limit, offset }),
      queryFn: ({ signal }) => listImports(limit, offset, signal),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: queryKeys.record('import', id),
      queryFn: ({ signal }) => getImport(id, signal),
    }),
  preview: (id: string, action: ImportRowAction) =>
    queryOptions({
      queryKey: [...queryKeys.record('import', id), 'preview', action] as const,
      queryFn: ({ signal }) => getImportPreview(id, action, signal),
    }),
  /** Set by the upload; a page opened later (from the list) has none and shows the headers alone. */
  sample: (id: string) =>
    queryOptions({
      queryKey: queryKeys.importSample(id),
      queryFn: (): string[][] => [],
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
