import {
  changes,
  creates,
  eventTypesOf,
  schemaVersionsOf,
  withFreeText,
  withPersonal,
  type EventCatalogue,
} from '../event-store/event-catalogue.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import { ErasedPersonName, type PersonalPart } from '../event-store/personal-data.js';
import { streamId } from '../event-store/stream-id.js';
import type { BuyerAccess } from '../attachments/attachment.js';
import type { NamedRef } from '../projects/project-events.js';

/** A document as it was granted: its name then, and whether it was the teaser or NDA-gated. */
export interface GrantedDocument {
  id: string;
  fileName: string;
  buyerAccess: Exclude<BuyerAccess, 'none'>;
  /**
   * A PDF, served marked with its reader's name; false for another file the sender let them
   * download as it is.
   */
  watermarked: boolean;
}

/** Who a link was sent to: a contact at the purchaser company, with the address it went to. */
export interface LinkRecipient {
  id: string;
  name: string;
  email: string;
}

/**
 * Buyer documents sent to one recipient (issue 38): the link's stream `buyerlink-<grantId>` begins
 * here. Only the token's SHA-256 is kept; the token itself went out in the e-mail alone.
 */
export type BuyerDocumentsSent = DomainEvent<
  'BuyerDocumentsSent',
  {
    grantId: string;
    purchaseId: string;
    projectId: string;
    purchaser: NamedRef;
    recipient: LinkRecipient;
    documents: GrantedDocument[];
    message: string;
    expiresAt: string;
    tokenHash: string;
  }
>;

/** The deal team withdrew the link; it answers "access withdrawn" from then on. */
export type BuyerLinkRevoked = DomainEvent<
  'BuyerLinkRevoked',
  { grantId: string; purchaseId: string; recipientId: string }
>;

/** What a recipient did with their link: opened its page, viewed a document in the browser or downloaded it. */
export const BuyerLinkActions = ['opened', 'viewed', 'downloaded'] as const;
export type BuyerLinkAction = (typeof BuyerLinkActions)[number];

/**
 * A recipient used their link (no account, no actor): the document, when one was read, and the
 * address it came from as the privacy setting keeps it ('' when it keeps none).
 */
export type BuyerLinkUsed = DomainEvent<
  'BuyerLinkUsed',
  {
    grantId: string;
    purchaseId: string;
    recipientId: string;
    action: BuyerLinkAction;
    documentId: string | null;
    address: string;
  }
>;

export type BuyerLinkEvent = BuyerDocumentsSent | BuyerLinkRevoked | BuyerLinkUsed;
export type BuyerLinkEventType = BuyerLinkEvent['type'];

/** A recipient's name, e-mail and address are theirs (issue 37): sealed with the contact's key. */
const recipientPart = <Data>(path: string, subject: (data: Data) => string, erased: string): PersonalPart => ({
  path,
  subject: subject as (data: never) => string,
  erased,
});
const recipientOf = (data: { recipient: LinkRecipient }) => streamId('contact', data.recipient.id);
const usedBy = (data: { recipientId: string }) => streamId('contact', data.recipientId);

/** The buyer link event catalogue (DESIGN §3). */
export const BuyerLinkEvents = {
  BuyerDocumentsSent: withFreeText(
    withPersonal(creates(), [
      recipientPart('recipient.name', recipientOf, ErasedPersonName),
      recipientPart('recipient.email', recipientOf, ''),
    ]),
    'message',
  ),
  BuyerLinkRevoked: changes<BuyerLinkRevoked['data']>(() => ({ revoked: { from: false, to: true } })),
  BuyerLinkUsed: withPersonal(
    changes<BuyerLinkUsed['data']>((data) => ({ [data.action]: { from: null, to: data.documentId } })),
    [recipientPart('address', usedBy, '')],
  ),
} satisfies EventCatalogue<BuyerLinkEvent>;

export const BuyerLinkEventSchemaVersions = schemaVersionsOf<BuyerLinkEvent>(BuyerLinkEvents);
export const BuyerLinkEventTypes = eventTypesOf(BuyerLinkEvents);
