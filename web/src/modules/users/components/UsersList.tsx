import { listRoom } from '@dealbook/contracts';
import { useMemo } from 'react';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { RecordList } from '../../records/components/RecordList.js';
import { userQueries } from '../hooks/userQueries.js';
import { userListState } from '../states/userListState.js';
import { usersQuery } from '../utils/userAdmin.js';
import { userColumns, type UserRowActions } from '../utils/userColumns.js';
import { UsersFilterBar } from './UsersFilterBar.js';

const userRooms = [listRoom('user')];
const exportFile = { route: '/api/users/export', fallbackName: 'users_export.xlsx' };

/** Every user, searchable, with role and flags set in place; another admin's change shows at once. */
export function UsersList(actions: UserRowActions) {
  useRooms(userRooms);
  const { selfId, onRoleChange, onActiveChange, onTeamMemberChange } = actions;
  const columns = useMemo(
    () => userColumns({ selfId, onRoleChange, onActiveChange, onTeamMemberChange }),
    [selfId, onRoleChange, onActiveChange, onTeamMemberChange],
  );
  return (
    <RecordList
      label="Users"
      state={userListState}
      listQuery={usersQuery}
      queryOptions={userQueries.list}
      filterBar={<UsersFilterBar />}
      columns={columns}
      exportFile={exportFile}
      empty={{ icon: 'people', noun: 'users' }}
    />
  );
}
