import { listRoom } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { eventQueries } from './eventQueries.js';

/** One page of events for a §5 query, kept current by `list:event` pushes. */
export function useCrmEventSearch(query: string, enabled = true) {
  useRooms([listRoom('event')]);
  return useQuery({ ...eventQueries.search(query), enabled });
}

export function useCrmEvent(id: string) {
  return useQuery(eventQueries.record(id));
}

export function useCrmEventAttendees(id: string) {
  return useQuery(eventQueries.attendees(id));
}
