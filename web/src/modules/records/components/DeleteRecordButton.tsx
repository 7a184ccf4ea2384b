import { Button } from '@blueprintjs/core';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';

export interface DeleteRecordButtonProps {
  /** What the record is called in the button and toasts: "company", "contact", "event". */
  noun: string;
  /** The version shown, sent as If-Match so a delete never lands on a version nobody saw. */
  version: number;
  /** The record type's delete mutation (its hook keeps that type's caches right). */
  remove: UseMutationResult<unknown, Error, number>;
  /** Where to go once deleted: the record type's list. */
  listPath: string;
  /** The confirmation: which record, and what deleting it does. */
  children: ReactNode;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Delete with a confirmation; a 409 (changed meanwhile) says so instead of deleting. */
export function DeleteRecordButton({ noun, version, remove, listPath, children }: DeleteRecordButtonProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    remove.mutate(version, {
      onSuccess: () => {
        toastSuccess(`${capitalised(noun)} deleted`);
        navigate(listPath);
      },
      onError: (error) => {
        setConfirming(false);
        toastError(
          `The ${noun} was not deleted`,
          isApiError(error, 409)
            ? 'Someone else changed it in the meantime. Check the latest version and try again.'
            : errorMessage(error),
        );
      },
    });

  return (
    <>
      <Button icon="trash" intent="danger" variant="outlined" text="Delete" onClick={() => setConfirming(true)} />
      <ConfirmAlert
        isOpen={confirming}
        intent="danger"
        icon="trash"
        confirmButtonText={`Delete ${noun}`}
        cancelButtonText="Cancel"
        loading={remove.isPending}
        canEscapeKeyCancel
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {children}
      </ConfirmAlert>
    </>
  );
}
