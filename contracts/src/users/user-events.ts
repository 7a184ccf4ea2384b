import type { DomainEvent } from '../event-store/domain-event.js';
import type { FieldChanges } from '../companies/company-events.js';
import type { RecentlyViewedItem, TeamMemberList } from './user.js';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; email: string; firstName: string; lastName: string; role: number }
>;

/** A pending user of the built-in directory: active once they follow the sign-up link. */
export type UserInvited = DomainEvent<
  'UserInvited',
  { userId: string; email: string; firstName: string; lastName: string; role: number; invitedBy: string }
>;

export interface UserProfileFields {
  firstName: string;
  lastName: string;
  displayName: string;
  photoUrl: string;
  isTeamMember: boolean;
  isExternalUser: boolean;
}

export type UserProfileUpdated = DomainEvent<
  'UserProfileUpdated',
  { userId: string; changes: FieldChanges<UserProfileFields> }
>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; from: number; to: number; by: string }>;
export type UserActivationChanged = DomainEvent<
  'UserActivationChanged',
  { userId: string; from: boolean; to: boolean }
>;
export type UserSettingsChanged = DomainEvent<
  'UserSettingsChanged',
  { userId: string; changes: FieldChanges<{ navbarPinned: boolean }> }
>;
export type RecordViewed = DomainEvent<'RecordViewed', { userId: string; item: RecentlyViewedItem }>;
export type TeamMemberItemAdded = DomainEvent<
  'TeamMemberItemAdded',
  { userId: string; list: TeamMemberList; itemId: string }
>;
export type TeamMemberItemRemoved = DomainEvent<
  'TeamMemberItemRemoved',
  { userId: string; list: TeamMemberList; itemId: string }
>;
export type UserDeleted = DomainEvent<'UserDeleted', { userId: string; email: string }>;

export type UserEvent =
  | UserRegistered
  | UserInvited
  | UserProfileUpdated
  | UserRoleChanged
  | UserActivationChanged
  | UserSettingsChanged
  | RecordViewed
  | TeamMemberItemAdded
  | TeamMemberItemRemoved
  | UserDeleted;
export type UserEventType = UserEvent['type'];

/** Current schema version of each user event type (upcasters lift older ones on read). */
export const UserEventSchemaVersions: Record<UserEventType, number> = {
  UserRegistered: 1,
  UserInvited: 1,
  UserProfileUpdated: 1,
  UserRoleChanged: 1,
  UserActivationChanged: 1,
  UserSettingsChanged: 1,
  RecordViewed: 1,
  TeamMemberItemAdded: 1,
  TeamMemberItemRemoved: 1,
  UserDeleted: 1,
};

export const UserEventTypes = Object.keys(UserEventSchemaVersions) as UserEventType[];

export const userStreamType = 'user';
