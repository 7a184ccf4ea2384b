import type { RedactText } from '../event-store/personal-data.js';
import type { AttendeeStatus } from '../enums/numeric-enums.js';
import type { CrmEventFields, EventAttendee } from './crm-event.js';

export interface ScheduleCrmEvent {
  type: 'ScheduleCrmEvent';
  eventId: string;
  fields: CrmEventFields;
  attendees: EventAttendee[];
}

/** Field edits; `attendees`, when given, is the whole new attendee list. */
export interface UpdateCrmEvent {
  type: 'UpdateCrmEvent';
  eventId: string;
  changes: Partial<CrmEventFields>;
  attendees?: EventAttendee[];
}

export interface InviteAttendee {
  type: 'InviteAttendee';
  eventId: string;
  attendee: EventAttendee;
}

export interface ChangeAttendee {
  type: 'ChangeAttendee';
  eventId: string;
  attendee: string;
  status?: AttendeeStatus;
  hasResponded?: boolean;
}

export interface RemoveAttendee {
  type: 'RemoveAttendee';
  eventId: string;
  attendee: string;
}

export interface DeleteCrmEvent {
  type: 'DeleteCrmEvent';
  eventId: string;
}

export type CrmEventCommand =
  | ScheduleCrmEvent
  | UpdateCrmEvent
  | InviteAttendee
  | ChangeAttendee
  | RemoveAttendee
  | DeleteCrmEvent
  | RedactText<'eventId'>;
