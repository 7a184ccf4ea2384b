import {
  BuyerLinkEvents,
  streamId,
  type BuyerLinkCommand,
  type BuyerLinkEvent,
  type GrantedDocument,
  type SendBuyerDocuments,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';

export interface BuyerLinkState {
  exists: boolean;
  purchaseId: string;
  recipientId: string;
  documents: string[];
  expiresAt: string;
  revoked: boolean;
}

/** Each link's events live on `buyerlink-<grantId>`: a buyer's reading never contends with the deal team's edits. */
export const buyerLinkStreamId = (grantId: string) => streamId('buyerlink', grantId);

/**
 * A link to buyer documents, sent to one recipient at a purchaser (issue 38). Rules of a sending,
 * each refused with its reason (409 when the deal's state forbids it, 400 when the request names
 * what is not there):
 * - the client rejected the purchaser: nothing goes to them;
 * - a document must be one of the purchase's project's, marked for buyers, a PDF (each copy is
 *   watermarked for its reader) unless the sender allows other files as they are; one the client is
 *   still to approve, or rejected, waits, and where the project asks for it only one the client
 *   approved goes; an NDA-gated one needs the purchaser's NDA signed;
 * - the recipient works at the purchaser company and has an e-mail address.
 * A revoked or expired link is used no more; a revocation of a revoked link changes nothing.
 */
export const buyerLinkDecider: Decider<BuyerLinkState, BuyerLinkCommand, BuyerLinkEvent> = {
  events: BuyerLinkEvents,
  streamIdOf: (command) => buyerLinkStreamId(command.grantId),
  initialState: { exists: false, purchaseId: '', recipientId: '', documents: [], expiresAt: '', revoked: false },

  evolve(state, event) {
    switch (event.type) {
      case 'BuyerDocumentsSent':
        return {
          exists: true,
          purchaseId: event.data.purchaseId,
          recipientId: event.data.recipient.id,
          documents: event.data.documents.map((document) => document.id),
          expiresAt: event.data.expiresAt,
          revoked: false,
        };
      case 'BuyerLinkRevoked':
        return { ...state, revoked: true };
      case 'BuyerLinkUsed':
        return state;
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SendBuyerDocuments': {
        if (state.exists) throw new DomainError('conflict', `Link ${command.grantId} already exists`);
        return [send(command)];
      }
      case 'RevokeBuyerLink': {
        if (!state.exists || state.purchaseId !== command.purchaseId) throw notFound('Link', command.grantId);
        if (state.revoked) return [];
        const { grantId, purchaseId } = command;
        return [{ type: 'BuyerLinkRevoked', data: { grantId, purchaseId, recipientId: state.recipientId } }];
      }
      case 'UseBuyerLink': {
        if (!state.exists) throw notFound('Link', command.grantId);
        if (state.revoked) throw new DomainError('conflict', 'This link was withdrawn');
        if (command.at >= state.expiresAt) throw new DomainError('conflict', 'This link has expired');
        if (command.documentId !== null && !state.documents.includes(command.documentId)) {
          throw notFound('Document', command.documentId);
        }
        const { grantId, action, documentId, address } = command;
        return [
          {
            type: 'BuyerLinkUsed',
            data: {
              grantId,
              purchaseId: state.purchaseId,
              recipientId: state.recipientId,
              action,
              documentId,
              address,
            },
          },
        ];
      }
      default:
        return unreachable(command);
    }
  },
};

/** The sending to one recipient, or the first rule it breaks. */
function send(command: SendBuyerDocuments): BuyerLinkEvent {
  const { purchase, documents, recipient } = command.lookups;
  if (!purchase) throw notFound('Purchase', command.purchaseId);
  const purchaser = purchase.purchaser.name;
  if (purchase.review === 'rejected') {
    throw new DomainError('conflict', `The client rejected ${purchaser}: nothing can be sent to them`);
  }
  const granted = command.attachments.map((id): GrantedDocument => {
    const document = documents.find((candidate) => candidate.id === id);
    if (!document || !document.projects.includes(purchase.projectId)) {
      throw new DomainError('validation', `attachments: ${id} is not a document of this project`, {
        attachments: `${id} is not a document of this project`,
      });
    }
    const name = `“${document.fileName}”`;
    if (document.buyerAccess === 'none') {
      throw new DomainError('conflict', `${name} is not marked for buyers: mark it as the teaser or NDA-gated first`);
    }
    const pdf = document.contentType === 'application/pdf';
    if (!pdf && !command.allowDownload) {
      throw new DomainError(
        'conflict',
        `${name} is not a PDF: only PDFs go marked with their reader's name; allow downloads to send it as it is`,
      );
    }
    if (purchase.documentsNeedApproval && document.review !== 'approved' && document.review !== 'rejected') {
      throw new DomainError(
        'conflict',
        `The client has not approved ${name}: this project sends buyers only the documents its client approved`,
      );
    }
    if (document.review === 'awaiting') {
      throw new DomainError('conflict', `The client has not approved ${name} yet`);
    }
    if (document.review === 'rejected') throw new DomainError('conflict', `The client rejected ${name}`);
    if (document.buyerAccess === 'nda' && !purchase.signedNDA.checked) {
      throw new DomainError('conflict', `${purchaser} has not signed the NDA — ${name} cannot be sent`);
    }
    return { id: document.id, fileName: document.fileName, buyerAccess: document.buyerAccess, watermarked: pdf };
  });
  if (!recipient) {
    throw new DomainError('validation', `recipients: no contact ${command.recipientId}`, {
      recipients: `no contact ${command.recipientId}`,
    });
  }
  if (!recipient.companies.includes(purchase.purchaser.id)) {
    throw new DomainError('conflict', `${recipient.name} does not work at ${purchaser}`);
  }
  if (recipient.email.trim() === '') throw new DomainError('conflict', `${recipient.name} has no e-mail address`);
  const { grantId, purchaseId, message, expiresAt, tokenHash } = command;
  return {
    type: 'BuyerDocumentsSent',
    data: {
      grantId,
      purchaseId,
      projectId: purchase.projectId,
      purchaser: purchase.purchaser,
      recipient: { id: recipient.id, name: recipient.name, email: recipient.email },
      documents: granted,
      message,
      expiresAt,
      tokenHash,
    },
  };
}
