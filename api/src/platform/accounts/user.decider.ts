import {
  changedValues,
  effectiveNavbarPinned,
  hasRole,
  noTargets,
  Role,
  streamId,
  TeamMemberLists,
  UserEvents,
  userStreamType,
  withRecentlyViewed,
  type CallerTargets,
  type FieldChanges,
  type RecentlyViewedItem,
  type TeamMemberList,
  type UpdateUser,
  type UserCommand,
  type UserCommandActor,
  type UserEvent,
  type UserProfileFields,
  type UserStatus,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';

export interface UserState {
  exists: boolean;
  deleted: boolean;
  email: string;
  role: number;
  isActive: boolean;
  status: UserStatus;
  profile: UserProfileFields;
  /** The user's own choice; undefined until they make one (they see `NavbarPinnedByDefault`). */
  navbarPinned: boolean | undefined;
  recentlyViewed: RecentlyViewedItem[];
  lists: Record<TeamMemberList, string[]>;
  targets: CallerTargets;
  /** A client user's last recorded visit of each project's status, by project id (ISO time). */
  visits: Record<string, string>;
}

/** A visit this soon after the last one recorded for the same project is the same visit (issue 39). */
export const VisitCoalesceMs = 60_000;

const emptyLists = (): Record<TeamMemberList, string[]> => ({
  companies: [],
  communications: [],
  tasks: [],
  projects: [],
});

const initialState: UserState = {
  exists: false,
  deleted: false,
  email: '',
  role: Role.client,
  isActive: false,
  status: 'invited',
  profile: { firstName: '', lastName: '', displayName: '', photoUrl: '', isTeamMember: false, isExternalUser: false },
  navbarPinned: undefined,
  recentlyViewed: [],
  lists: emptyLists(),
  targets: noTargets,
  visits: {},
};

export const messages = {
  notSelf: 'You can only change your own user unless you are an admin',
  notSelfOrManager: 'You can only change your own team lists unless you are a manager or above',
  listsStaffOnly: 'Only staff keep lists of tasks and communications on their user',
  accessListsManagerOnly: (lists: string[]) =>
    `Only a manager or above can change ${lists.join(', ')}: they decide which records a user may see`,
  adminOnly: (fields: string[]) => `Only an admin can change ${fields.join(', ')}`,
  aboveOwnRole: 'You cannot give a role above your own or change the role of a user above you',
  lastSuperadmin: 'The last active superadmin cannot be demoted, deactivated or deleted',
  selfDelete: 'You cannot delete your own user',
  viewOthers: 'You can only record what you viewed yourself',
  notInvited: 'This user has already signed up',
  targetsManagerOnly: 'Only a manager or above can set targets',
  targetsStaffOnly: 'Targets are for staff and external callers',
  emailFixed: 'email cannot be changed',
};

/** Each user's events live on `user-<id>`. */
export const userStreamId = (userId: string) => streamId(userStreamType, userId);

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  events: UserEvents,
  streamIdOf: (command) => userStreamId(command.userId),

  initialState,

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
      case 'UserInvited': {
        const { email, firstName, lastName, role } = event.data;
        const invited = event.type === 'UserInvited';
        return {
          ...initialState,
          exists: true,
          email,
          role,
          isActive: !invited,
          status: invited ? 'invited' : 'active',
          profile: { ...initialState.profile, firstName, lastName, isExternalUser: role === Role.external },
          lists: emptyLists(),
        };
      }
      case 'UserProfileUpdated':
        return { ...state, profile: { ...state.profile, ...changedValues(UserEvents, event) } };
      case 'UserRoleChanged':
      case 'UserSettingsChanged':
      case 'UserTargetsSet':
        return { ...state, ...changedValues(UserEvents, event) };
      case 'UserActivationChanged':
        return { ...state, ...changedValues(UserEvents, event), status: event.data.to ? 'active' : 'deactivated' };
      case 'RecordViewed':
        return { ...state, recentlyViewed: withRecentlyViewed(state.recentlyViewed, event.data.item) };
      case 'ClientProjectVisited':
        return { ...state, visits: { ...state.visits, [event.data.projectId]: event.data.at } };
      // Kept only on the history: no rule of this aggregate depends on it.
      case 'UserPersonalDataExported':
        return state;
      case 'TeamMemberItemAdded':
        return withList(state, event.data.list, [...state.lists[event.data.list], event.data.itemId]);
      case 'TeamMemberItemRemoved':
        return withList(
          state,
          event.data.list,
          state.lists[event.data.list].filter((id) => id !== event.data.itemId),
        );
      case 'UserDeleted':
        return { ...state, deleted: true };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
      case 'InviteUser': {
        if (state.exists) throw new DomainError('conflict', `User ${command.userId} already exists`);
        const { userId, email, firstName, lastName, role } = command;
        if (command.type === 'RegisterUser') {
          return [{ type: 'UserRegistered', data: { userId, email, firstName, lastName, role } }];
        }
        return [
          {
            type: 'UserInvited',
            data: { userId, email, firstName, lastName, role, invitedBy: command.invitedBy },
          },
        ];
      }
      case 'UpdateUser':
        return decideUpdate(command, live(state, command.userId));
      case 'ViewRecord': {
        live(state, command.userId);
        if (command.actor.userId !== command.userId) throw new DomainError('forbidden', messages.viewOthers);
        const current = state.recentlyViewed[0];
        // Viewing the record already on top changes nothing worth a history entry.
        if (current && JSON.stringify(current) === JSON.stringify(command.item)) return [];
        return [{ type: 'RecordViewed', data: { userId: command.userId, item: command.item } }];
      }
      case 'VisitClientProject': {
        const { userId, projectId, at } = command;
        if (live(state, userId).role !== Role.client) {
          throw new DomainError('forbidden', 'Only client users visit the client portal');
        }
        // Reloads, tabs and a script repeating the call within a minute are one visit: "changed since
        // your last visit" moves by the minute, and the log does not grow with every request.
        const last = state.visits[projectId];
        if (last && Date.parse(at) - Date.parse(last) < VisitCoalesceMs) return [];
        return [{ type: 'ClientProjectVisited', data: { userId, projectId, at } }];
      }
      case 'AddTeamMemberItem':
      case 'RemoveTeamMemberItem': {
        live(state, command.userId);
        const { actor, userId, list, itemId } = command;
        requireListChange(actor, userId, [list]);
        const present = state.lists[list].includes(itemId);
        if (command.type === 'AddTeamMemberItem') {
          return present ? [] : [{ type: 'TeamMemberItemAdded', data: { userId, list, itemId } }];
        }
        return present ? [{ type: 'TeamMemberItemRemoved', data: { userId, list, itemId } }] : [];
      }
      case 'SetUserTargets': {
        live(state, command.userId);
        if (!hasRole(command.actor.role, 'manager')) throw new DomainError('forbidden', messages.targetsManagerOnly);
        if (state.role < Role.external) throw new DomainError('validation', messages.targetsStaffOnly);
        const from = state.targets;
        const to = command.targets;
        if (from.callsPerDay === to.callsPerDay && from.ndasPerMonth === to.ndasPerMonth) return [];
        return [{ type: 'UserTargetsSet', data: { userId: command.userId, from, to, by: command.actor.userId } }];
      }
      case 'ActivateInvitedUser': {
        live(state, command.userId);
        if (state.status !== 'invited') throw new DomainError('conflict', messages.notInvited);
        return [{ type: 'UserActivationChanged', data: { userId: command.userId, from: false, to: true } }];
      }
      case 'RecordUserPersonalDataExport':
        live(state, command.userId);
        return [{ type: 'UserPersonalDataExported', data: { userId: command.userId } }];
      case 'DeleteUser': {
        live(state, command.userId);
        if (command.actor.userId === command.userId) throw new DomainError('forbidden', messages.selfDelete);
        requireAdminOver(command.actor, state.role);
        if (state.role === Role.superadmin && state.isActive && command.otherSuperadmins === 0) {
          throw new DomainError('forbidden', messages.lastSuperadmin);
        }
        return [{ type: 'UserDeleted', data: { userId: command.userId, email: state.email } }];
      }
      default:
        return unreachable(command);
    }
  },
};

