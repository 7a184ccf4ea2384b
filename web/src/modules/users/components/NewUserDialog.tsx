import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { createUserBodySchema, Role, type User } from '@dealbook/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { TextField } from '../../ui/components/TextField.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { fieldErrorsFromIssues, type FieldErrors } from '../../ui/utils/fieldErrors.js';
import { useCreateUser } from '../hooks/useUsersAdmin.js';
import { roleOptions } from '../utils/userAdmin.js';

export interface NewUserDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated?: (user: User) => void;
}

const empty = { email: '', firstName: '', lastName: '', role: Role.user as number, password: '' };

/** POST /api/user: without a password the person signs in by single sign-on or an invitation link. */
export function NewUserDialog({ isOpen, onClose, onCreated }: NewUserDialogProps) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateUser();
  const set = (field: keyof typeof empty) => (value: string | number) => setValues((v) => ({ ...v, [field]: value }));

  const close = () => {
    setValues(empty);
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createUserBodySchema.safeParse({ ...values, password: values.password || undefined });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (user) => {
        toastSuccess(`${user.fullName || user.email} can now sign in`);
        onCreated?.(user);
        close();
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(error.details);
        toastError('The user could not be created', errorMessage(error));
      },
    });
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title="New user" icon="new-person">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <TextField
            id="new-user-email"
            label="E-mail"
            type="email"
            required
            autoFocus
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextField
            id="new-user-first-name"
            label="First name"
            required
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <TextField
            id="new-user-last-name"
            label="Last name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
          <FormGroup label="Role" labelFor="new-user-role">
            <HTMLSelect
              id="new-user-role"
              value={String(values.role)}
              onChange={(event) => set('role')(Number(event.currentTarget.value))}
              options={roleOptions.map((option) => ({ ...option, value: String(option.value) }))}
            />
          </FormGroup>
          <TextField
            id="new-user-password"
            label="Password (optional)"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          {errors._form && <p className="db-form-error">{errors._form}</p>}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={close} />
              <Button type="submit" intent="primary" text="Create user" loading={create.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
