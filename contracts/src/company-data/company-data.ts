import { z } from 'zod';

export const companyDataNotConfigured = 'Company data lookup is not configured';

export const CompanyNameLookupMinLength = 2;
export const CompanyNameLookupMaxLength = 100;

export const companyDataAutocompleteQuerySchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(CompanyNameLookupMinLength, `name must be at least ${CompanyNameLookupMinLength} characters`)
    .max(CompanyNameLookupMaxLength, `name must be at most ${CompanyNameLookupMaxLength} characters`),
});

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** A registrable host name such as example.co.uk: no scheme, port, path or IP address. */
export const companyDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'domain must be at most 253 characters')
  .regex(new RegExp(`^${label}(?:\\.${label})*\\.[a-z]{2,63}$`), 'domain must look like example.com');

/** Where the server hands out a company's logo; the provider's key stays on the server. */
export const companyLogoPath = (domain: string) => `/api/company-data/logo/${encodeURIComponent(domain)}`;

export interface CompanySuggestion {
  name: string;
  domain: string;
  /** companyLogoPath(domain): a path on this server, never the provider's URL. */
  logoUrl: string;
}
