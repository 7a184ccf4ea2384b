import { Alert, Button, NonIdealState } from '@blueprintjs/core';
import { listRoom, type User } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../modules/api/ApiError.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { useCurrentUser } from '../modules/auth/hooks/useSession.js';
import { useDebouncedValue } from '../modules/ui/hooks/useDebouncedValue.js';
import { toastError, toastSuccess } from '../modules/ui/toaster.js';
import { ExportXlsxButton } from '../modules/export/components/ExportXlsxButton.js';
import { NewUserDialog } from '../modules/users/components/NewUserDialog.js';
import { UsersFilterBar } from '../modules/users/components/UsersFilterBar.js';
import { UsersTable } from '../modules/users/components/UsersTable.js';
import { useUpdateUser, useUsersList } from '../modules/users/hooks/useUsersAdmin.js';
import {
  pageRange,
  roleChangeQuestion,
  roleLabel,
  usersQuery,
  type UsersFilter,
} from '../modules/users/utils/userAdmin.js';
import { exportPath } from '../modules/export/utils/exportRequest.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

const pageSize = 20;
const userRooms = [listRoom('user')];

interface PendingRoleChange {
  user: User;
  role: number;
}

/** `/admin` (spec §2.1): every user, searchable, with role and active flag set in place. */
export function UsersAdminPage() {
  const self = useCurrentUser();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UsersFilter>({ search: '', role: null, isActive: null });
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [roleChange, setRoleChange] = useState<PendingRoleChange>();
  const debouncedSearch = useDebouncedValue(search, 300);
  const users = useUsersList(usersQuery({ ...filter, search: debouncedSearch }, pageSize, offset));
  const update = useUpdateUser();
  // Another admin's change (or a sign-up) shows without a reload.
  useRooms(userRooms);

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

  const rows = users.data?.rows ?? [];
  const total = users.data?.total ?? 0;
  return (
    <>
      <div className="db-page-header">
        <PageTitle title="Users" />
        <Button intent="primary" icon="new-person" text="New user" onClick={() => setCreating(true)} />
      </div>
      <UsersFilterBar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setOffset(0);
        }}
        filter={filter}
        onFilter={(next) => {
          setFilter(next);
          setOffset(0);
        }}
      />
      {users.isError && !users.data ? (
        <NonIdealState icon="error" title="Users could not be loaded" description={errorMessage(users.error)} />
      ) : users.isPending ? (
        <p className="db-muted">Loading users…</p>
      ) : rows.length === 0 ? (
        <NonIdealState icon="people" title="No users match" description="Change the search or the filters." />
      ) : (
        <>
          <UsersTable
            users={rows}
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
          <nav className="db-pager" aria-label="Pages">
            <span className="db-pager__range" aria-live="polite">
              {pageRange(offset, rows.length, total)}
            </span>
            <Button
              icon="chevron-left"
              text="Previous"
              variant="outlined"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - pageSize))}
            />
            <Button
              endIcon="chevron-right"
              text="Next"
              variant="outlined"
              disabled={offset + rows.length >= total}
              onClick={() => setOffset(offset + pageSize)}
            />
            <ExportXlsxButton
              path={exportPath('/api/users/export', usersQuery({ ...filter, search: debouncedSearch }, pageSize, 0))}
              fallbackName="users_export.xlsx"
            />
          </nav>
        </>
      )}
      <NewUserDialog isOpen={creating} onClose={() => setCreating(false)} />
      <Alert
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
      </Alert>
    </>
  );
}
