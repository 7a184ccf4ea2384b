import type { CreateCrmEventBody, CrmEventFields, EventAttendee } from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeAttendee,
  createCrmEvent,
  deleteCrmEvent,
  inviteAttendee,
  removeAttendee,
  updateCrmEvent,
} from '../../api/crmEventsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

function useRefresh(id?: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.lists('event') }),
      ...(id
        ? [
            queryClient.invalidateQueries({ queryKey: queryKeys.record('event', id) }),
            queryClient.invalidateQueries({ queryKey: queryKeys.history('event', id) }),
          ]
        : []),
    ]);
}

export function useCreateCrmEvent() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateCrmEventBody) => createCrmEvent(body), onSettled: refresh });
}

export function useUpdateCrmEvent(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: ({ version, changes }: { version: number; changes: Partial<CrmEventFields> }) =>
      updateCrmEvent(id, version, changes),
    onSettled: refresh,
  });
}

export function useDeleteCrmEvent(id: string) {
  const refresh = useRefresh(id);
  return useMutation({ mutationFn: (version: number) => deleteCrmEvent(id, version), onSettled: refresh });
}

/** Attendee rows change one at a time, so two people working down the list never collide. */
export function useAttendeeMutations(eventId: string) {
  const refresh = useRefresh(eventId);
  return {
    invite: useMutation({
      mutationFn: (contactId: string) => inviteAttendee(eventId, { attendee: contactId }),
      onSettled: refresh,
    }),
    change: useMutation({
      mutationFn: ({
        contactId,
        change,
      }: {
        contactId: string;
        change: Partial<Pick<EventAttendee, 'status' | 'hasResponded'>>;
      }) => changeAttendee(eventId, contactId, change),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (contactId: string) => removeAttendee(eventId, contactId), onSettled: refresh }),
  };
}
