import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, withRecentlyViewed, type RecentlyViewedItem, type UserEvent } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { userProjection } from './user.projection.js';
import { findUserDocumentById } from './user.queries.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';

/**
 * The users projection computes its lists in SQL from the row (it never reads): recently viewed
 * must follow the domain's own rule (`withRecentlyViewed`: the item first, no repeats, at most 10)
 * and the team lists must add once and remove cleanly — also when the log is replayed.
 */
const readModels = useReadModelDatabase('user_projection');
let db: Kysely<ReadModelDatabase>;
beforeAll(() => {
  db = readModels();
});

const registered = (userId: string): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, email: `${userId}@example.com`, firstName: 'Ada', lastName: 'Lovelace', role: Role.user },
});

const item = (n: number): RecentlyViewedItem => ({
  objectId: `0193a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  name: `Record ${n}`,
  type: 'Company',
  summary: '',
  logoUrl: '',
  link: `/companies/${n}`,
});

describe('users projection', () => {
  it('keeps recently viewed as the domain rule does: newest first, no repeats, at most ten', async () => {
    const userId = randomUUID();
    const spec = projectionSpec(db, userProjection);
    await spec.given(`user-${userId}`, registered(userId));
    const views = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 3, 12].map(item);
    for (const viewed of views) {
      await spec.given(`user-${userId}`, { type: 'RecordViewed', data: { userId, item: viewed } });
    }
    const expected = views.reduce<RecentlyViewedItem[]>(withRecentlyViewed, []);
    const stored = await findUserDocumentById(db, userId);
    expect(stored?.userSettings.recentlyViewedItems).toEqual(expected);
    expect(expected.map((entry) => entry.name)).toEqual([12, 3, 11, 10, 9, 8, 7, 6, 5, 4].map((n) => `Record ${n}`));

    await spec.replayAll();
    expect((await findUserDocumentById(db, userId))?.userSettings.recentlyViewedItems).toEqual(expected);
  });

  it('adds a team item once, in order, and removes it cleanly', async () => {
    const userId = randomUUID();
    const spec = projectionSpec(db, userProjection);
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const added = (itemId: string): UserEvent => ({
      type: 'TeamMemberItemAdded',
      data: { userId, list: 'companies', itemId },
    });
    await spec.given(`user-${userId}`, registered(userId), added(a), added(b), added(a), added(c));
    expect((await findUserDocumentById(db, userId))?.companies).toEqual([b, a, c]);
    await spec.given(`user-${userId}`, {
      type: 'TeamMemberItemRemoved',
      data: { userId, list: 'companies', itemId: b },
    });
    expect((await findUserDocumentById(db, userId))?.companies).toEqual([a, c]);

    await spec.replayAll();
    expect((await findUserDocumentById(db, userId))?.companies).toEqual([a, c]);
  });

  it('lands profile, role, activation and settings changes on their columns', async () => {
    const userId = randomUUID();
    const spec = projectionSpec(db, userProjection);
    await spec.given(
      `user-${userId}`,
      registered(userId),
      {
        type: 'UserProfileUpdated',
        data: {
          userId,
          changes: { lastName: { from: 'Lovelace', to: 'King' }, isTeamMember: { from: false, to: true } },
        },
      },
      { type: 'UserRoleChanged', data: { userId, from: Role.user, to: Role.admin, by: randomUUID() } },
      { type: 'UserSettingsChanged', data: { userId, changes: { navbarPinned: { from: false, to: true } } } },
      { type: 'UserActivationChanged', data: { userId, from: true, to: false } },
    );
    const row = await db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'is_team_member', 'role', 'navbar_pinned', 'is_active', 'status', 'version'])
      .where('id', '=', userId)
      .executeTakeFirst();
    expect(row).toEqual({
      first_name: 'Ada',
      last_name: 'King',
      is_team_member: true,
      role: Role.admin,
      navbar_pinned: true,
      is_active: false,
      status: 'deactivated',
      version: 5,
    });
  });
  it('gives a user who never chose the labelled sidebar, and keeps their choice of icons through a replay', async () => {
    const userId = randomUUID();
    const spec = projectionSpec(db, userProjection);
    await spec.given(`user-${userId}`, registered(userId));
    expect((await findUserDocumentById(db, userId))?.userSettings.navbarPinned).toBe(true);

    await spec.given(`user-${userId}`, {
      type: 'UserSettingsChanged',
      data: { userId, changes: { navbarPinned: { from: true, to: false } } },
    });
    expect((await findUserDocumentById(db, userId))?.userSettings.navbarPinned).toBe(false);
    await spec.replayAll();
    expect((await findUserDocumentById(db, userId))?.userSettings.navbarPinned).toBe(false);
  });
});
