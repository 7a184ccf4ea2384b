import type { Company } from '@dealbook/contracts';
import { QuickCreateCompanyForm } from '../../companies/components/QuickCreateCompanyForm.js';
import { companyQueries } from '../../companies/hooks/companyQueries.js';
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
      lookup={(text) => companyQueries.top(text, pickerSize)}
      name={(company) => company.companyName}
      detail={(company) => company.city}
    />
  );
}
