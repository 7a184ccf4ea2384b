import type { ClientReviewState } from '../client-portal/client-review.js';
import type { BooleanDate } from '../common/boolean-date.js';
import type { BuyerAccess } from '../attachments/attachment.js';
import type { NamedRef } from '../projects/project-events.js';
import type { BuyerLinkAction, LinkRecipient } from './buyer-link-events.js';

/**
 * What the handler found in the read models before a sending is decided (the decider does no
 * I/O): the purchase, each document named and the recipient.
 */
export interface SendBuyerDocumentsLookups {
  purchase: {
    id: string;
    projectId: string;
    purchaser: NamedRef;
    review: ClientReviewState;
    signedNDA: BooleanDate;
    sentIM: BooleanDate;
    sentTeaser: BooleanDate;
    /** The project sends buyers only the documents its client approved. */
    documentsNeedApproval: boolean;
  } | null;
  documents: {
    id: string;
    fileName: string;
    buyerAccess: BuyerAccess;
    /** Sniffed at upload: only a PDF can carry its reader's watermark. */
    contentType: string;
    projects: string[];
    review: ClientReviewState;
  }[];
  /** The contact named as recipient, with the companies they work at; null when there is none. */
  recipient: (Omit<LinkRecipient, 'email'> & { email: string; companies: string[] }) | null;
}

export interface SendBuyerDocuments {
  type: 'SendBuyerDocuments';
  grantId: string;
  purchaseId: string;
  attachments: string[];
  recipientId: string;
  message: string;
  expiresAt: string;
  tokenHash: string;
  /** The sender lets files other than PDFs go, downloaded as they are. */
  allowDownload: boolean;
  lookups: SendBuyerDocumentsLookups;
}

export interface RevokeBuyerLink {
  type: 'RevokeBuyerLink';
  grantId: string;
  purchaseId: string;
}

export interface UseBuyerLink {
  type: 'UseBuyerLink';
  grantId: string;
  action: BuyerLinkAction;
  documentId: string | null;
  address: string;
  /** The moment of use (ISO): a link past its expiry is used no more. */
  at: string;
}

export type BuyerLinkCommand = SendBuyerDocuments | RevokeBuyerLink | UseBuyerLink;