function live(state: UserState, userId: string): UserState {
  if (!state.exists || state.deleted) throw notFound('User', userId);
  return state;
}

function withList(state: UserState, list: TeamMemberList, ids: string[]): UserState {
  return { ...state, lists: { ...state.lists, [list]: ids } };
}

/** An admin acts on users up to their own role, never above (an admin cannot touch a superadmin). */
function requireAdminOver(actor: UserCommandActor, targetRole: number): void {
  if (!hasRole(actor.role, 'admin')) throw new DomainError('forbidden', messages.adminOnly(['users']));
  if (targetRole > actor.role) throw new DomainError('forbidden', messages.aboveOwnRole);
}

/**
 * Who changes a member's lists. `companies` and `projects` grant access (a client reads the
 * companies of their user record), so only a manager or above changes them, for anybody,
 * themselves included. `tasks` and `communications` grant nothing anywhere (no access check reads
 * them): a member of staff keeps their own, or a manager or above. Clients and external callers
 * change none of their lists: they would tie the firm's records, which they may not see, to theirs.
 */
const accessLists: readonly TeamMemberList[] = ['companies', 'projects'];

function requireListChange(actor: UserCommandActor, userId: string, lists: readonly TeamMemberList[]): void {
  if (hasRole(actor.role, 'manager')) return;
  const granting = lists.filter((list) => accessLists.includes(list));
  if (granting.length > 0) throw new DomainError('forbidden', messages.accessListsManagerOnly(granting));
  if (actor.userId !== userId) throw new DomainError('forbidden', messages.notSelfOrManager);
  if (!hasRole(actor.role, 'user')) throw new DomainError('forbidden', messages.listsStaffOnly);
}

