import type { ChangeMessage } from '@dealbook/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../api/queryKeys.js';
import { toastNews } from '../../ui/toaster.js';
import { clientDecisionNotice, rowName } from '../utils/clientDecisionNotice.js';

/** The item's name from the lists and records this tab holds (a decided item is usually on screen). */
function cachedName(queryClient: QueryClient, type: string, id: string): string | undefined {
  const record = rowName(type, queryClient.getQueryData(queryKeys.record(type, id)));
  if (record) return record;
  for (const [, page] of queryClient.getQueriesData<{ rows?: unknown[] }>({ queryKey: queryKeys.lists(type) })) {
    const row = page?.rows?.find((candidate) => (candidate as { _id?: unknown })._id === id);
    const name = rowName(type, row);
    if (name) return name;
  }
  return undefined;
}

/**
 * For the deal team: a toast on every open screen when a client approves or rejects a purchaser
 * or a document. The screens themselves refresh through the push's ordinary invalidation.
 */
export function useClientDecisionToasts(): (message: ChangeMessage) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (message: ChangeMessage) => {
      const notice = clientDecisionNotice(message, (type, id) => cachedName(queryClient, type, id));
      // Keyed by the change itself: a screen in the record's room and its list's room hears it twice.
      const key = `client-decision:${message.type}:${message.id}:${message.version}`;
      if (notice) toastNews(notice.text, notice.decision === 'approved' ? 'success' : 'warning', key);
    },
    [queryClient],
  );
}
