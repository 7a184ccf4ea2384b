import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
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
  const cycle = useSaveCycle({
    form,
    labels: companyFieldLabels,
    save: (fields) => create.mutateAsync(fields),
    savedMessage: 'Company created',
    failedMessage: 'The company could not be created',
    onSaved: (company) => navigate(company ? `/companies/${company._id}` : '/companies'),
  });
  return (
    <CompanyForm
      form={form}
      cycle={cycle}
      submitLabel="Create company"
      onCancel={() => navigate('/companies')}
      autoFocus
    />
  );
}
