import {
  changes,
  creates,
  deletes,
  edits,
  moves,
  eventTypesOf,
  schemaVersionsOf,
  redactsText,
  withFreeText,
  type EventCatalogue,
  type RedactedTexts,
} from '../event-store/event-catalogue.js';
import type { AttendeeStatus, EventStatus } from '../enums/numeric-enums.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { FieldChanges } from '../companies/company-events.js';
import type { CrmEventFields } from './crm-event.js';

export type CrmEventScheduled = DomainEvent<'CrmEventScheduled', { eventId: string; fields: CrmEventFields }>;
export type CrmEventUpdated = DomainEvent<
  'CrmEventUpdated',
  { eventId: string; changes: FieldChanges<Omit<CrmEventFields, 'status'>> }
>;
export type CrmEventStatusChanged = DomainEvent<
  'CrmEventStatusChanged',
  { eventId: string; from: EventStatus; to: EventStatus }
>;
export type AttendeeInvited = DomainEvent<
  'AttendeeInvited',
  { eventId: string; attendee: string; status: AttendeeStatus; hasResponded: boolean }
>;
export type AttendeeStatusChanged = DomainEvent<
  'AttendeeStatusChanged',
  { eventId: string; attendee: string; from: AttendeeStatus; to: AttendeeStatus }
>;
export type AttendeeResponded = DomainEvent<
  'AttendeeResponded',
  { eventId: string; attendee: string; hasResponded: boolean }
>;
export type AttendeeRemoved = DomainEvent<'AttendeeRemoved', { eventId: string; attendee: string }>;
export type CrmEventDeleted = DomainEvent<'CrmEventDeleted', { eventId: string; description: string }>;

/** Its free text redacted (issue 37): every text field as it now reads, sealed with the record's next key. */
export type CrmEventTextRedacted = DomainEvent<'CrmEventTextRedacted', { eventId: string } & RedactedTexts>;

export type CrmEventEvent =
  | CrmEventScheduled
  | CrmEventUpdated
  | CrmEventStatusChanged
  | AttendeeInvited
  | AttendeeStatusChanged
  | AttendeeResponded
  | AttendeeRemoved
  | CrmEventDeleted
  | CrmEventTextRedacted;
export type CrmEventEventType = CrmEventEvent['type'];

/**
 * The crmEvent event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const CrmEventEvents = {
  CrmEventScheduled: withFreeText(creates(), 'fields.description'),
  CrmEventUpdated: withFreeText(edits(), 'changes.description'),
  CrmEventStatusChanged: moves('status'),
  AttendeeInvited: changes<{ attendee: string }>((data) => ({ attendees: { from: null, to: data.attendee } })),
  AttendeeStatusChanged: changes<{ attendee: string; from: unknown; to: unknown }>((data) => ({
    [`attendees.${data.attendee}.status`]: { from: data.from, to: data.to },
  })),
  AttendeeResponded: changes<{ attendee: string; hasResponded: boolean }>((data) => ({
    [`attendees.${data.attendee}.hasResponded`]: { from: !data.hasResponded, to: data.hasResponded },
  })),
  AttendeeRemoved: changes<{ attendee: string }>((data) => ({ attendees: { from: data.attendee, to: null } })),
  CrmEventDeleted: withFreeText(deletes(), 'description'),
  CrmEventTextRedacted: redactsText(['description']),
} satisfies EventCatalogue<CrmEventEvent>;

/** Current schema version of each crmEvent event type (upcasters lift older ones on read). */
export const CrmEventEventSchemaVersions = schemaVersionsOf<CrmEventEvent>(CrmEventEvents);
export const CrmEventEventTypes = eventTypesOf(CrmEventEvents);
