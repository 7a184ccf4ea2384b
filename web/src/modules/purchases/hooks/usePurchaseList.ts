import { recordRoom } from '@dealbook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { searchPurchases } from '../../api/purchasesApi.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { projectPurchasersQuery } from '../../ui/labels/purchaseLabels.js';

/**
 * A project's potential purchasers. Purchase and communication changes of the project are pushed
 * to its record room (external callers may join it too), so the list is live for everyone.
 */
export function usePurchaseList(projectId: string | null) {
  useRooms(projectId ? [recordRoom('project', projectId)] : []);
  const query = projectPurchasersQuery(projectId ?? '');
  return useQuery({
    queryKey: queryKeys.list('purchase', 'search', query),
    queryFn: ({ signal }) => searchPurchases(query, signal),
    placeholderData: keepPreviousData,
    enabled: projectId !== null,
  });
}
