import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PossibleDuplicatesCallout } from '../../duplicates/components/PossibleDuplicatesCallout.js';
import { useDuplicateConfirmation } from '../../duplicates/hooks/useDuplicateConfirmation.js';
import { usePossibleDuplicates } from '../../duplicates/hooks/usePossibleDuplicates.js';
import { saveDeclined, useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useCompanyForm } from '../hooks/useCompanyForm.js';
import { useCreateCompany } from '../hooks/useCreateCompany.js';
import { companyFieldLabels } from '../utils/companyFieldLabels.js';
import { newCompanyFormValues } from '../utils/companyFormValues.js';
import { CompanyForm } from './CompanyForm.js';

export function NewCompanyForm() {
  const navigate = useNavigate();
  const create = useCreateCompany();
  const [initialValues] = useState(newCompanyFormValues);
  const form = useCompanyForm(initialValues);
  const [name = '', domain = ''] = useWatch({ control: form.control, name: ['companyName', 'domain'] });
  const duplicates = usePossibleDuplicates('companies', { name, domain });
  const confirmation = useDuplicateConfirmation(duplicates, 'company');
  const cycle = useSaveCycle({
    form,
    labels: companyFieldLabels,
    save: async (fields) => {
      if (!(await confirmation.confirm())) throw saveDeclined;
      return create.mutateAsync(fields);
    },
    savedMessage: 'Company created',
    failedMessage: 'The company could not be created',
    onSaved: (company) => navigate(company ? `/companies/${company._id}` : '/companies'),
  });
  return (
    <>
      <CompanyForm
        form={form}
        cycle={cycle}
        submitLabel="Create company"
        onCancel={() => navigate('/companies')}
        autoFocus
        notice={<PossibleDuplicatesCallout found={duplicates} noun="company" basePath="/companies" />}
      />
      {confirmation.dialog}
    </>
  );
}
