import { Button } from '@blueprintjs/core';
import { ConfirmAlert } from '../modules/ui/components/ConfirmAlert.js';
import type { User } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../modules/api/ApiError.js';
import { useCurrentUser } from '../modules/auth/hooks/useSession.js';
import { toastError, toastSuccess } from '../modules/ui/toaster.js';
import { NewUserDialog } from '../modules/users/components/NewUserDialog.js';
import { UsersList } from '../modules/users/components/UsersList.js';
import { useUpdateUser } from '../modules/users/hooks/useUsersAdmin.js';
import { roleChangeQuestion, roleLabel } from '../modules/users/utils/userAdmin.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

interface PendingRoleChange {
  user: User;
  role: number;
}

/** `/admin` (spec §2.1): every user, searchable, with role and active flag set in place. */
export function UsersAdminPage() {
  const self = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const [roleChange, setRoleChange] = useState<PendingRoleChange>();
  const update = useUpdateUser();

  const save = (user: User, changes: { role?: number; isActive?: boolean; isTeamMember?: boolean }, done: string) =>
    update.mutate(
      { id: user._id, changes },
      {
        onSuccess: () => toastSuccess(done),
        onError: (error) => toastError(`${user.fullName || user.email} could not be changed`, errorMessage(error)),
      },
    );

  // Every role change is confirmed first, raising as much as lowering (roleChangeQuestion).
  const changeRole = (user: User, role: number) => {
    if (role !== user.role) setRoleChange({ user, role });
  };
  const question = roleChange
    ? roleChangeQuestion(roleChange.user.fullName || roleChange.user.email, roleChange.user.role, roleChange.role)
    : undefined;

  return (
    <>
      <div className="db-page-header">
        <PageTitle title="Users" />
        <Button intent="primary" icon="new-person" text="New user" onClick={() => setCreating(true)} />
      </div>
      <UsersList
        selfId={self._id}
        onRoleChange={changeRole}
        onActiveChange={(user, isActive) =>
          save(user, { isActive }, `${user.fullName || user.email} is ${isActive ? 'active' : 'inactive'}`)
        }
        onTeamMemberChange={(user, isTeamMember) =>
          save(
            user,
            { isTeamMember },
            `${user.fullName || user.email} is ${isTeamMember ? 'now' : 'no longer'} a team member`,
          )
        }
      />
      <NewUserDialog isOpen={creating} onClose={() => setCreating(false)} />
      <ConfirmAlert
        isOpen={question !== undefined}
        intent={question?.intent}
        icon="warning-sign"
        confirmButtonText={question?.confirm}
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        onCancel={() => setRoleChange(undefined)}
        onConfirm={() => {
          if (roleChange) {
            const { user, role } = roleChange;
            save(user, { role }, `${user.fullName || user.email} is now ${roleLabel(role)}`);
          }
          setRoleChange(undefined);
        }}
      >
        {question && (
          <>
            <p>
              <strong>{question.question}</strong>
            </p>
            <p>{question.detail}</p>
          </>
        )}
      </ConfirmAlert>
    </>
  );
}
