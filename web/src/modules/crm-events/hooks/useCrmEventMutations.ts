import type { CreateCrmEventBody, CrmEventFields, EventAttendee } from '@dealbook/contracts';
import {
  changeAttendee,
  createCrmEvent,
  deleteCrmEvent,
  inviteAttendee,
  removeAttendee,
  updateCrmEvent,
} from '../../api/crmEventsApi.js';

import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

export function useCreateCrmEvent() {
  return useRecordMutation({
    type: 'event',
    mutationFn: (body: CreateCrmEventBody) => createCrmEvent(body),
    idOf: (_, event) => event?._id,
  });
}

export function useUpdateCrmEvent(id: string) {
  return useRecordMutation({
    type: 'event',
    mutationFn: ({ version, changes }: { version: number; changes: Partial<CrmEventFields> }) =>
      updateCrmEvent(id, version, changes),
    idOf: () => id,
  });
}

export function useDeleteCrmEvent(id: string) {
  return useRecordMutation({
    type: 'event',
    mutationFn: (version: number) => deleteCrmEvent(id, version),
    idOf: () => id,
    deletes: true,
  });
}

/** Attendee rows change one at a time, so two people working down the list never collide; each refreshes the event (its attendees sit under its key). */
export function useAttendeeMutations(eventId: string) {
  const idOf = () => eventId;
  return {
    invite: useRecordMutation({
      type: 'event',
      mutationFn: (contactId: string) => inviteAttendee(eventId, { attendee: contactId }),
      idOf,
    }),
    change: useRecordMutation({
      type: 'event',
      mutationFn: ({
        contactId,
        change,
      }: {
        contactId: string;
        change: Partial<Pick<EventAttendee, 'status' | 'hasResponded'>>;
      }) => changeAttendee(eventId, contactId, change),
      idOf,
    }),
    remove: useRecordMutation({
      type: 'event',
      mutationFn: (contactId: string) => removeAttendee(eventId, contactId),
      idOf,
    }),
  };
}
