import type { Company, CompanyFields } from '@dealbook/contracts';
import { getJson, getList, sendForText, sendJson, type ListResult } from './httpClient.js';

export function searchCompanies(query: string, signal?: AbortSignal): Promise<ListResult<Company>> {
  return getList<Company>(`/api/companies/search?${query}`, { signal });
}

/**
 * Never from the browser cache: a merged-away company answers 301 to its survivor, and a browser
 * keeps a 301 that names no cache lifetime for good, so after an undo it would still follow it.
 */
export function getCompany(id: string, signal?: AbortSignal): Promise<Company> {
  return getJson<Company>(`/api/company/${encodeURIComponent(id)}`, { signal });
}

export function createCompany(fields: CompanyFields): Promise<Company> {
  return sendJson<Company>('/api/company', { method: 'POST', body: fields });
}

export function updateCompany(id: string, version: number, changes: Partial<CompanyFields>): Promise<string> {
  return sendForText(`/api/company/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    ifMatch: version,
  });
}

export function deleteCompany(id: string, version: number): Promise<string> {
  return sendForText(`/api/company/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    ifMatch: version,
  });
}
