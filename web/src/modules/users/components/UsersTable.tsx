import { HTMLSelect, HTMLTable, Switch, Tag } from '@blueprintjs/core';
import type { User } from '@dealbook/contracts';
import { ImageAvatar } from '../../ui/components/ImageAvatar.js';
import { roleOptions } from '../utils/userAdmin.js';

export interface UsersTableProps {
  users: readonly User[];
  /** The signed-in admin: they cannot deactivate themselves. */
  selfId: string;
  onRoleChange: (user: User, role: number) => void;
  onActiveChange: (user: User, isActive: boolean) => void;
  /** Team members are the callers the Team dashboard ranks. */
  onTeamMemberChange: (user: User, isTeamMember: boolean) => void;
}

const statusIntent = { active: 'success', invited: 'primary', deactivated: 'none' } as const;

export function UsersTable({ users, selfId, onRoleChange, onActiveChange, onTeamMemberChange }: UsersTableProps) {
  return (
    <HTMLTable className="db-users-table" striped interactive aria-label="Users">
      <thead>
        <tr>
          <th>Name</th>
          <th>E-mail</th>
          <th>Status</th>
          <th>Role</th>
          <th>Active</th>
          <th>Team member</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user._id}>
            <td>
              <span className="db-user-cell">
                <ImageAvatar name={user.fullName || user.email} src={user.photoUrl} size={24} />
                {user.fullName || user.email}
              </span>
            </td>
            <td>{user.email}</td>
            <td>
              <Tag minimal intent={statusIntent[user.status]}>
                {user.status}
              </Tag>
            </td>
            <td>
              <HTMLSelect
                aria-label={`Role of ${user.fullName || user.email}`}
                value={String(user.role)}
                onChange={(event) => onRoleChange(user, Number(event.currentTarget.value))}
                options={roleOptions.map((option) => ({ ...option, value: String(option.value) }))}
              />
            </td>
            <td>
              <Switch
                aria-label={`${user.fullName || user.email} is active`}
                checked={user.isActive}
                disabled={user._id === selfId}
                onChange={(event) => onActiveChange(user, event.currentTarget.checked)}
              />
            </td>
            <td>
              <Switch
                aria-label={`${user.fullName || user.email} is a team member`}
                checked={user.isTeamMember}
                onChange={(event) => onTeamMemberChange(user, event.currentTarget.checked)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
