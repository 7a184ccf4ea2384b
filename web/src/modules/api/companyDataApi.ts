import { companyLogoPath, type CompanySuggestion, type LookupStatus } from '@dealbook/contracts';
import { getJson } from './httpClient.js';

/** Company data is optional (COMPANY_DATA_PROVIDER_KEY on the server); its keys live here. */
export const companyDataQueryKeys = {
  status: ['company-data', 'status'] as const,
  suggestions: (name: string) => ['company-data', 'suggestions', name] as const,
};

export function getCompanyDataStatus(signal?: AbortSignal): Promise<LookupStatus> {
  return getJson<LookupStatus>('/api/company-data/status', { signal });
}

/** GET /api/company-data/autocomplete: companies whose name starts like the typed text. */
export function findCompanies(name: string, signal?: AbortSignal): Promise<CompanySuggestion[]> {
  return getJson<CompanySuggestion[]>(`/api/company-data/autocomplete?${new URLSearchParams({ name }).toString()}`, {
    signal,
  });
}

/** The logo URL stored on a company: this server's logo route; the provider's key never reaches the browser. */
export function companyLogoUrl(domain: string): string {
  return companyLogoPath(domain);
}
