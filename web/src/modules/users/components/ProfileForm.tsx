import { Button, Card, H4 } from '@blueprintjs/core';
import { updateUserBodySchema, type User } from '@dealbook/contracts';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { sessionState } from '../../auth/states/sessionState.js';
import { ImageAvatar } from '../../ui/components/ImageAvatar.js';
import { TextField } from '../../ui/components/TextField.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { fieldErrorsFromIssues, type FieldErrors } from '../../ui/utils/fieldErrors.js';
import { useUpdateUser } from '../hooks/useUsersAdmin.js';

export interface ProfileFormProps {
  user: User;
}

type ProfileValues = Pick<User, 'firstName' | 'lastName' | 'displayName' | 'photoUrl'>;

export function ProfileForm({ user }: ProfileFormProps) {
  const [values, setValues] = useState<ProfileValues>({
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    photoUrl: user.photoUrl,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateUser();
  const setSession = useSetAtom(sessionState);
  const set = (field: keyof ProfileValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateUserBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(
      { id: user._id, changes: parsed.data },
      {
        onSuccess: () => {
          toastSuccess('Profile saved');
          // The top bar reads the name from the session.
          const firstName = parsed.data.firstName ?? user.firstName;
          const lastName = parsed.data.lastName ?? user.lastName;
          setSession((session) =>
            session.status === 'signedIn'
              ? {
                  ...session,
                  user: { ...session.user, firstName, lastName, fullName: `${firstName} ${lastName}`.trim() },
                }
              : session,
          );
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(error.details);
          toastError('The profile could not be saved', errorMessage(error));
        },
      },
    );
  };

  return (
    <Card className="db-account-card">
      <H4>Profile</H4>
      <form onSubmit={submit} noValidate>
        <div className="db-account-photo">
          <ImageAvatar name={user.fullName || user.email} src={values.photoUrl} size={64} />
          <span className="db-muted">{user.email}</span>
        </div>
        <TextField
          id="profile-first-name"
          label="First name"
          required
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          id="profile-last-name"
          label="Last name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <TextField
          id="profile-display-name"
          label="Display name"
          value={values.displayName}
          onChange={set('displayName')}
          error={errors.displayName}
        />
        <TextField
          id="profile-photo-url"
          label="Photo URL"
          type="url"
          inputMode="url"
          value={values.photoUrl}
          onChange={set('photoUrl')}
          error={errors.photoUrl}
        />
        <Button type="submit" intent="primary" text="Save profile" loading={update.isPending} />
      </form>
    </Card>
  );
}
