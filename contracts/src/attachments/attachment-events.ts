import type { DomainEvent } from '../event-store/domain-event.js';
import type { RecordRef } from '../links/linkable.js';

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
export type AttachmentDeleted = DomainEvent<
  'AttachmentDeleted',
  { attachmentId: string; fileName: string; storageKey: string }
>;

export type AttachmentEvent =
  | AttachmentUploaded
  | AttachmentRenamed
  | AttachmentDescriptionChanged
  | AttachmentLinked
  | AttachmentUnlinked
  | AttachmentDeleted;
export type AttachmentEventType = AttachmentEvent['type'];

export const AttachmentEventSchemaVersions: Record<AttachmentEventType, number> = {
  AttachmentUploaded: 1,
  AttachmentRenamed: 1,
  AttachmentDescriptionChanged: 1,
  AttachmentLinked: 1,
  AttachmentUnlinked: 1,
  AttachmentDeleted: 1,
};
export const AttachmentEventTypes = Object.keys(AttachmentEventSchemaVersions) as AttachmentEventType[];
