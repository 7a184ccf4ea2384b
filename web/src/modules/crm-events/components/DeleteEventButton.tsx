import { Alert, Button } from '@blueprintjs/core';
import type { CrmEvent } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useDeleteCrmEvent } from '../hooks/useCrmEventMutations.js';

export interface DeleteEventButtonProps {
  event: CrmEvent;
}

export function DeleteEventButton({ event }: DeleteEventButtonProps) {
  const navigate = useNavigate();
  const remove = useDeleteCrmEvent(event._id);
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    remove.mutate(event.version, {
      onSuccess: () => {
        toastSuccess('Event deleted');
        navigate('/events');
      },
      onError: (error) => {
        setConfirming(false);
        toastError(
          'The event was not deleted',
          isApiError(error, 409)
            ? 'Someone else changed it in the meantime. Check it and try again.'
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
        confirmButtonText="Delete event"
        cancelButtonText="Cancel"
        loading={remove.isPending}
        canEscapeKeyCancel
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Delete <strong>{event.description}</strong>? It disappears from every list; its history is kept.
        </p>
      </Alert>
    </>
  );
}
