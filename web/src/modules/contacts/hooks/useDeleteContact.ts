import { deleteContact } from '../../api/contactsApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

export function useDeleteContact(id: string) {
  return useRecordMutation({
    type: 'contact',
    mutationFn: (version: number) => deleteContact(id, version),
    idOf: () => id,
    deletes: true,
  });
}
