import { Dialog, DialogBody } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useInviteGuest } from '../hooks/useDirectory.js';
import { invitationFieldLabels, invitationFormSchema, invitationFormValues } from '../utils/invitation.js';

export interface InviteGuestDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function InviteGuestDialog({ isOpen, onClose }: InviteGuestDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Invite guest" icon="envelope">
      {/* The dialog's content is mounted while it is open: each opening starts blank. */}
      <InviteGuestForm onClose={onClose} />
    </Dialog>
  );
}

const invitationFieldIds = { invitedUserDisplayName: 'invite-name', invitedUserEmailAddress: 'invite-email' };

function InviteGuestForm({ onClose }: { onClose: () => void }) {
  const schema = useMemo(() => invitationFormSchema(window.location.origin), []);
  const form = useSchemaForm({ schema, defaultValues: invitationFormValues, labels: invitationFieldLabels });
  const invite = useInviteGuest();
  const cycle = useSaveCycle({
    form,
    labels: invitationFieldLabels,
    save: (body) => invite.mutateAsync(body),
    savedMessage: 'Invite successfully sent.',
    failedMessage: 'Invite sending failed.',
    onSaved: onClose,
  });

  return (
    <SchemaForm
      id="invite-form"
      form={form}
      cycle={cycle}
      idPrefix="invite"
      ids={invitationFieldIds}
      labels={invitationFieldLabels}
    >
      <DialogBody>
        <FormTextField name="invitedUserDisplayName" required autoFocus />
        <FormTextField name="invitedUserEmailAddress" type="email" required />
      </DialogBody>
      <DialogFormFooter submitLabel="Send invite" cycle={cycle} onClose={onClose} />
    </SchemaForm>
  );
}
