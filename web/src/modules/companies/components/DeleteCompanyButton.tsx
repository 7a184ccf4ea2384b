import { Alert, Button } from '@blueprintjs/core';
import type { Company } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useDeleteCompany } from '../hooks/useDeleteCompany.js';

export interface DeleteCompanyButtonProps {
  company: Company;
}

export function DeleteCompanyButton({ company }: DeleteCompanyButtonProps) {
  const navigate = useNavigate();
  const remove = useDeleteCompany(company._id);
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    remove.mutate(company.version, {
      onSuccess: () => {
        toastSuccess('Company deleted');
        navigate('/companies');
      },
      onError: (error) => {
        setConfirming(false);
        toastError(
          'The company was not deleted',
          isApiError(error, 409)
            ? 'Someone else changed it in the meantime. Check the latest version and try again.'
            : errorMessage(error),
        );
      },
    });

  return (
    <>
      <Button icon="trash" intent="danger" variant="outlined" text="Delete" onClick={() => setConfirming(true)} />
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete company"
        cancelButtonText="Cancel"
        loading={remove.isPending}
        canEscapeKeyCancel
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Delete <strong>{company.companyName}</strong>? It disappears from every list; its history is kept for the
          audit trail.
        </p>
      </Alert>
    </>
  );
}
