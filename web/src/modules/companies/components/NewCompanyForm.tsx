import type { CompanyFields } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useCreateCompany } from '../hooks/useCreateCompany.js';
import { newCompanyFormValues } from '../utils/companyFormValues.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { serverFieldErrors } from '../../records/utils/saveErrors.js';
import { CompanyForm } from './CompanyForm.js';

export function NewCompanyForm() {
  const navigate = useNavigate();
  const create = useCreateCompany();
  const [initialValues] = useState(newCompanyFormValues);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const submit = (fields: CompanyFields) =>
    create.mutate(fields, {
      onSuccess: (company) => {
        toastSuccess('Company created');
        navigate(`/companies/${company._id}`);
      },
      onError: (error) => {
        setServerErrors(serverFieldErrors(error));
        toastError('The company could not be created', errorMessage(error));
      },
    });

  return (
    <CompanyForm
      initialValues={initialValues}
      submitLabel="Create company"
      submitting={create.isPending}
      serverErrors={serverErrors}
      onSubmit={submit}
      onCancel={() => navigate('/companies')}
      autoFocus
    />
  );
}
