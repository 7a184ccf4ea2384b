import { listRoom } from '@dealbook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCrmEvent, getCrmEventAttendees, searchCrmEvents } from '../../api/crmEventsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

/** One page of events for a §5 query, kept current by `list:event` pushes. */
export function useCrmEventSearch(query: string, enabled = true) {
  useRooms([listRoom('event')]);
  return useQuery({
    queryKey: queryKeys.list('event', 'search', query),
    queryFn: ({ signal }) => searchCrmEvents(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCrmEvent(id: string) {
  return useQuery({ queryKey: queryKeys.record('event', id), queryFn: ({ signal }) => getCrmEvent(id, signal) });
}

/** Under the record's key, so a push about the event refreshes the attendee grid too. */
export function useCrmEventAttendees(id: string) {
  return useQuery({
    queryKey: [...queryKeys.record('event', id), 'attendees'],
    queryFn: ({ signal }) => getCrmEventAttendees(id, signal),
  });
}
