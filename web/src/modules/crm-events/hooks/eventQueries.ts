import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCrmEvent, getCrmEventAttendees, searchCrmEvents } from '../../api/crmEventsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** The event reads, one definition each for hooks, prefetches and imperative fetches. */
export const eventQueries = {
  record: (id: string) =>
    queryOptions({ queryKey: queryKeys.record('event', id), queryFn: ({ signal }) => getCrmEvent(id, signal) }),
  /** Under the record's key, so a push about the event refreshes the attendee grid too. */
  attendees: (id: string) =>
    queryOptions({
      queryKey: [...queryKeys.record('event', id), 'attendees'],
      queryFn: ({ signal }) => getCrmEventAttendees(id, signal),
    }),
  /** One page of events for a §5 query; the previous page stays on screen while the next loads. */
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('event', 'search', query),
      queryFn: ({ signal }) => searchCrmEvents(query, signal),
      placeholderData: keepPreviousData,
    }),
};
