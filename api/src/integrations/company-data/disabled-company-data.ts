import { companyDataNotConfigured } from '@dealbook/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { CompanyData } from './company-data.port.js';

/** No COMPANY_DATA_PROVIDER_KEY: the company form keeps plain inputs and the routes answer 404. */
export class DisabledCompanyData implements CompanyData {
  readonly enabled = false;

  autocomplete(): Promise<never> {
    return Promise.reject(new DomainError('not_found', companyDataNotConfigured));
  }

  logo(): Promise<never> {
    return Promise.reject(new DomainError('not_found', companyDataNotConfigured));
  }
}
