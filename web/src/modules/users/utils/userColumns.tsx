import { HTMLSelect, Switch, Tag } from '@blueprintjs/core';
import type { User } from '@dealbook/contracts';
import { ExportPersonalDataButton, personalDataPath } from '../../privacy/components/ExportPersonalDataButton.js';
import type { RecordGridColumn } from '../../records/components/RecordGrid.js';
import { ImageAvatar } from '../../ui/components/ImageAvatar.js';
import { roleOptions, type UserSortField } from './userAdmin.js';

export interface UserRowActions {
  /** The signed-in admin: they cannot deactivate themselves. */
  selfId: string;
  onRoleChange: (user: User, role: number) => void;
  onActiveChange: (user: User, isActive: boolean) => void;
  /** Team members are the callers the Team dashboard ranks. */
  onTeamMemberChange: (user: User, isTeamMember: boolean) => void;
}

const statusWords = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' } as const;
const statusIntent = { active: 'success', invited: 'primary', deactivated: 'none' } as const;
const nameOf = (user: User) => user.fullName || user.email;

/**
 * The users grid's columns: role, active flag and team membership are set in place; an
 * administrator downloads a user's personal data (subject access, issue 37) from their row.
 */
export function userColumns(actions: UserRowActions): RecordGridColumn<User, UserSortField>[] {
  return [
    {
      id: 'name',
      label: 'Name',
      width: 220,
      sortField: 'lastName',
      render: (user) => (
        <span className="db-user-cell">
          <ImageAvatar name={nameOf(user)} src={user.photoUrl} size={24} />
          {nameOf(user)}
        </span>
      ),
    },
    { id: 'email', label: 'E-mail', width: 240, sortField: 'email', render: (user) => user.email },
    {
      id: 'status',
      label: 'Status',
      width: 120,
      render: (user) => (
        <Tag minimal intent={statusIntent[user.status]}>
          {statusWords[user.status]}
        </Tag>
      ),
    },
    {
      id: 'role',
      label: 'Role',
      width: 170,
      sortField: 'role',
      render: (user) => (
        <HTMLSelect
          aria-label={`Role of ${nameOf(user)}`}
          value={String(user.role)}
          onChange={(event) => actions.onRoleChange(user, Number(event.currentTarget.value))}
          options={roleOptions.map((option) => ({ ...option, value: String(option.value) }))}
        />
      ),
    },
    {
      id: 'active',
      label: 'Active',
      width: 90,
      render: (user) => (
        <Switch
          className="db-cell-switch"
          aria-label={`${nameOf(user)} is active`}
          checked={user.isActive}
          disabled={user._id === actions.selfId}
          onChange={(event) => actions.onActiveChange(user, event.currentTarget.checked)}
        />
      ),
    },
    {
      id: 'team',
      label: 'Team member',
      width: 120,
      render: (user) => (
        <Switch
          className="db-cell-switch"
          aria-label={`${nameOf(user)} is a team member`}
          checked={user.isTeamMember}
          onChange={(event) => actions.onTeamMemberChange(user, event.currentTarget.checked)}
        />
      ),
    },
    {
      id: 'personalData',
      label: 'Personal data',
      width: 150,
      render: (user) => (
        <ExportPersonalDataButton path={personalDataPath('user', user._id)} fullName={nameOf(user)} label="Export" />
      ),
    },
  ];
}
