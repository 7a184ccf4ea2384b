import type { Contact } from '@dealbook/contracts';
import { findTopContacts } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { RecordPicker } from './RecordPicker.js';

export interface ContactPickerProps {
  id: string;
  label: string;
  excludeIds?: readonly string[];
  onPick: (contact: Contact) => void;
  disabled?: boolean;
}

const pickerSize = 10;

/**
 * "ada love" looks for first name ada and last name love; one word may be either name, so both
 * lookups run and the results are merged.
 */
export async function findPeople(text: string, signal: AbortSignal): Promise<Contact[]> {
  const [first = '', ...rest] = text.trim().split(/\s+/);
  if (rest.length > 0) return findTopContacts(first, rest.join(' '), pickerSize, signal);
  const [byFirst, byLast] = await Promise.all([
    findTopContacts(first, '', pickerSize, signal),
    findTopContacts('', first, pickerSize, signal),
  ]);
  const seen = new Set<string>();
  return [...byFirst, ...byLast].filter((c) => !seen.has(c._id) && seen.add(c._id)).slice(0, pickerSize);
}

/** Picks a person by name (GET /api/contacts/find/top). */
export function ContactPicker(props: ContactPickerProps) {
  return (
    <RecordPicker<Contact>
      {...props}
      noun="person"
      queryKey={(text) => queryKeys.list('contact', 'top', text)}
      find={findPeople}
      name={(contact) => contact.fullName}
      detail={(contact) => contact.companies[0]?.companyName ?? contact.jobTitle}
    />
  );
}
