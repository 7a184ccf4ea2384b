import { recordRoom } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { projectPurchasersQuery } from '../../ui/labels/purchaseLabels.js';
import { purchaseQueries } from './purchaseQueries.js';

/**
 * A project's potential purchasers. Purchase and communication changes of the project are pushed
 * to its record room (external callers may join it too), so the list is live for everyone.
 */
export function usePurchaseList(projectId: string | null) {
  useRooms(projectId ? [recordRoom('project', projectId)] : []);
  const query = projectPurchasersQuery(projectId ?? '');
  return useQuery({ ...purchaseQueries.search(query), enabled: projectId !== null });
}
