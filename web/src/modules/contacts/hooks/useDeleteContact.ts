import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteContact } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export function useDeleteContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => deleteContact(id, version),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.record('contact', id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists('contact') });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.record('contact', id) }),
  });
}
