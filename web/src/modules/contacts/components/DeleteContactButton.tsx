import { Alert, Button } from '@blueprintjs/core';
import type { Contact } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useDeleteContact } from '../hooks/useDeleteContact.js';

export interface DeleteContactButtonProps {
  contact: Contact;
}

export function DeleteContactButton({ contact }: DeleteContactButtonProps) {
  const navigate = useNavigate();
  const remove = useDeleteContact(contact._id);
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    remove.mutate(contact.version, {
      onSuccess: () => {
        toastSuccess('Contact deleted');
        navigate('/contacts');
      },
      onError: (error) => {
        setConfirming(false);
        toastError(
          'The contact was not deleted',
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
        confirmButtonText="Delete contact"
        cancelButtonText="Cancel"
        loading={remove.isPending}
        canEscapeKeyCancel
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Delete <strong>{contact.fullName}</strong>? They disappear from every list and from their companies’
          employees; the history is kept for the audit trail.
        </p>
      </Alert>
    </>
  );
}
