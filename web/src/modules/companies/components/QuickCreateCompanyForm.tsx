import { DialogBody } from '@blueprintjs/core';
import type { Company } from '@dealbook/contracts';
import { useState } from 'react';
import type { QuickCreateFormProps } from '../../ui/utils/quickCreate.js';
import { PossibleDuplicatesCallout } from '../../duplicates/components/PossibleDuplicatesCallout.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useCompanyForm } from '../hooks/useCompanyForm.js';
import { useNewCompanySave } from '../hooks/useNewCompanySave.js';
import { companyFieldLabels } from '../utils/companyFieldLabels.js';
import { newCompanyFormValues } from '../utils/companyFormValues.js';
import { CompanyNameInput } from './CompanyDetailsSection.js';

/**
 * A company created from a picker: the new company form's schema, duplicate warning and question,
 * with the few fields one knows in passing; the rest is filled in on its page later.
 */
export function QuickCreateCompanyForm({ text, onCreated, onCancel }: QuickCreateFormProps<Company>) {
  const [initialValues] = useState(() => ({ ...newCompanyFormValues(), companyName: text.trim() }));
  const form = useCompanyForm(initialValues);
  const { cycle, duplicates, confirmation } = useNewCompanySave({
    form,
    savedMessage: (company) => `Company “${company.companyName}” created`,
    onSaved: (company) => (company ? onCreated(company) : onCancel()),
  });
  return (
    <>
      <SchemaForm
        id="quick-company-form"
        form={form}
        cycle={cycle}
        idPrefix="quick-company"
        labels={companyFieldLabels}
      >
        <DialogBody>
          <PossibleDuplicatesCallout found={duplicates} noun="company" basePath="/companies" />
          <CompanyNameInput autoFocus />
          <FormTextField name="domain" placeholder="example.com" />
          <FormTextField name="telephone" type="tel" />
        </DialogBody>
        <DialogFormFooter submitLabel="Create company" cycle={cycle} onClose={onCancel} />
      </SchemaForm>
      {confirmation}
    </>
  );
}
