import { describe, expect, it } from 'vitest';
import {
  AttendeeStatus,
  EventStatus,
  EventType,
  type CrmEventCommand,
  type CrmEventEvent,
  type CrmEventFields,
} from '@dealbook/contracts';
import { crmEventDecider } from './crm-event.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const eventId = '0193a000-0000-7000-8000-0000000000e1';
const amy = '0193a000-0000-7000-8000-0000000000a1';
const ben = '0193a000-0000-7000-8000-0000000000b1';

const fields: CrmEventFields = {
  eventType: EventType.Breakfast,
  status: EventStatus.Active,
  description: 'Leeds founders breakfast',
  budgetedCost: 450,
  actualCost: 0,
  eventDate: '2026-12-03T08:00:00.000Z',
  line1: 'The Corn Exchange',
  line2: '',
  city: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 7BR',
  country: 'United Kingdom',
  currentStatusId: 0,
};
const scheduled: CrmEventEvent = { type: 'CrmEventScheduled', data: { eventId, fields } };
const amyInvited: CrmEventEvent = {
  type: 'AttendeeInvited',
  data: { eventId, attendee: amy, status: AttendeeStatus.Invited, hasResponded: false },
};

const spec = deciderSpec(crmEventDecider);
const given = (events: CrmEventEvent[], command: CrmEventCommand) => spec(...events).when(command);

describe('CrmEvent decider: scheduling', () => {
  it('schedules an event and invites its first attendees one event each', () => {
    const run = given([], {
      type: 'ScheduleCrmEvent',
      eventId,
      fields,
      attendees: [{ attendee: amy, status: AttendeeStatus.Invited, hasResponded: false }],
    });
    run.then([scheduled, amyInvited]);
  });

  it('refuses negative costs and costs finer than a penny, naming the field', () => {
    const negative = given([], {
      type: 'ScheduleCrmEvent',
      eventId,
      fields: { ...fields, actualCost: -1 },
      attendees: [],
    }).thenRefuses();
    expect(negative.code).toBe('validation');
    expect(negative.details).toEqual({ actualCost: 'actualCost cannot be negative' });
    const fraction = given([scheduled], {
      type: 'UpdateCrmEvent',
      eventId,
      changes: { budgetedCost: 10.005 },
    }).thenRefuses();
    expect(fraction.details).toEqual({ budgetedCost: 'budgetedCost must be in whole pence' });
  });

  it('records field edits and a status change as separate events, and nothing when nothing changes', () => {
    expect(
      given([scheduled], {
        type: 'UpdateCrmEvent',
        eventId,
        changes: { actualCost: 512.5, status: EventStatus.Completed, city: 'Leeds' },
      }).events(),
    ).toEqual([
      { type: 'CrmEventUpdated', data: { eventId, changes: { actualCost: { from: 0, to: 512.5 } } } },
      { type: 'CrmEventStatusChanged', data: { eventId, from: EventStatus.Active, to: EventStatus.Completed } },
    ]);
    expect(
      given([scheduled], { type: 'UpdateCrmEvent', eventId, changes: { eventDate: '2026-12-03T08:00:00Z' } }).events(),
    ).toEqual([]);
  });
});

describe('CrmEvent decider: attendees', () => {
  it('changes an attendee status with from and to', () => {
    expect(
      given([scheduled, amyInvited], {
        type: 'ChangeAttendee',
        eventId,
        attendee: amy,
        status: AttendeeStatus.MapAndDirectionsSent,
      }).events(),
    ).toEqual([
      {
        type: 'AttendeeStatusChanged',
        data: { eventId, attendee: amy, from: AttendeeStatus.Invited, to: AttendeeStatus.MapAndDirectionsSent },
      },
    ]);
  });

  it('treats confirming or declining as a reply', () => {
    expect(
      given([scheduled, amyInvited], {
        type: 'ChangeAttendee',
        eventId,
        attendee: amy,
        status: AttendeeStatus.Declined,
      }).events(),
    ).toEqual([
      {
        type: 'AttendeeStatusChanged',
        data: { eventId, attendee: amy, from: AttendeeStatus.Invited, to: AttendeeStatus.Declined },
      },
      { type: 'AttendeeResponded', data: { eventId, attendee: amy, hasResponded: true } },
    ]);
  });

  it('records the responded tick alone, and nothing for the same status', () => {
    expect(
      given([scheduled, amyInvited], { type: 'ChangeAttendee', eventId, attendee: amy, hasResponded: true }).events(),
    ).toEqual([{ type: 'AttendeeResponded', data: { eventId, attendee: amy, hasResponded: true } }]);
    expect(
      given([scheduled, amyInvited], {
        type: 'ChangeAttendee',
        eventId,
        attendee: amy,
        status: AttendeeStatus.Invited,
      }).events(),
    ).toEqual([]);
  });

  it('refuses a second invitation of one contact and changes to a contact not invited', () => {
    const invite = {
      type: 'InviteAttendee' as const,
      eventId,
      attendee: { attendee: amy, status: AttendeeStatus.Invited, hasResponded: false },
    };
    given([scheduled, amyInvited], invite).thenRefuses({ code: 'conflict' });
    expect(
      given([scheduled], {
        type: 'ChangeAttendee',
        eventId,
        attendee: ben,
        status: AttendeeStatus.Attended,
      }).thenRefuses().code,
    ).toBe('not_found');
    const removed: CrmEventEvent = { type: 'AttendeeRemoved', data: { eventId, attendee: amy } };
    expect(
      given([scheduled, amyInvited, removed], { type: 'RemoveAttendee', eventId, attendee: amy }).thenRefuses().code,
    ).toBe('not_found');
    expect(given([scheduled, amyInvited, removed], invite).events()).toHaveLength(1);
  });

  it('turns a whole attendee list into removals, changes and invitations', () => {
    expect(
      given([scheduled, amyInvited], {
        type: 'UpdateCrmEvent',
        eventId,
        changes: {},
        attendees: [{ attendee: ben, status: AttendeeStatus.SeminarBooked, hasResponded: false }],
      }).events(),
    ).toEqual([
      { type: 'AttendeeRemoved', data: { eventId, attendee: amy } },
      {
        type: 'AttendeeInvited',
        data: { eventId, attendee: ben, status: AttendeeStatus.SeminarBooked, hasResponded: false },
      },
    ]);
  });

  it('changes nothing on a deleted event', () => {
    const deleted: CrmEventEvent = { type: 'CrmEventDeleted', data: { eventId, description: fields.description } };
    expect(given([scheduled, deleted], { type: 'RemoveAttendee', eventId, attendee: amy }).thenRefuses().code).toBe(
      'not_found',
    );
    given([scheduled, deleted], { type: 'DeleteCrmEvent', eventId }).thenRefuses({ code: 'not_found' });
    given([scheduled], { type: 'DeleteCrmEvent', eventId }).then([deleted]);
  });
});
