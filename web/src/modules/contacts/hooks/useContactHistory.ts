import { useQuery } from '@tanstack/react-query';
import { getContactHistory } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export function useContactHistory(id: string) {
  return useQuery({
    queryKey: queryKeys.history('contact', id),
    queryFn: ({ signal }) => getContactHistory(id, signal),
  });
}
