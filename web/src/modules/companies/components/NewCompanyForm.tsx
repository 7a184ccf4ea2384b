import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PossibleDuplicatesCallout } from '../../duplicates/components/PossibleDuplicatesCallout.js';
import { useCompanyForm } from '../hooks/useCompanyForm.js';
import { useNewCompanySave } from '../hooks/useNewCompanySave.js';
import { newCompanyFormValues } from '../utils/companyFormValues.js';
import { CompanyForm } from './CompanyForm.js';

export function NewCompanyForm() {
  const navigate = useNavigate();
  const [initialValues] = useState(newCompanyFormValues);
  const form = useCompanyForm(initialValues);
  const { cycle, duplicates, confirmation } = useNewCompanySave({
    form,
    savedMessage: 'Company created',
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
      {confirmation}
    </>
  );
}