/**
 * What a user may change on their own record: the profile and settings. Everything that grants
 * access (`role`, `isActive`, `isTeamMember`, `isExternalUser`) is an admin's (over users up to
 * their own role); the lists are requireListChange's.
 */
const profileNames = ['firstName', 'lastName', 'displayName', 'photoUrl'] as const;
const adminFlagNames = ['isTeamMember', 'isExternalUser'] as const;

function decideUpdate(command: UpdateUser, state: UserState): UserEvent[] {
  const { actor, userId, changes } = command;
  const isSelf = actor.userId === userId;
  const isAdmin = hasRole(actor.role, 'admin');
  if (!isSelf && !isAdmin) throw new DomainError('forbidden', messages.notSelf);
  if (command.email !== undefined && command.email !== state.email) {
    throw new DomainError('validation', messages.emailFixed, { email: messages.emailFixed });
  }

  const roleChange = changes.role !== undefined && changes.role !== state.role ? changes.role : undefined;
  const activation =
    changes.isActive !== undefined && changes.isActive !== state.isActive ? changes.isActive : undefined;
  const profileChanges: FieldChanges<UserProfileFields> = {};
  const record = profileChanges as Record<string, { from: unknown; to: unknown }>;
  for (const name of [...profileNames, ...adminFlagNames]) {
    const to = changes[name];
    if (to !== undefined && to !== state.profile[name]) record[name] = { from: state.profile[name], to };
  }
  const adminChanges = [
    ...(roleChange !== undefined ? ['role'] : []),
    ...(activation !== undefined ? ['isActive'] : []),
    ...adminFlagNames.filter((name) => record[name]),
  ];
  if (adminChanges.length > 0 && !isAdmin) throw new DomainError('forbidden', messages.adminOnly(adminChanges));
  const touchesAccess = roleChange !== undefined || activation !== undefined;
  if (touchesAccess && (state.role > actor.role || (roleChange ?? 0) > actor.role)) {
    throw new DomainError('forbidden', messages.aboveOwnRole);
  }
  const losesSuperadmin = (roleChange !== undefined && roleChange < Role.superadmin) || activation === false;
  if (state.role === Role.superadmin && state.isActive && losesSuperadmin && command.otherSuperadmins === 0) {
    throw new DomainError('forbidden', messages.lastSuperadmin);
  }

  const listEvents = listChanges(command, state);
  const changedLists = [...new Set(listEvents.map((event) => event.data.list))];
  if (changedLists.length > 0) requireListChange(actor, userId, changedLists);

  const events: UserEvent[] = [];
  if (Object.keys(profileChanges).length > 0) {
    events.push({ type: 'UserProfileUpdated', data: { userId, changes: profileChanges } });
  }
  if (roleChange !== undefined) {
    events.push({ type: 'UserRoleChanged', data: { userId, from: state.role, to: roleChange, by: actor.userId } });
  }
  if (activation !== undefined) {
    events.push({ type: 'UserActivationChanged', data: { userId, from: state.isActive, to: activation } });
  }
  // Against what the user sees: a client echoing the whole user back (as spec §7 saves it) has not
  // chosen the default it was shown.
  const from = effectiveNavbarPinned(state.navbarPinned);
  if (changes.navbarPinned !== undefined && changes.navbarPinned !== from) {
    events.push({
      type: 'UserSettingsChanged',
      data: { userId, changes: { navbarPinned: { from, to: changes.navbarPinned } } },
    });
  }
  return [...events, ...listEvents];
}

type ListEvent = Extract<UserEvent, { type: 'TeamMemberItemAdded' | 'TeamMemberItemRemoved' }>;

/** The whole lists of a PUT as item events; a list sent back unchanged makes none. */
function listChanges(command: UpdateUser, state: UserState): ListEvent[] {
  const { userId } = command;
  const events: ListEvent[] = [];
  for (const list of TeamMemberLists) {
    const wanted = command.lists[list];
    if (!wanted) continue;
    const current = state.lists[list];
    const unique = [...new Set(wanted)];
    for (const itemId of current.filter((id) => !unique.includes(id))) {
      events.push({ type: 'TeamMemberItemRemoved', data: { userId, list, itemId } });
    }
    for (const itemId of unique.filter((id) => !current.includes(id))) {
      events.push({ type: 'TeamMemberItemAdded', data: { userId, list, itemId } });
    }
  }
  return events;
}
