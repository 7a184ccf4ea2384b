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

export type CrmEventEvent =
  | CrmEventScheduled
  | CrmEventUpdated
  | CrmEventStatusChanged
  | AttendeeInvited
  | AttendeeStatusChanged
  | AttendeeResponded
  | AttendeeRemoved
  | CrmEventDeleted;
export type CrmEventEventType = CrmEventEvent['type'];

export const CrmEventEventSchemaVersions: Record<CrmEventEventType, number> = {
  CrmEventScheduled: 1,
  CrmEventUpdated: 1,
  CrmEventStatusChanged: 1,
  AttendeeInvited: 1,
  AttendeeStatusChanged: 1,
  AttendeeResponded: 1,
  AttendeeRemoved: 1,
  CrmEventDeleted: 1,
};
export const CrmEventEventTypes = Object.keys(CrmEventEventSchemaVersions) as CrmEventEventType[];
