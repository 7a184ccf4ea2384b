import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { invitationBodySchema } from '@dealbook/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../ui/components/TextField.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { fieldErrorsFromIssues, type FieldErrors } from '../../ui/utils/fieldErrors.js';
import { errorMessage } from '../../api/ApiError.js';
import { useInviteGuest } from '../hooks/useDirectory.js';
import { invitationFor } from '../utils/invitation.js';

export interface InviteGuestDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function InviteGuestDialog({ isOpen, onClose }: InviteGuestDialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const invite = useInviteGuest();

  const close = () => {
    setName('');
    setEmail('');
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = invitationFor(name, email, window.location.origin);
    const parsed = invitationBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess('Invite successfully sent.');
        close();
      },
      onError: (error) => toastError('Invite sending failed.', errorMessage(error)),
    });
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title="Invite guest" icon="envelope">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <TextField
            id="invite-name"
            label="Display name"
            required
            autoFocus
            value={name}
            onChange={setName}
            error={errors.invitedUserDisplayName}
          />
          <TextField
            id="invite-email"
            label="E-mail"
            type="email"
            required
            value={email}
            onChange={setEmail}
            error={errors.invitedUserEmailAddress}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={close} />
              <Button type="submit" intent="primary" text="Send invite" loading={invite.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
