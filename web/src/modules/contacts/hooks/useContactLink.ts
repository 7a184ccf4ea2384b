import { changeContactLink, type ContactLinkList } from '../../api/contactsApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

export interface ContactLinkInput {
  contactId: string;
  companyId: string;
  action: 'add' | 'remove';
}

/** Adds or ends one company link of a contact (its companies or its referrals). */
export function useContactLink(list: ContactLinkList) {
  return useRecordMutation({
    type: 'contact',
    mutationFn: ({ contactId, companyId, action }: ContactLinkInput) =>
      changeContactLink(contactId, list, companyId, action),
    idOf: ({ contactId }) => contactId,
  });
}
