import type { CommunicationLookups, RecordRef } from '@dealbook/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { rejectUnknownLinks } from '../../kernel/event-sourcing/child-links.js';

/**
 * External callers log calls on the purchasers of their projects, nothing else: a communication
 * of theirs names at least one such purchase, and links no other record than those purchases'
 * projects and purchaser companies (which come with them anyway). Unknown ids are refused first,
 * as for staff, so an id outside their projects reads as one that does not exist.
 */
export function requireCallerLinks(links: readonly RecordRef[], lookups: CommunicationLookups): void {
  rejectUnknownLinks(links, lookups.unknownLinks);
  const purchases = links.filter((ref) => ref.type === 'purchase');
  if (purchases.length === 0) {
    throw new DomainError(
      'validation',
      'External callers log communications on the purchasers of their projects: name one in purchases',
      { purchases: 'name a purchase of your projects' },
    );
  }
  const parents = Object.values(lookups.purchaseParents);
  const beyond = links.filter(
    (ref) =>
      ref.type !== 'purchase' &&
      !parents.some(
        (p) => (ref.type === 'project' && p.project === ref.id) || (ref.type === 'company' && p.company === ref.id),
      ),
  );
  if (beyond.length > 0) {
    throw new DomainError(
      'forbidden',
      'External callers may link a communication only to purchases of their projects (with their project and purchaser company)',
    );
  }
}
