import {
  redactableFieldsOf,
  changedValues,
  AttendeeStatus,
  CrmEventEvents,
  CrmEventFieldNames,
  streamId,
  type CrmEventCommand,
  type CrmEventEvent,
  type CrmEventFields,
  type CrmEventUpdated,
  type EventAttendee,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';
import { redactedTexts } from '../../kernel/event-sourcing/text-redaction.js';

export interface CrmEventState {
  exists: boolean;
  deleted: boolean;
  fields: CrmEventFields | null;
  attendees: EventAttendee[];
}

type FieldChanges = CrmEventUpdated['data']['changes'];

/** Confirming or declining is a reply: the attendee has responded, whatever the form says. */
const replies: ReadonlySet<number> = new Set([AttendeeStatus.ConfirmedAttending, AttendeeStatus.Declined]);

/** CRM events keep the spec's URL word: streams `event-<id>`, history at /api/history/event/{id}. */
export const crmEventStreamId = (eventId: string) => streamId('event', eventId);

export const crmEventDecider: Decider<CrmEventState, CrmEventCommand, CrmEventEvent> = {
  events: CrmEventEvents,
  streamIdOf: (command) => crmEventStreamId(command.eventId),

  initialState: { exists: false, deleted: false, fields: null, attendees: [] },

  evolve(state, event) {
    switch (event.type) {
      case 'CrmEventScheduled':
        return { exists: true, deleted: false, fields: event.data.fields, attendees: [] };
      case 'CrmEventUpdated':
      case 'CrmEventStatusChanged':
        return state.fields
          ? { ...state, fields: { ...state.fields, ...changedValues(CrmEventEvents, event) } }
          : state;
      case 'AttendeeInvited': {
        const { attendee, status, hasResponded } = event.data;
        return { ...state, attendees: [...state.attendees, { attendee, status, hasResponded }] };
      }
      case 'AttendeeStatusChanged':
        return withAttendee(state, event.data.attendee, { status: event.data.to });
      case 'AttendeeResponded':
        return withAttendee(state, event.data.attendee, { hasResponded: event.data.hasResponded });
      case 'AttendeeRemoved':
        return { ...state, attendees: state.attendees.filter((a) => a.attendee !== event.data.attendee) };
      case 'CrmEventDeleted':
        return { ...state, deleted: true };
      case 'CrmEventTextRedacted':
        return { ...state, fields: state.fields && { ...state.fields, ...changedValues(CrmEventEvents, event) } };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ScheduleCrmEvent': {
        if (state.exists) throw new DomainError('conflict', `Event ${command.eventId} already exists`);
        checkFields(command.fields);
        const { eventId } = command;
        const invited = new Set<string>();
        const events: CrmEventEvent[] = [{ type: 'CrmEventScheduled', data: { eventId, fields: command.fields } }];
        for (const attendee of command.attendees) {
          if (invited.has(attendee.attendee)) throw alreadyInvited(attendee.attendee);
          invited.add(attendee.attendee);
          events.push(invitation(eventId, attendee));
        }
        return events;
      }
      case 'UpdateCrmEvent': {
        const fields = liveFields(state, command.eventId);
        checkFields({ ...fields, ...command.changes });
        const events = fieldEvents(command.eventId, fields, command.changes);
        if (command.attendees) events.push(...attendeeListEvents(command.eventId, state.attendees, command.attendees));
        return events;
      }
      case 'InviteAttendee': {
        liveFields(state, command.eventId);
        if (state.attendees.some((a) => a.attendee === command.attendee.attendee)) {
          throw alreadyInvited(command.attendee.attendee);
        }
        return [invitation(command.eventId, command.attendee)];
      }
      case 'ChangeAttendee': {
        liveFields(state, command.eventId);
        const current = state.attendees.find((a) => a.attendee === command.attendee);
        if (!current) throw notInvited(command.eventId, command.attendee);
        return attendeeChangeEvents(command.eventId, current, {
          status: command.status ?? current.status,
          hasResponded: command.hasResponded ?? current.hasResponded,
        });
      }
      case 'RemoveAttendee': {
        liveFields(state, command.eventId);
        if (!state.attendees.some((a) => a.attendee === command.attendee)) {
          throw notInvited(command.eventId, command.attendee);
        }
        return [{ type: 'AttendeeRemoved', data: { eventId: command.eventId, attendee: command.attendee } }];
      }
      case 'DeleteCrmEvent': {
        const fields = liveFields(state, command.eventId);
        return [{ type: 'CrmEventDeleted', data: { eventId: command.eventId, description: fields.description } }];
      }
      case 'RedactText': {
        const texts = redactedTexts(
          state,
          'Event',
          command.eventId,
          redactableFieldsOf(CrmEventEvents.CrmEventTextRedacted),
          command.texts,
        );
        return [{ type: 'CrmEventTextRedacted', data: { eventId: command.eventId, texts } }];
      }
      default:
        return unreachable(command);
    }
  },
};

