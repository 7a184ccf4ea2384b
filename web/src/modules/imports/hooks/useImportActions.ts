import type { Import, SetImportMappingBody } from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelImport, checkImport, runImport, setImportMapping, undoImport } from '../../api/importsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useRefreshAfterWrite } from '../../realtime/hooks/useRefreshAfterWrite.js';

/**
 * The import's writes. An answer that is the import goes straight into the cache (the page moves
 * on without waiting); done or refused, the import and the list are refetched as a push would.
 */
export function useImportActions(id: string) {
  const queryClient = useQueryClient();
  const refreshAfterWrite = useRefreshAfterWrite();
  const settle = {
    onSuccess: (answer: Import | void) => {
      if (answer) queryClient.setQueryData(queryKeys.record('import', id), answer);
    },
    onSettled: () => refreshAfterWrite('import', id),
  };
  return {
    saveMapping: useMutation({ mutationFn: (body: SetImportMappingBody) => setImportMapping(id, body), ...settle }),
    check: useMutation({ mutationFn: () => checkImport(id), ...settle }),
    run: useMutation({ mutationFn: () => runImport(id), ...settle }),
    cancel: useMutation({ mutationFn: () => cancelImport(id), ...settle }),
    undo: useMutation({ mutationFn: () => undoImport(id), ...settle }),
  };
}

export type ImportActions = ReturnType<typeof useImportActions>;
