import { queryOptions } from '@tanstack/react-query';
import { getBuyerEngagement, getBuyerLinks } from '../../api/buyerDocumentsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/**
 * A purchase's links to buyer documents and a project's engagement, in their own family: every
 * use of a link is pushed as "this purchaser changed" (BuyerLinkRoute), which makes them stale.
 */
export const buyerDocumentQueries = {
  links: (purchaseId: string) =>
    queryOptions({
      queryKey: queryKeys.buyerDocumentsQuery('links', purchaseId),
      queryFn: ({ signal }) => getBuyerLinks(purchaseId, signal),
    }),
  engagement: (projectId: string) =>
    queryOptions({
      queryKey: queryKeys.buyerDocumentsQuery('engagement', projectId),
      queryFn: ({ signal }) => getBuyerEngagement(projectId, signal),
    }),
};
