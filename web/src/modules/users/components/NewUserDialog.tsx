import { Dialog, DialogBody } from '@blueprintjs/core';
import type { User } from '@dealbook/contracts';
import { FormNumberSelectField } from '../../forms/components/FormNumberSelectField.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useCreateUser } from '../hooks/useUsersAdmin.js';
import { newUserFieldLabels, newUserFormSchema, newUserFormValues, roleOptions } from '../utils/userAdmin.js';

export interface NewUserDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated?: (user: User) => void;
}

/** POST /api/user: without a password the person signs in by single sign-on or an invitation link. */
export function NewUserDialog({ isOpen, ...props }: NewUserDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={props.onClose} title="New user" icon="new-person">
      {/* The dialog's content is mounted while it is open: each opening starts blank. */}
      <NewUserForm {...props} />
    </Dialog>
  );
}

const newUserFieldIds = { firstName: 'new-user-first-name', lastName: 'new-user-last-name' };

function NewUserForm({ onClose, onCreated }: Omit<NewUserDialogProps, 'isOpen'>) {
  const form = useSchemaForm({
    schema: newUserFormSchema,
    defaultValues: newUserFormValues,
    labels: newUserFieldLabels,
  });
  const create = useCreateUser();
  const cycle = useSaveCycle({
    form,
    labels: newUserFieldLabels,
    save: (body) => create.mutateAsync(body),
    savedMessage: (user) => `${user.fullName || user.email} can now sign in`,
    failedMessage: 'The user could not be created',
    onSaved: (user) => {
      if (user) onCreated?.(user);
      onClose();
    },
  });

  return (
    <SchemaForm
      id="new-user-form"
      form={form}
      cycle={cycle}
      idPrefix="new-user"
      ids={newUserFieldIds}
      labels={newUserFieldLabels}
    >
      <DialogBody>
        <FormTextField name="email" type="email" required autoFocus />
        <FormTextField name="firstName" required />
        <FormTextField name="lastName" />
        <FormNumberSelectField name="role" options={roleOptions} />
        <FormTextField name="password" label="Password (optional)" type="password" autoComplete="new-password" />
      </DialogBody>
      <DialogFormFooter submitLabel="Create user" cycle={cycle} onClose={onClose} />
    </SchemaForm>
  );
}
