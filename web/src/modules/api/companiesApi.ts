import type { Company, CompanyFields } from '@dealbook/contracts';
import { getJson, getList, sendForText, sendJson, type ListResult } from './httpClient.js';

export function searchCompanies(query: string, signal?: AbortSignal): Promise<ListResult<Company>> {
  return getList<Company>(`/api/companies/search?${query}`, { signal });
}

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
