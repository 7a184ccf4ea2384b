import type { Company } from '@dealbook/contracts';
import { findTopCompanies } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { QuickCreateCompanyForm } from '../../companies/components/QuickCreateCompanyForm.js';
import { RecordPicker, type QuickCreate } from './RecordPicker.js';

export interface CompanyPickerProps {
  id: string;
  label: string;
  excludeIds?: readonly string[];
  onPick: (company: Company) => void;
  disabled?: boolean;
}

const pickerSize = 10;

// Who may POST /api/company (its guard): everyone from user up.
const createCompany: QuickCreate<Company> = { noun: 'company', role: 'user', Form: QuickCreateCompanyForm };

/** Picks a company by name (GET /api/companies/find/top), or creates one from the typed name. */
export function CompanyPicker(props: CompanyPickerProps) {
  return (
    <RecordPicker<Company>
      {...props}
      noun="company"
      quickCreate={createCompany}
      queryKey={(text) => queryKeys.list('company', 'top', text, pickerSize)}
      find={(text, signal) => findTopCompanies(text, pickerSize, signal)}
      name={(company) => company.companyName}
      detail={(company) => company.city}
    />
  );
}
