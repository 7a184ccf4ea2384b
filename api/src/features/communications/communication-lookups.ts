import type { CommunicationLookups, RecordRef } from '@dealbook/contracts';
import {
  findMissingRecords,
  findPurchaseRefs,
  findUsersWhoCannotCall,
  type PurchaseRef,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { withinReach } from '../purchases/caller-projects.js';
import { rejectionMessage } from '../purchases/purchase-approval.rules.js';

export interface CommunicationLookupInput {
  links: readonly RecordRef[];
  employees: readonly string[];
  contacted: readonly string[];
  /** The projects an external caller works (undefined for staff). */
  reach: readonly string[] | undefined;
}

/**
 * The read-model checks a communication command needs before the (pure) decider runs. A purchase
 * outside an external caller's projects is reported as unknown, exactly like one that does not
 * exist, so its id does not leak.
 */
export async function lookUpCommunication(
  db: Kysely<ReadModelDatabase>,
  { links, employees, contacted, reach }: CommunicationLookupInput,
): Promise<CommunicationLookups> {
  const purchaseIds = links.filter((ref) => ref.type === 'purchase').map((ref) => ref.id);
  // Purchases are looked up once, with their parents; the other links only for existence.
  const [purchases, missing, unknownEmployees, missingContacts] = await Promise.all([
    findPurchaseRefs(db, purchaseIds),
    findMissingRecords(
      db,
      links.filter((ref) => ref.type !== 'purchase'),
    ),
    findUsersWhoCannotCall(db, employees),
    findMissingRecords(
      db,
      contacted.map((id) => ({ type: 'contact', id })),
    ),
  ]);
  const reachable = [...purchases.values()].filter((ref) => withinReach(reach, ref.projectId));
  const outOfReach = purchaseIds
    .filter((id) => !reachable.some((ref) => ref.id === id))
    .map((id): RecordRef => ({ type: 'purchase', id }));
  return {
    unknownLinks: [...missing, ...outOfReach],
    unknownEmployees,
    unknownContacted: missingContacts.map((ref) => ref.id),
    purchaseParents: parentsOf(reachable),
    rejectedPurchases: rejectionsOf(reachable),
  };
}

/** The refusal of each of these purchases the client rejected (a call on it is an approach). */
export function rejectionsOf(purchases: readonly PurchaseRef[]): Record<string, string> {
  return Object.fromEntries(
    purchases
      .filter((purchase) => purchase.review.state === 'rejected')
      .map((purchase) => [purchase.id, rejectionMessage({ ...purchase, ...purchase.review })]),
  );
}

export function parentsOf(purchases: readonly PurchaseRef[]): CommunicationLookups['purchaseParents'] {
  return Object.fromEntries(purchases.map((ref) => [ref.id, { project: ref.projectId, company: ref.companyId }]));
}
