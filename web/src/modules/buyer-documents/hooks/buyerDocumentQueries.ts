import { queryOptions } from '@tanstack/react-query';
import { getBuyerEngagement, getBuyerLinks } from '../../api/buyerDocumentsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/**
 * A purchase's links to buyer documents, under the purchase's own record key: every use of a
 * link is pushed as "this purchaser changed" (BuyerLinkRoute), which refreshes it.
 */
export const buyerDocumentQueries = {
  links: (purchaseId: string) =>
    queryOptions({
      queryKey: [...queryKeys.record('purchase', purchaseId), 'buyer-links'],
      queryFn: ({ signal }) => getBuyerLinks(purchaseId, signal),
    }),
  /** A project's buyer engagement, under the purchase lists: any purchaser's change refreshes it. */
  engagement: (projectId: string) =>
    queryOptions({
      queryKey: queryKeys.list('purchase', 'buyer-engagement', projectId),
      queryFn: ({ signal }) => getBuyerEngagement(projectId, signal),
    }),
};
