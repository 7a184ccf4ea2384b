import type { CreatePurchaseBody, Purchase, UpdatePurchaseBody } from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListResult } from '../../api/httpClient.js';
import { queryKeys } from '../../api/queryKeys.js';
import { createPurchase, deletePurchase, updatePurchase } from '../../api/purchasesApi.js';
import { useRefreshAfterWrite } from '../../realtime/hooks/useRefreshAfterWrite.js';
import { patchCachedRow } from '../../records/utils/cachedPage.js';
import { withChanges } from '../utils/purchaseCache.js';

export interface PurchaseChange {
  purchase: Purchase;
  changes: UpdatePurchaseBody;
}

/**
 * Create, edit and delete purchases. An edit shows in every cached list at once and is sent with
 * the version shown (If-Match); whatever the answer, what it makes stale refetches before the promise settles.
 */
export function usePurchaseMutations() {
  const queryClient = useQueryClient();
  const refreshAfterWrite = useRefreshAfterWrite();
  // What a purchaser's write makes stale, as its push would: the lists and its project's count.
  const refresh = () => refreshAfterWrite('purchase');
  return {
    create: useMutation({ mutationFn: (body: CreatePurchaseBody) => createPurchase(body), onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ purchase, changes }: PurchaseChange) => updatePurchase(purchase._id, purchase.version, changes),
      onMutate: ({ purchase, changes }) => {
        queryClient.setQueriesData<ListResult<Purchase>>({ queryKey: queryKeys.lists('purchase') }, (page) =>
          patchCachedRow(page, purchase._id, (row) => withChanges(row, changes)),
        );
      },
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (purchase: Purchase) => deletePurchase(purchase._id, purchase.version),
      onSettled: refresh,
    }),
  };
}
