import { describe, expect, it } from 'vitest';
import {
  effectiveNavbarPinned,
  Role,
  type RecentlyViewedItem,
  type UpdateUser,
  type UserCommand,
  type UserCommandActor,
  type UserEvent,
} from '@dealbook/contracts';
import { messages, userDecider } from './user.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const userId = '0193a000-0000-7000-8000-000000000001';
const adminId = '0193a000-0000-7000-8000-000000000002';
const self: UserCommandActor = { userId, role: Role.user };
const admin: UserCommandActor = { userId: adminId, role: Role.admin };
const superadmin: UserCommandActor = { userId: adminId, role: Role.superadmin };

const registered = (role: number = Role.user): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role },
});

const given = deciderSpec(userDecider);

const update = (
  actor: UserCommandActor,
  changes: UpdateUser['changes'],
  extra: Partial<UpdateUser> = {},
): UpdateUser => ({
  type: 'UpdateUser',
  userId,
  actor,
  changes,
  lists: {},
  otherSuperadmins: 1,
  ...extra,
});

const item = (objectId: string): RecentlyViewedItem => ({
  objectId,
  name: `Record ${objectId}`,
  type: 'Company',
  summary: '',
  logoUrl: '',
  link: `/companies/${objectId}`,
});

describe('user decider', () => {
  it('registers a user once; a second registration of the id is a conflict', () => {
    const command: UserCommand = {
      type: 'RegisterUser',
      userId,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: Role.user,
    };
    given().when(command).then([registered()]);
    given(registered()).when(command).thenRefuses({ code: 'conflict' });
  });

  describe('UpdateUser', () => {
    it('lets users edit their own profile and settings, recording only what changed', () => {
      const events = given(registered())
        .when(update(self, { firstName: 'Ada', displayName: 'Countess', navbarPinned: false }))
        .events();
      expect(events).toEqual([
        { type: 'UserProfileUpdated', data: { userId, changes: { displayName: { from: '', to: 'Countess' } } } },
        { type: 'UserSettingsChanged', data: { userId, changes: { navbarPinned: { from: true, to: false } } } },
      ]);
    });

    it('shows a user who never chose the labelled sidebar, and keeps their choice once made', () => {
      const collapsed = {
        type: 'UserSettingsChanged' as const,
        data: { userId, changes: { navbarPinned: { from: true, to: false } } },
      };
      expect(given(registered()).state.navbarPinned).toBeUndefined();
      expect(effectiveNavbarPinned(given(registered()).state.navbarPinned)).toBe(true);
      expect(given(registered(), collapsed).state.navbarPinned).toBe(false);
      // Asking for what is already shown records nothing, before a choice and after it.
      given(registered())
        .when(update(self, { navbarPinned: true }))
        .then([]);
      given(registered(), collapsed)
        .when(update(self, { navbarPinned: false }))
        .then([]);
      given(registered(), collapsed)
        .when(update(self, { navbarPinned: true }))
        .then([
          { type: 'UserSettingsChanged', data: { userId, changes: { navbarPinned: { from: false, to: true } } } },
        ]);
    });

    it('refuses a non-admin editing someone else, and a non-admin changing access fields on themselves', () => {
      const other = { userId: adminId, role: Role.manager };
      expect(
        given(registered())
          .when(update(other, { firstName: 'X' }))
          .thenRefuses().message,
      ).toBe(messages.notSelf);
      const selfPromotion = given(registered())
        .when(update(self, { role: Role.admin, isTeamMember: true }))
        .thenRefuses();
      expect(selfPromotion.code).toBe('forbidden');
      expect(selfPromotion.message).toBe(messages.adminOnly(['role', 'isTeamMember']));
    });

    it('records a role change by an admin with from, to and by', () => {
      given(registered())
        .when(update(admin, { role: Role.manager }))
        .then([{ type: 'UserRoleChanged', data: { userId, from: Role.user, to: Role.manager, by: adminId } }]);
    });

    it('refuses an admin granting a role above their own or touching a superadmin', () => {
      expect(
        given(registered())
          .when(update(admin, { role: Role.superadmin }))
          .thenRefuses().message,
      ).toBe(messages.aboveOwnRole);
      expect(
        given(registered(Role.superadmin))
          .when(update(admin, { isActive: false }))
          .thenRefuses().message,
      ).toBe(messages.aboveOwnRole);
    });

    it('never demotes or deactivates the last active superadmin, but does when another remains', () => {
      const last = given(registered(Role.superadmin));
      const demote = update({ userId, role: Role.superadmin }, { role: Role.admin }, { otherSuperadmins: 0 });
      expect(last.when(demote).thenRefuses().message).toBe(messages.lastSuperadmin);
      expect(last.when(update(superadmin, { isActive: false }, { otherSuperadmins: 0 })).thenRefuses().message).toBe(
        messages.lastSuperadmin,
      );
      expect(last.when({ ...demote, otherSuperadmins: 1 }).events()).toHaveLength(1);
    });

    it('turns a whole team list into the ids added and removed', () => {
      const history = [
        registered(),
        { type: 'TeamMemberItemAdded', data: { userId, list: 'companies', itemId: 'a' } } as UserEvent,
      ];
      given(...history)
        .when(update(admin, {}, { lists: { companies: ['b', 'b'] } }))
        .then([
          { type: 'TeamMemberItemRemoved', data: { userId, list: 'companies', itemId: 'a' } },
          { type: 'TeamMemberItemAdded', data: { userId, list: 'companies', itemId: 'b' } },
        ]);
    });

    it('accepts the e-mail echoed back unchanged but refuses changing it', () => {
      given(registered())
        .when(update(self, { firstName: 'Ada' }, { email: 'ada@example.com' }))
        .then([]);
      const changed = given(registered())
        .when(update(admin, {}, { email: 'eve@example.com' }))
        .thenRefuses();
      expect(changed.code).toBe('validation');
      expect(changed.message).toBe(messages.emailFixed);
    });

    it('answers not found for a deleted user', () => {
      const deleted: UserEvent = { type: 'UserDeleted', data: { userId, email: 'ada@example.com' } };
      expect(
        given(registered(), deleted)
          .when(update(admin, { firstName: 'X' }))
          .thenRefuses().code,
      ).toBe('not_found');
    });
  });

  describe('VisitClientProject', () => {
    const visit = { type: 'VisitClientProject' as const, userId, projectId: 'p1', at: '2026-11-24T09:00:00.000Z' };

    const visitedAt = (at: string, projectId = 'p1'): UserEvent => ({
      type: 'ClientProjectVisited',
      data: { userId, projectId, at },
    });

    it("records a client's first visit of a project", () => {
      given(registered(Role.client))
        .when(visit)
        .then([visitedAt(visit.at)]);
    });

    it('counts calls within a minute of the last visit of that project as the same visit (issue 39)', () => {
      const earlier = given(registered(Role.client), visitedAt('2026-11-24T08:59:01.000Z'));
      earlier.when(visit).then([]);
      // A minute on, it is a new visit; another project's visit is its own.
      given(registered(Role.client), visitedAt('2026-11-24T08:59:00.000Z'))
        .when(visit)
        .then([visitedAt(visit.at)]);
      given(registered(Role.client), visitedAt('2026-11-24T08:59:30.000Z', 'p2'))
        .when(visit)
        .then([visitedAt(visit.at)]);
    });

    it('refuses staff, who have no portal to visit', () => {
      given(registered(Role.manager)).when(visit).thenRefuses({ code: 'forbidden' });
    });
  });

  describe('ViewRecord', () => {
    it('keeps the ten most recent, newest first, each record once', () => {
      const viewed = Array.from({ length: 12 }, (_, i) => ({
        type: 'RecordViewed' as const,
        data: { userId, item: item(`r${i}`) },
      }));
      const again: UserEvent = { type: 'RecordViewed', data: { userId, item: item('r5') } };
      const state = [registered(), ...viewed, again].reduce(userDecider.evolve, userDecider.initialState);
      expect(state.recentlyViewed.map((i) => i.objectId)).toEqual([
        'r5',
        'r11',
        'r10',
        'r9',
        'r8',
        'r7',
        'r6',
        'r4',
        'r3',
        'r2',
      ]);
    });

    it('records nothing when the record viewed is already on top, and refuses viewing for someone else', () => {
      const seen: UserEvent = { type: 'RecordViewed', data: { userId, item: item('r1') } };
      given(registered(), seen)
        .when({ type: 'ViewRecord', userId, actor: self, item: item('r1') })
        .then([]);
      expect(
        given(registered())
          .when({ type: 'ViewRecord', userId, actor: admin, item: item('r1') })
          .thenRefuses().code,
      ).toBe('forbidden');
    });
  });

  describe('team lists', () => {
    it('lets the member or a manager add an id once; others get 403', () => {
      const add = (actor: UserCommandActor): UserCommand => ({
        type: 'AddTeamMemberItem',
        userId,
        actor,
        list: 'tasks',
        itemId: 't1',
      });
      const added: UserEvent = { type: 'TeamMemberItemAdded', data: { userId, list: 'tasks', itemId: 't1' } };
      given(registered())
        .when(add({ userId: adminId, role: Role.manager }))
        .then([added]);
      given(registered(), added).when(add(self)).then([]);
      expect(
        given(registered())
          .when(add({ userId: adminId, role: Role.user }))
          .thenRefuses().message,
      ).toBe(messages.notSelfOrManager);
    });
  });

  describe('lists that grant access', () => {
    const manager: UserCommandActor = { userId: adminId, role: Role.manager };
    const inCompany: UserEvent = { type: 'TeamMemberItemAdded', data: { userId, list: 'companies', itemId: 'own' } };
    const addTo = (actor: UserCommandActor, list: 'companies' | 'projects' | 'tasks'): UserCommand => ({
      type: 'AddTeamMemberItem',
      userId,
      actor,
      list,
      itemId: 'other',
    });

    it('refuses a user or client widening their own companies or projects, by PUT or by adding an id', () => {
      for (const role of [Role.client, Role.external, Role.user]) {
        const member: UserCommandActor = { userId, role };
        const widen = update(member, {}, { lists: { companies: ['own', 'other'] } });
        const refused = given(registered(role), inCompany).when(widen).thenRefuses();
        expect(refused.code).toBe('forbidden');
        expect(refused.message).toBe(messages.accessListsManagerOnly(['companies']));
        expect(given(registered(role)).when(addTo(member, 'projects')).thenRefuses().message).toBe(
          messages.accessListsManagerOnly(['projects']),
        );
      }
    });

    it('accepts the lists sent back unchanged with a profile edit, and own tasks', () => {
      const echo = update(self, { firstName: 'Augusta' }, { lists: { companies: ['own'], tasks: ['t'] } });
      given(registered(), inCompany)
        .when(echo)
        .then([
          {
            type: 'UserProfileUpdated',
            data: { userId, changes: { firstName: { from: 'Ada', to: 'Augusta' } } },
          },
          { type: 'TeamMemberItemAdded', data: { userId, list: 'tasks', itemId: 't' } },
        ]);
      expect(given(registered()).when(addTo(self, 'tasks')).events()).toHaveLength(1);
    });

    it('refuses a client or external caller any change of their own lists, tasks included', () => {
      for (const role of [Role.client, Role.external]) {
        const member: UserCommandActor = { userId, role };
        const refused = given(registered(role)).when(addTo(member, 'tasks')).thenRefuses();
        expect(refused.code).toBe('forbidden');
        expect(refused.message).toBe(messages.listsStaffOnly);
      }
    });

    it("lets a manager or above change anybody's companies and projects", () => {
      given(registered(Role.client))
        .when(addTo(manager, 'companies'))
        .then([{ type: 'TeamMemberItemAdded', data: { userId, list: 'companies', itemId: 'other' } }]);
      expect(
        given(registered())
          .when(update(admin, {}, { lists: { projects: ['p'] } }))
          .events(),
      ).toHaveLength(1);
    });
  });

  describe('DeleteUser', () => {
    it('refuses deleting yourself and the last superadmin; deletes otherwise', () => {
      expect(
        given(registered(Role.admin))
          .when({
            type: 'DeleteUser',
            userId,
            actor: { userId, role: Role.admin },
            otherSuperadmins: 1,
          })
          .thenRefuses().message,
      ).toBe(messages.selfDelete);
      expect(
        given(registered(Role.superadmin))
          .when({
            type: 'DeleteUser',
            userId,
            actor: superadmin,
            otherSuperadmins: 0,
          })
          .thenRefuses().message,
      ).toBe(messages.lastSuperadmin);
      given(registered())
        .when({ type: 'DeleteUser', userId, actor: admin, otherSuperadmins: 0 })
        .then([{ type: 'UserDeleted', data: { userId, email: 'ada@example.com' } }]);
    });
  });

  describe('personal data export', () => {
    it('records an export of a live user with only their id, and refuses one of a deleted or unknown user', () => {
      const exported: UserEvent = { type: 'UserPersonalDataExported', data: { userId } };
      given(registered()).when({ type: 'RecordUserPersonalDataExport', userId }).then([exported]);
      // Exporting changes nothing of the account: the next export is recorded again.
      given(registered(), exported).when({ type: 'RecordUserPersonalDataExport', userId }).then([exported]);
      const deleted: UserEvent = { type: 'UserDeleted', data: { userId, email: 'ada@example.com' } };
      expect(
        given(registered(), deleted).when({ type: 'RecordUserPersonalDataExport', userId }).thenRefuses().code,
      ).toBe('not_found');
      expect(given().when({ type: 'RecordUserPersonalDataExport', userId }).thenRefuses().code).toBe('not_found');
    });
  });

  describe('invitation', () => {
    it('activates an invited user once', () => {
      const invited: UserEvent = {
        type: 'UserInvited',
        data: { userId, email: 'g@example.com', firstName: 'G', lastName: '', role: Role.external, invitedBy: adminId },
      };
      const activated: UserEvent = { type: 'UserActivationChanged', data: { userId, from: false, to: true } };
      given(invited).when({ type: 'ActivateInvitedUser', userId }).then([activated]);
      expect(given(invited, activated).when({ type: 'ActivateInvitedUser', userId }).thenRefuses().code).toBe(
        'conflict',
      );
    });
  });

  describe('targets', () => {
    const manager: UserCommandActor = { userId: adminId, role: Role.manager };
    const setTargets = (
      actor: UserCommandActor,
      callsPerDay: number | null,
      ndasPerMonth: number | null,
    ): UserCommand => ({
      type: 'SetUserTargets',
      userId,
      actor,
      targets: { callsPerDay, ndasPerMonth },
    });

    it('are set by a manager, from what they were, and setting the same again records nothing', () => {
      const set = given(registered())
        .when(setTargets(manager, 40, 8))
        .events();
      expect(set).toEqual([
        {
          type: 'UserTargetsSet',
          data: {
            userId,
            from: { callsPerDay: null, ndasPerMonth: null },
            to: { callsPerDay: 40, ndasPerMonth: 8 },
            by: adminId,
          },
        },
      ]);
      const state = given(registered(), ...set).state;
      expect(state.targets).toEqual({ callsPerDay: 40, ndasPerMonth: 8 });
      given(registered(), ...set)
        .when(setTargets(manager, 40, 8))
        .then([]);
    });

    it('are refused to a plain user (even their own) and for a client', () => {
      expect(
        given(registered())
          .when(setTargets(self, 99, 99))
          .thenRefuses().message,
      ).toBe(messages.targetsManagerOnly);
      expect(
        given(registered(Role.client))
          .when(setTargets(manager, 1, 1))
          .thenRefuses().code,
      ).toBe('validation');
    });
  });
});