function withAttendee(state: CrmEventState, attendee: string, change: Partial<EventAttendee>): CrmEventState {
  return { ...state, attendees: state.attendees.map((a) => (a.attendee === attendee ? { ...a, ...change } : a)) };
}

function liveFields(state: CrmEventState, eventId: string): CrmEventFields {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Event', eventId);
  return state.fields;
}

const alreadyInvited = (contactId: string) =>
  new DomainError('conflict', `Contact ${contactId} is already an attendee of this event`);
const notInvited = (eventId: string, contactId: string) =>
  new DomainError('not_found', `Contact ${contactId} is not an attendee of event ${eventId}`);

/** The rules a schema cannot see alone: costs in whole pence, never negative; a description. */
function checkFields(fields: CrmEventFields): void {
  const details: Record<string, string> = {};
  if (fields.description.trim() === '') details['description'] = 'description is required';
  for (const name of ['budgetedCost', 'actualCost'] as const) {
    const value = fields[name];
    if (!Number.isFinite(value) || value < 0) details[name] = `${name} cannot be negative`;
    else if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) details[name] = `${name} must be in whole pence`;
  }
  if (Object.keys(details).length > 0) throw new DomainError('validation', Object.values(details).join('; '), details);
}

function invitation(eventId: string, attendee: EventAttendee): CrmEventEvent {
  const hasResponded = attendee.hasResponded || replies.has(attendee.status);
  return {
    type: 'AttendeeInvited',
    data: { eventId, attendee: attendee.attendee, status: attendee.status, hasResponded },
  };
}

/** A status change records its own event; a reply (or a withdrawn reply) another. */
function attendeeChangeEvents(eventId: string, current: EventAttendee, next: Omit<EventAttendee, 'attendee'>) {
  const events: CrmEventEvent[] = [];
  const { attendee } = current;
  if (next.status !== current.status) {
    events.push({ type: 'AttendeeStatusChanged', data: { eventId, attendee, from: current.status, to: next.status } });
  }
  const statusIsReply = next.status !== current.status && replies.has(next.status);
  const hasResponded = statusIsReply || next.hasResponded;
  if (hasResponded !== current.hasResponded) {
    events.push({ type: 'AttendeeResponded', data: { eventId, attendee, hasResponded } });
  }
  return events;
}

/** The whole attendee list a PUT sends, as invitations, changes and removals. */
function attendeeListEvents(eventId: string, current: EventAttendee[], wanted: EventAttendee[]): CrmEventEvent[] {
  const events: CrmEventEvent[] = [];
  const wantedIds = new Set(wanted.map((a) => a.attendee));
  for (const gone of current.filter((a) => !wantedIds.has(a.attendee))) {
    events.push({ type: 'AttendeeRemoved', data: { eventId, attendee: gone.attendee } });
  }
  for (const attendee of wanted) {
    const existing = current.find((a) => a.attendee === attendee.attendee);
    events.push(...(existing ? attendeeChangeEvents(eventId, existing, attendee) : [invitation(eventId, attendee)]));
  }
  return events;
}

function fieldEvents(eventId: string, current: CrmEventFields, proposed: Partial<CrmEventFields>): CrmEventEvent[] {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const name of CrmEventFieldNames) {
    const to = proposed[name];
    if (name === 'status' || to === undefined || to === current[name]) continue;
    if (name === 'eventDate' && Date.parse(String(to)) === Date.parse(current.eventDate)) continue;
    changes[name] = { from: current[name], to };
  }
  const events: CrmEventEvent[] = [];
  if (Object.keys(changes).length > 0) {
    events.push({ type: 'CrmEventUpdated', data: { eventId, changes: changes as FieldChanges } });
  }
  if (proposed.status !== undefined && proposed.status !== current.status) {
    events.push({ type: 'CrmEventStatusChanged', data: { eventId, from: current.status, to: proposed.status } });
  }
  return events;
}
