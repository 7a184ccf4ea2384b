import type { ContactFields } from '@dealbook/contracts';
import { updateContact } from '../../api/contactsApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

export interface UpdateContactInput {
  /** The version the form was loaded from: a newer one on the server answers 409. */
  version: number;
  changes: Partial<ContactFields>;
}

/** The PUT answers text, so the new version comes from the refresh, on success and on 409 alike. */
export function useUpdateContact(id: string) {
  return useRecordMutation({
    type: 'contact',
    mutationFn: ({ version, changes }: UpdateContactInput) => updateContact(id, version, changes),
    idOf: () => id,
  });
}
