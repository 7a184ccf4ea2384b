import type { UserProfileFields } from './user-events.js';
import type { CallerTargets } from '../dashboards/dashboard.js';
import type { RecentlyViewedItem, TeamMemberList } from './user.js';

/** Who issues a user command: the rules of spec §6 depend on it (self, manager, admin). */
export interface UserCommandActor {
  userId: string;
  role: number;
}

interface NewUserFields {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: number;
}

export interface RegisterUser extends NewUserFields {
  type: 'RegisterUser';
}

export interface InviteUser extends NewUserFields {
  type: 'InviteUser';
  invitedBy: string;
}

export type UserListChanges = Partial<Record<TeamMemberList, string[]>>;

export interface UpdateUser {
  type: 'UpdateUser';
  userId: string;
  actor: UserCommandActor;
  changes: Partial<UserProfileFields> & { navbarPinned?: boolean; role?: number; isActive?: boolean };
  /** The e-mail the client echoed, if any: it identifies the user and cannot be changed here. */
  email?: string;
  lists: UserListChanges;
  /** Active superadmins other than this user: the last one may not be demoted or deactivated. */
  otherSuperadmins: number;
}

export interface ViewRecord {
  type: 'ViewRecord';
  userId: string;
  actor: UserCommandActor;
  item: RecentlyViewedItem;
}

/** A client user opened a project's status in the portal (the handler checked it is theirs). */
export interface VisitClientProject {
  type: 'VisitClientProject';
  userId: string;
  projectId: string;
  at: string;
}

export interface ChangeTeamMemberItem {
  type: 'AddTeamMemberItem' | 'RemoveTeamMemberItem';
  userId: string;
  actor: UserCommandActor;
  list: TeamMemberList;
  itemId: string;
}

/** The invited user followed the sign-up link. */
export interface ActivateInvitedUser {
  type: 'ActivateInvitedUser';
  userId: string;
}

/** A manager (or above) sets a member's targets. */
export interface SetUserTargets {
  type: 'SetUserTargets';
  userId: string;
  actor: UserCommandActor;
  targets: CallerTargets;
}

export interface DeleteUser {
  type: 'DeleteUser';
  userId: string;
  actor: UserCommandActor;
  otherSuperadmins: number;
}

/** A subject access export of the user was taken (issue 37): who asked is the metadata's actor; no data is kept. */
export interface RecordUserPersonalDataExport {
  type: 'RecordUserPersonalDataExport';
  userId: string;
}

export type UserCommand =
  | RegisterUser
  | InviteUser
  | UpdateUser
  | ViewRecord
  | VisitClientProject
  | ChangeTeamMemberItem
  | SetUserTargets
  | ActivateInvitedUser
  | RecordUserPersonalDataExport
  | DeleteUser;
