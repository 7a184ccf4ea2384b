import { queryOptions } from '@tanstack/react-query';
import { getBuyerLinks } from '../../api/buyerDocumentsApi.js';
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
};
