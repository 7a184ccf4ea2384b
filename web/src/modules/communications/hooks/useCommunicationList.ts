import { linkListField, listRoom, type RecordRef } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { communicationQueries } from './communicationQueries.js';

/**
 * The communications linked to a record, newest first; live through list:communication pushes.
 * A contact's are also the calls they were spoken to on, linked to them or not.
 */
export function useCommunicationList(parent: RecordRef, limit = 100) {
  useRooms([listRoom('communication')]);
  const field = parent.type === 'contact' ? 'person' : linkListField[parent.type];
  const query = `${field}=${encodeURIComponent(parent.id)}&limit=${limit}&offset=0&sort=-commsDate`;
  return useQuery(communicationQueries.search(query));
}
