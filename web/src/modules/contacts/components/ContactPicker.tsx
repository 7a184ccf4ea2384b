import type { Contact } from '@dealbook/contracts';
import { findTopContacts } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { splitPersonName } from '../utils/splitPersonName.js';
import { QuickCreateContactForm } from './QuickCreateContactForm.js';
import { RecordPicker, type QuickCreate } from './RecordPicker.js';

export interface ContactPickerProps {
  id: string;
  label: string;
  excludeIds?: readonly string[];
  onPick: (contact: Contact) => void;
  disabled?: boolean;
}

const pickerSize = 10;

/**
 * "ada love" looks for first name ada and last name love (split as a new contact's names are:
 * splitPersonName); one word may be either name, so both lookups run and the results are merged.
 */
export async function findPeople(text: string, signal: AbortSignal): Promise<Contact[]> {
  const { firstName: first, lastName } = splitPersonName(text);
  if (lastName) return findTopContacts(first, lastName, pickerSize, signal);
  const [byFirst, byLast] = await Promise.all([
    findTopContacts(first, '', pickerSize, signal),
    findTopContacts('', first, pickerSize, signal),
  ]);
  const seen = new Set<string>();
  return [...byFirst, ...byLast].filter((c) => !seen.has(c._id) && seen.add(c._id)).slice(0, pickerSize);
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
      queryKey={(text) => queryKeys.list('contact', 'top', text)}
      find={findPeople}
      name={(contact) => contact.fullName}
      detail={(contact) => contact.companies[0]?.companyName ?? contact.jobTitle}
    />
  );
}
