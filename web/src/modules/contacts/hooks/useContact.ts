import { useQuery } from '@tanstack/react-query';
import { getContact } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export function useContact(id: string) {
  return useQuery({
    queryKey: queryKeys.record('contact', id),
    queryFn: ({ signal }) => getContact(id, signal),
  });
}
