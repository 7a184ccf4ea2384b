import type { CompanySuggestion } from '@dealbook/contracts';

export const COMPANY_DATA = Symbol('COMPANY_DATA');

export interface LogoImage {
  contentType: string;
  body: Buffer;
}

/** The company-data provider behind name autocomplete and logos (spec §7.10). */
export interface CompanyData {
  readonly enabled: boolean;
  autocomplete(name: string): Promise<CompanySuggestion[]>;
  logo(domain: string): Promise<LogoImage>;
}
