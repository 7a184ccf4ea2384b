import type { Contact } from '@dealbook/contracts';
import { DeleteRecordButton } from '../../records/components/DeleteRecordButton.js';
import { useDeleteContact } from '../hooks/useDeleteContact.js';

export interface DeleteContactButtonProps {
  contact: Contact;
}

export function DeleteContactButton({ contact }: DeleteContactButtonProps) {
  const remove = useDeleteContact(contact._id);
  return (
    <DeleteRecordButton noun="contact" version={contact.version} remove={remove} listPath="/contacts">
      <p>
        Delete <strong>{contact.fullName}</strong>? They disappear from every list and from their companies’ employees;
        the history is kept for the audit trail.
      </p>
    </DeleteRecordButton>
  );
}
