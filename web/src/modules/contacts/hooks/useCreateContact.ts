import { createContact } from '../../api/contactsApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

export function useCreateContact() {
  return useRecordMutation({ type: 'contact', mutationFn: createContact, idOf: (_, contact) => contact?._id });
}
