import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Contact } from '@dealbook/contracts';
import { findTopContacts, getCompanyEmployees, getContact, searchContacts } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { splitPersonName } from '../utils/splitPersonName.js';

const pickerSize = 10;

/**
 * "ada love" looks for first name ada and last name love (split as a new contact's names are:
 * splitPersonName); one word may be either name, so both lookups run and the results are merged.
 */
async function findPeople(text: string, signal: AbortSignal): Promise<Contact[]> {
  const { firstName: first, lastName } = splitPersonName(text);
  if (lastName) return findTopContacts(first, lastName, pickerSize, signal);
  const [byFirst, byLast] = await Promise.all([
    findTopContacts(first, '', pickerSize, signal),
    findTopContacts('', first, pickerSize, signal),
  ]);
  const seen = new Set<string>();
  return [...byFirst, ...byLast].filter((c) => !seen.has(c._id) && seen.add(c._id)).slice(0, pickerSize);
}

/** The contact reads, one definition each for hooks, prefetches and imperative fetches. */
export const contactQueries = {
  record: (id: string) =>
    queryOptions({ queryKey: queryKeys.record('contact', id), queryFn: ({ signal }) => getContact(id, signal) }),
  /** A page of the list; the previous page stays on screen while the next loads. */
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('contact', 'search', query),
      queryFn: ({ signal }) => searchContacts(query, signal),
      placeholderData: keepPreviousData,
    }),
  /**
   * A company's employees. Links live on the contacts' streams, so the query sits under the contact
   * lists: any contact change pushed to `list:contact` refreshes it.
   */
  employees: (companyId: string) =>
    queryOptions({
      queryKey: queryKeys.list('contact', 'employees', companyId),
      queryFn: ({ signal }) => getCompanyEmployees(companyId, signal),
    }),
  /** The people picker's lookup for typed text. */
  top: (text: string) =>
    queryOptions({
      queryKey: queryKeys.list('contact', 'top', text),
      queryFn: ({ signal }) => findPeople(text, signal),
      placeholderData: keepPreviousData,
    }),
};
