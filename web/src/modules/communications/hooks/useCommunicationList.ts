import { linkListField, listRoom, type RecordRef } from '@dealbook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchCommunications } from '../../api/communicationsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

/** The communications linked to a record, newest first; live through list:communication pushes. */
export function useCommunicationList(parent: RecordRef, limit = 100) {
  useRooms([listRoom('communication')]);
  const query = `${linkListField[parent.type]}=${encodeURIComponent(parent.id)}&limit=${limit}&offset=0&sort=-commsDate`;
  return useQuery({
    queryKey: queryKeys.list('communication', 'search', query),
    queryFn: ({ signal }) => searchCommunications(query, signal),
    placeholderData: keepPreviousData,
  });
}
