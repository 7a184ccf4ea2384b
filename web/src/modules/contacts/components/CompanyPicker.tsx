import type { Company } from '@dealbook/contracts';
import { findTopCompanies } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { RecordPicker } from './RecordPicker.js';

export interface CompanyPickerProps {
  id: string;
  label: string;
  excludeIds?: readonly string[];
  onPick: (company: Company) => void;
  disabled?: boolean;
}

const pickerSize = 10;

/** Picks a company by name (GET /api/companies/find/top). */
export function CompanyPicker(props: CompanyPickerProps) {
  return (
    <RecordPicker<Company>
      {...props}
      noun="company"
      queryKey={(text) => queryKeys.list('company', 'top', text, pickerSize)}
      find={(text, signal) => findTopCompanies(text, pickerSize, signal)}
      name={(company) => company.companyName}
      detail={(company) => company.city}
    />
  );
}
