import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContact } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: (contact) => {
      queryClient.setQueryData(queryKeys.record('contact', contact._id), contact);
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists('contact') });
    },
  });
}
