import { listRoom } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { getCompanyEmployees } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

const contactRooms = [listRoom('contact')];

/**
 * A company's employees. Links live on the contacts' streams, so the query sits under the contact
 * lists: any contact change pushed to `list:contact` refreshes it.
 */
export function useCompanyEmployees(companyId: string, enabled = true) {
  useRooms(contactRooms);
  return useQuery({
    queryKey: queryKeys.list('contact', 'employees', companyId),
    queryFn: ({ signal }) => getCompanyEmployees(companyId, signal),
    enabled,
  });
}
