import {
  changes,
  creates,
  deletes,
  edits,
  moves,
  eventTypesOf,
  schemaVersionsOf,
  withPersonal,
  type EventCatalogue,
} from '../event-store/event-catalogue.js';
import { ErasedPersonName, type PersonalPart } from '../event-store/personal-data.js';
import { streamId } from '../event-store/stream-id.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { FieldChanges } from '../companies/company-events.js';
import type { CallerTargets } from '../dashboards/dashboard.js';
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
/**
 * A client opened one of their projects' status in the portal (issue 14): what they see as
 * "changed since your last visit" starts again from `at`, on every device they use.
 */
export type ClientProjectVisited = DomainEvent<
  'ClientProjectVisited',
  { userId: string; projectId: string; at: string }
>;
/** A manager set a member's targets (calls per day, NDAs per month); the dashboards show progress against them. */
export type UserTargetsSet = DomainEvent<
  'UserTargetsSet',
  { userId: string; from: CallerTargets; to: CallerTargets; by: string }
>;

/**
 * Everything held on the user was exported for a subject access request (issue 37): who asked
 * and when are the event's actor and time; the export's content is never recorded.
 */
export type UserPersonalDataExported = DomainEvent<'UserPersonalDataExported', { userId: string }>;

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
  | UserTargetsSet
  | ClientProjectVisited
  | UserPersonalDataExported
  | UserDeleted;
export type UserEventType = UserEvent['type'];

/**
 * A recently viewed contact's name, summary or photo in a user's RecordViewed: that contact's data
 * (issue 37), sealed with their key; a viewed company's, project's or event's stays in clear.
 */
const viewedContactPart = (field: keyof RecentlyViewedItem, erased: string): PersonalPart => ({
  path: `item.${field}`,
  subject: ({ item }: { item: RecentlyViewedItem }) =>
    item.type === 'Contact' ? streamId('contact', item.objectId) : undefined,
  erased,
});

/**
 * The user event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const UserEvents = {
  UserRegistered: creates(),
  UserInvited: creates(),
  UserProfileUpdated: edits(),
  UserRoleChanged: moves('role'),
  UserActivationChanged: moves('isActive'),
  UserSettingsChanged: edits(),
  RecordViewed: withPersonal(
    changes<{ item: unknown }>((data) => ({ recentlyViewedItems: { from: null, to: data.item } })),
    [viewedContactPart('name', ErasedPersonName), viewedContactPart('summary', ''), viewedContactPart('logoUrl', '')],
  ),
  TeamMemberItemAdded: changes<{ list: string; itemId: string }>((data) => ({
    [data.list]: { from: null, to: data.itemId },
  })),
  TeamMemberItemRemoved: changes<{ list: string; itemId: string }>((data) => ({
    [data.list]: { from: data.itemId, to: null },
  })),
  UserTargetsSet: moves('targets'),
  ClientProjectVisited: changes<{ projectId: string; at: string }>((data) => ({
    clientVisits: { from: null, to: { projectId: data.projectId, at: data.at } },
  })),
  UserPersonalDataExported: changes(() => ({})),
  UserDeleted: deletes(),
} satisfies EventCatalogue<UserEvent>;

/** Current schema version of each user event type (upcasters lift older ones on read). */
export const UserEventSchemaVersions = schemaVersionsOf<UserEvent>(UserEvents);

export const UserEventTypes = eventTypesOf(UserEvents);

export const userStreamType = 'user';
