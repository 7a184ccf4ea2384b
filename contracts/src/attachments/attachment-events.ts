import {
  changes,
  creates,
  deletes,
  links,
  moves,
  unlinks,
  eventTypesOf,
  schemaVersionsOf,
  redactsText,
  withFreeText,
  type EventCatalogue,
  type RedactedTexts,
} from '../event-store/event-catalogue.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { RecordRef } from '../links/linkable.js';
import type { ClientReview } from '../client-portal/client-review.js';
import type { BuyerAccess } from './attachment.js';

export type AttachmentUploaded = DomainEvent<
  'AttachmentUploaded',
  {
    attachmentId: string;
    fileName: string;
    description: string;
    contentType: string;
    size: number;
    /** Where the file store holds the bytes; derived from the attachment id, never from input. */
    storageKey: string;
    uploadedBy: string | null;
    /** The records it was uploaded to, newest first as parents list it. */
    links: RecordRef[];
  }
>;
export type AttachmentRenamed = DomainEvent<'AttachmentRenamed', { attachmentId: string; from: string; to: string }>;
export type AttachmentDescriptionChanged = DomainEvent<
  'AttachmentDescriptionChanged',
  { attachmentId: string; from: string; to: string }
>;
export type AttachmentLinked = DomainEvent<'AttachmentLinked', { attachmentId: string; to: RecordRef }>;
export type AttachmentUnlinked = DomainEvent<'AttachmentUnlinked', { attachmentId: string; from: RecordRef }>;
/**
 * The document's standing with the client of `projectId` changed by the deal team (issue 14):
 * shared for reading, submitted for approval, or withdrawn (back to notSubmitted).
 */
export type AttachmentClientReviewChanged = DomainEvent<
  'AttachmentClientReviewChanged',
  { attachmentId: string; projectId: string; from: ClientReview; to: ClientReview }
>;
/** The client approved or rejected the document, with their comment. */
export type AttachmentApprovalDecided = DomainEvent<
  'AttachmentApprovalDecided',
  { attachmentId: string; projectId: string; from: ClientReview; to: ClientReview }
>;
/**
 * A rejected (or any submitted) document replaced by a new version of its file and submitted
 * again: the new file's name, type, size and storage key (`attachmentStorageKey(id, fileVersion)`).
 */
export type AttachmentResubmitted = DomainEvent<
  'AttachmentResubmitted',
  {
    attachmentId: string;
    projectId: string;
    fileVersion: number;
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
    from: ClientReview;
    to: ClientReview;
  }
>;
export type AttachmentDeleted = DomainEvent<
  'AttachmentDeleted',
  { attachmentId: string; fileName: string; storageKey: string }
>;

/** Whether the project's potential buyers may be sent it (issue 38). */
export type AttachmentBuyerAccessChanged = DomainEvent<
  'AttachmentBuyerAccessChanged',
  { attachmentId: string; from: BuyerAccess; to: BuyerAccess }
>;

/** Its free text redacted (issue 37): every text field as it now reads, sealed with the record's next key. */
export type AttachmentTextRedacted = DomainEvent<'AttachmentTextRedacted', { attachmentId: string } & RedactedTexts>;

export type AttachmentEvent =
  | AttachmentUploaded
  | AttachmentRenamed
  | AttachmentDescriptionChanged
  | AttachmentLinked
  | AttachmentUnlinked
  | AttachmentClientReviewChanged
  | AttachmentApprovalDecided
  | AttachmentResubmitted
  | AttachmentDeleted
  | AttachmentBuyerAccessChanged
  | AttachmentTextRedacted;
export type AttachmentEventType = AttachmentEvent['type'];

/**
 * The attachment event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const AttachmentEvents = {
  AttachmentUploaded: withFreeText(creates(), 'description'),
  AttachmentRenamed: moves('fileName'),
  AttachmentDescriptionChanged: withFreeText(moves('description'), 'from', 'to'),
  AttachmentLinked: links(),
  AttachmentUnlinked: unlinks(),
  AttachmentClientReviewChanged: moves('clientReview'),
  AttachmentApprovalDecided: moves('clientReview'),
  AttachmentResubmitted: changes<AttachmentResubmitted['data']>((data) => ({
    clientReview: { from: data.from, to: data.to },
    fileVersion: { from: data.fileVersion - 1, to: data.fileVersion },
  })),
  AttachmentDeleted: deletes(),
  AttachmentBuyerAccessChanged: moves('buyerAccess'),
  AttachmentTextRedacted: redactsText(['description']),
} satisfies EventCatalogue<AttachmentEvent>;

/** Current schema version of each attachment event type (upcasters lift older ones on read). */
export const AttachmentEventSchemaVersions = schemaVersionsOf<AttachmentEvent>(AttachmentEvents);
export const AttachmentEventTypes = eventTypesOf(AttachmentEvents);
