import {
  creates,
  deletes,
  edits,
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
import type { CommunicationAction, CommunicationOutcome } from '../enums/numeric-enums.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { RecordRef } from '../links/linkable.js';
import type { CommunicationFields } from './communication.js';

/** Logged with the records it belongs to; `massId` ties the ones a mass communication logged. */
export type CommunicationLogged = DomainEvent<
  'CommunicationLogged',
  { communicationId: string; fields: CommunicationFields; links: RecordRef[]; massId: string | null }
>;
export type CommunicationUpdated = DomainEvent<
  'CommunicationUpdated',
  {
    communicationId: string;
    changes: {
      commsType?: { from: number; to: number };
      commsDate?: { from: string; to: string };
      content?: { from: string; to: string };
      contacted?: { from: string[]; to: string[] };
      employees?: { from: string[]; to: string[] };
    };
  }
>;
/** The call's outcome and follow-up action corrected after it was logged. */
export type CommunicationOutcomeChanged = DomainEvent<
  'CommunicationOutcomeChanged',
  {
    communicationId: string;
    from: { outcome: CommunicationOutcome | null; action: CommunicationAction | null };
    to: { outcome: CommunicationOutcome | null; action: CommunicationAction | null };
  }
>;
export type CommunicationLinked = DomainEvent<'CommunicationLinked', { communicationId: string; to: RecordRef }>;
export type CommunicationUnlinked = DomainEvent<'CommunicationUnlinked', { communicationId: string; from: RecordRef }>;
export type CommunicationDeleted = DomainEvent<'CommunicationDeleted', { communicationId: string; links: RecordRef[] }>;

/** Its free text redacted (issue 37): every text field as it now reads, sealed with the record's next key. */
export type CommunicationTextRedacted = DomainEvent<
  'CommunicationTextRedacted',
  { communicationId: string } & RedactedTexts
>;

export type CommunicationEvent =
  | CommunicationLogged
  | CommunicationUpdated
  | CommunicationOutcomeChanged
  | CommunicationLinked
  | CommunicationUnlinked
  | CommunicationDeleted
  | CommunicationTextRedacted;
export type CommunicationEventType = CommunicationEvent['type'];

/**
 * The communication event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const CommunicationEvents = {
  CommunicationLogged: withFreeText(creates(), 'fields.content'),
  CommunicationUpdated: withFreeText(edits(), 'changes.content'),
  CommunicationOutcomeChanged: moves('outcome'),
  CommunicationLinked: links(),
  CommunicationUnlinked: unlinks(),
  CommunicationDeleted: deletes(),
  CommunicationTextRedacted: redactsText(['content']),
} satisfies EventCatalogue<CommunicationEvent>;

/** Current schema version of each communication event type (upcasters lift older ones on read). */
export const CommunicationEventSchemaVersions = schemaVersionsOf<CommunicationEvent>(CommunicationEvents);
export const CommunicationEventTypes = eventTypesOf(CommunicationEvents);
