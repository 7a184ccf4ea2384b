import type { ContactFields } from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateContact } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export interface UpdateContactInput {
  /** The version the form was loaded from: a newer one on the server answers 409. */
  version: number;
  changes: Partial<ContactFields>;
}

export function useUpdateContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, changes }: UpdateContactInput) => updateContact(id, version, changes),
    // The PUT answers text, so the new version comes from a refetch, on success and on 409 alike.
    onSettled: () => refreshContact(queryClient, id),
  });
}

/** After any write to a contact: its record, history and every contact list (employees too). */
export function refreshContact(queryClient: ReturnType<typeof useQueryClient>, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.record('contact', id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.history('contact', id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.lists('contact') }),
  ]);
}
