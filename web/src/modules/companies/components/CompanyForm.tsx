import type { ReactNode } from 'react';
import { FormActions } from '../../forms/components/FormActions.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import type { SaveCycle } from '../../forms/hooks/useSaveCycle.js';
import type { CompanyFormState } from '../hooks/useCompanyForm.js';
import { mainAddressFields, otherAddressFields } from '../../places/utils/addressFields.js';
import { companyFieldLabels } from '../utils/companyFieldLabels.js';
import { FormAddressSection } from '../../places/components/FormAddressSection.js';
import { CompanyDetailsSection } from './CompanyDetailsSection.js';
import { CompanyInvestmentSection } from './CompanyInvestmentSection.js';
import { CompanyRolesSection } from './CompanyRolesSection.js';

export interface CompanyFormProps {
  form: CompanyFormState;
  cycle: SaveCycle;
  submitLabel: string;
  onCancel: () => void;
  autoFocus?: boolean;
  /** Shown above the sections (e.g. the "changed by someone else" callout). */
  notice?: ReactNode;
}

/** Create and edit share this form; its state and save cycle belong to the page that shows it. */
export function CompanyForm({ form, cycle, submitLabel, onCancel, autoFocus = false, notice }: CompanyFormProps) {
  return (
    <SchemaForm form={form} cycle={cycle} idPrefix="company" labels={companyFieldLabels} className="db-company-form">
      {notice}
      <CompanyDetailsSection autoFocus={autoFocus} />
      <CompanyRolesSection />
      <CompanyInvestmentSection />
      <FormAddressSection title="Address" fields={mainAddressFields} />
      <FormAddressSection title="Other address" fields={otherAddressFields} />
      <FormActions submitLabel={submitLabel} saving={cycle.saving} onCancel={onCancel} />
    </SchemaForm>
  );
}
