import { Button, Card, H2 } from '@blueprintjs/core';
import { updateUserBodySchema, type User } from '@dealbook/contracts';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { sessionState } from '../../auth/states/sessionState.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { formSchema } from '../../forms/utils/formSchema.js';
import { ImageAvatar } from '../../ui/components/ImageAvatar.js';
import { useUpdateUser } from '../hooks/useUsersAdmin.js';

export interface ProfileFormProps {
  user: User;
}

type ProfileValues = Pick<User, 'firstName' | 'lastName' | 'displayName' | 'photoUrl'>;

const profileLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  displayName: 'Display name',
  photoUrl: 'Photo URL',
} as const;

/** The profile as the server checks it (PUT /api/user/{id}). */
const profileSchema = formSchema((values: ProfileValues) => values, updateUserBodySchema);

export function ProfileForm({ user }: ProfileFormProps) {
  const [initialValues] = useState<ProfileValues>(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    photoUrl: user.photoUrl,
  }));
  const form = useSchemaForm({ schema: profileSchema, defaultValues: initialValues, labels: profileLabels });
  const update = useUpdateUser();
  const setSession = useSetAtom(sessionState);
  const cycle = useSaveCycle({
    form,
    labels: profileLabels,
    save: async (changes) => {
      await update.mutateAsync({ id: user._id, changes });
      return changes;
    },
    savedMessage: 'Profile saved',
    failedMessage: 'The profile could not be saved',
    onSaved: (changes) => {
      // The top bar reads the name from the session.
      const firstName = changes?.firstName ?? user.firstName;
      const lastName = changes?.lastName ?? user.lastName;
      setSession((session) =>
        session.status === 'signedIn'
          ? {
              ...session,
              user: { ...session.user, firstName, lastName, fullName: `${firstName} ${lastName}`.trim() },
            }
          : session,
      );
    },
  });
  const photoUrl = useWatch({ control: form.control, name: 'photoUrl' });

  return (
    <Card className="db-account-card">
      <H2 className="db-looks-h4">Profile</H2>
      <SchemaForm form={form} cycle={cycle} idPrefix="profile" labels={profileLabels}>
        <div className="db-account-photo">
          <ImageAvatar name={user.fullName || user.email} src={photoUrl} size={64} />
          <span className="db-muted">{user.email}</span>
        </div>
        <FormTextField name="firstName" required />
        <FormTextField name="lastName" />
        <FormTextField name="displayName" />
        <FormTextField name="photoUrl" type="url" inputMode="url" />
        <Button type="submit" intent="primary" text="Save profile" loading={cycle.saving} />
      </SchemaForm>
    </Card>
  );
}
