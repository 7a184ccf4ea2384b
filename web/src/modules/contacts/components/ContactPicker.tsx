import type { Contact } from '@dealbook/contracts';
import { contactQueries } from '../hooks/contactQueries.js';
import { QuickCreateContactForm } from './QuickCreateContactForm.js';
import { RecordPicker, type QuickCreate } from './RecordPicker.js';

export interface ContactPickerProps {
  id: string;
  label: string;
  excludeIds?: readonly string[];
  onPick: (contact: Contact) => void;
  disabled?: boolean;
}

// Who may POST /api/contact (its guard): everyone from user up.
const createContact: QuickCreate<Contact> = { noun: 'contact', role: 'user', Form: QuickCreateContactForm };

/** Picks a person by name (GET /api/contacts/find/top), or creates one from the typed name. */
export function ContactPicker(props: ContactPickerProps) {
  return (
    <RecordPicker<Contact>
      {...props}
      noun="person"
      quickCreate={createContact}
      lookup={contactQueries.top}
      name={(contact) => contact.fullName}
      detail={(contact) => contact.companies[0]?.companyName ?? contact.jobTitle}
    />
  );
}
