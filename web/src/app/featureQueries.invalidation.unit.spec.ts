import type { ChangeMessage } from '@dealbook/contracts';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buyerDocumentQueries } from '../modules/buyer-documents/hooks/buyerDocumentQueries.js';
import { companyQueries } from '../modules/companies/hooks/companyQueries.js';
import { contactQueries } from '../modules/contacts/hooks/contactQueries.js';
import { duplicateQueries } from '../modules/duplicates/hooks/duplicateQueries.js';
import { projectQueries } from '../modules/projects/hooks/projectQueries.js';
import { historyQueries } from '../modules/records/hooks/historyQueries.js';
import { invalidationKeys } from '../modules/realtime/utils/changeInvalidation.js';

/** The reads that moved from screens into their feature's queries, and the type whose push must refresh them. */
const liveReads: { type: string; id: string; key: QueryKey; alsoBy?: string[] }[] = [
  { type: 'contact', id: 'ct-1', key: contactQueries.employees('co-1').queryKey },
  { type: 'contact', id: 'ct-1', key: contactQueries.top('ada').queryKey },
  { type: 'contact', id: 'ct-1', key: duplicateQueries.possible('contacts', { lastName: 'Lee' }).queryKey },
  { type: 'company', id: 'co-1', key: companyQueries.top('acme', 10).queryKey },
  { type: 'company', id: 'co-1', key: duplicateQueries.possible('companies', { companyName: 'Acme' }).queryKey },
  { type: 'company', id: 'co-1', key: historyQueries.of('company', 'co-1').queryKey },
  { type: 'project', id: 'p-1', key: projectQueries.console('', 20).queryKey },
  // A purchaser added or removed changes its project's purchaser count.
  { type: 'project', id: 'p-1', key: projectQueries.record('p-1').queryKey, alsoBy: ['purchase'] },
  // A buyer's reading is pushed as its purchaser's change (issue 38).
  { type: 'purchase', id: 'pu-1', key: buyerDocumentQueries.links('pu-1').queryKey },
  { type: 'purchase', id: 'pu-1', key: buyerDocumentQueries.engagement('p-1').queryKey },
];

const changeOf = (type: string, id: string): ChangeMessage => ({ type, id, version: 2, op: 'updated', changes: {} });

function staleAfter(message: ChangeMessage): string[] {
  const client = new QueryClient();
  for (const { key } of liveReads) client.setQueryData(key, []);
  for (const queryKey of invalidationKeys(message)) void client.invalidateQueries({ queryKey });
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey));
}

describe('the feature queries under the push invalidation', () => {
  it.each(['contact', 'company', 'project', 'purchase'])(
    'a %s change refreshes its type’s reads and no other’s',
    (type) => {
      const reads = liveReads.filter((read) => read.type === type);
      const stale = staleAfter(changeOf(type, reads[0]!.id));
      const expected = liveReads.filter((read) => read.type === type || read.alsoBy?.includes(type));
      expect(stale.sort()).toEqual(expected.map((read) => JSON.stringify(read.key)).sort());
    },
  );
});
