import type {
  Company,
  CompanyWithEmployees,
  Contact,
  ContactFields,
  CreateContactBody,
  EmployeeSummary,
} from '@dealbook/contracts';
import { getJson, getList, sendForText, sendJson, type ListResult } from './httpClient.js';

const contactPath = (id: string) => `/api/contact/${encodeURIComponent(id)}`;
/** Spec §5: an empty top-N text is sent as a single space. */
const part = (text: string) => encodeURIComponent(text.trim() || ' ');

export function searchContacts(query: string, signal?: AbortSignal): Promise<ListResult<Contact>> {
  return getList<Contact>(`/api/contacts/search?${query}`, { signal });
}

/** Pickers: people whose first and last names match the two parts typed. */
export function findTopContacts(
  firstName: string,
  lastName: string,
  limit: number,
  signal?: AbortSignal,
): Promise<Contact[]> {
  return getJson<Contact[]>(`/api/contacts/find/top/${part(firstName)}/${part(lastName)}/${limit}`, { signal });
}

/** Pickers: companies whose name matches, best first. */
export function findTopCompanies(text: string, limit: number, signal?: AbortSignal): Promise<Company[]> {
  return getJson<Company[]>(`/api/companies/find/top/${part(text)}/${limit}`, { signal });
}

export function getContact(id: string, signal?: AbortSignal): Promise<Contact> {
  // Not from the browser cache: a merged-away contact's 301 is undone by an undo (see getCompany).
  return getJson<Contact>(contactPath(id), { signal });
}

export function createContact(body: CreateContactBody): Promise<Contact> {
  return sendJson<Contact>('/api/contact', { method: 'POST', body });
}

export function updateContact(id: string, version: number, changes: Partial<ContactFields>): Promise<string> {
  return sendForText(contactPath(id), { method: 'PUT', body: changes, ifMatch: version });
}

export function deleteContact(id: string, version: number): Promise<string> {
  return sendForText(contactPath(id), { method: 'DELETE', ifMatch: version });
}

export type ContactLinkList = 'companies' | 'referrals';

/** Adds one company link (idempotent) or ends it; other links are untouched. */
export function changeContactLink(
  id: string,
  list: ContactLinkList,
  companyId: string,
  action: 'add' | 'remove',
): Promise<string> {
  return sendForText(`${contactPath(id)}/${list}/${encodeURIComponent(companyId)}`, {
    method: action === 'add' ? 'POST' : 'DELETE',
  });
}

/** A company's employees (the contacts linked to it), in the order they were linked. */
export async function getCompanyEmployees(companyId: string, signal?: AbortSignal): Promise<EmployeeSummary[]> {
  const company = await getJson<CompanyWithEmployees>(`/api/company/${encodeURIComponent(companyId)}`, { signal });
  return company.employees;
}
