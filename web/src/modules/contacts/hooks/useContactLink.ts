import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeContactLink, type ContactLinkList } from '../../api/contactsApi.js';
import { refreshContact } from './useUpdateContact.js';

export interface ContactLinkInput {
  contactId: string;
  companyId: string;
  action: 'add' | 'remove';
}

/** Adds or ends one company link of a contact (its companies or its referrals). */
export function useContactLink(list: ContactLinkList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, companyId, action }: ContactLinkInput) =>
      changeContactLink(contactId, list, companyId, action),
    onSettled: (_result, _error, { contactId }) => refreshContact(queryClient, contactId),
  });
}
