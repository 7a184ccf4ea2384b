import { sql, type Kysely, type Updateable } from 'kysely';
import {
  UserEventTypes,
  withRecentlyViewed,
  type RecordedEvent,
  type UserEvent,
  type UserProfileFields,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';
import type { Projection } from '../runner/projection.js';
import type { UserTable } from './user.table.js';

const profileColumns: Record<keyof UserProfileFields, keyof UserTable> = {
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'display_name',
  photoUrl: 'photo_url',
  isTeamMember: 'is_team_member',
  isExternalUser: 'is_external_user',
};

// jsonb columns take JSON text: the driver would send a JS array as a PostgreSQL array.
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

type Changes = Record<string, unknown>;

export const userProjection: Projection = {
  name: 'users',
  eventTypes: UserEventTypes,
  tables: ['users'],
  async apply(db: Kysely<ReadModelDatabase>, recorded: RecordedEvent): Promise<void> {
    const event = recorded as RecordedEvent<UserEvent>;
    if (event.type === 'UserRegistered' || event.type === 'UserInvited') {
      await insertUser(db, event);
      return;
    }
    const userId = event.data.userId;
    const set = await changesOf(db, event);
    await db
      .updateTable('users')
      .set({ ...set, version: event.streamVersion, updated_at: event.recordedAt } as Updateable<UserTable>)
      .where('id', '=', userId)
      .where('version', '<', event.streamVersion)
      .execute();
  },
};

async function insertUser(
  db: Kysely<ReadModelDatabase>,
  event: RecordedEvent<Extract<UserEvent, { type: 'UserRegistered' | 'UserInvited' }>>,
): Promise<void> {
  const data = event.data;
  const invited = event.type === 'UserInvited';
  const row = {
    id: data.userId,
    email: data.email,
    first_name: data.firstName,
    last_name: data.lastName,
    role: data.role,
    is_active: !invited,
    is_external_user: data.role === 1,
    status: invited ? ('invited' as const) : ('active' as const),
    version: event.streamVersion,
    created_at: event.recordedAt,
    updated_at: event.recordedAt,
  };
  const { id: _id, created_at: _createdAt, ...update } = row;
  await db
    .insertInto('users')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(update).where('users.version', '<', row.version))
    .execute();
}

/** The columns one event changes; lists are read and rewritten (a user's stream is written serially). */
async function changesOf(db: Kysely<ReadModelDatabase>, event: RecordedEvent<UserEvent>): Promise<Changes> {
  switch (event.type) {
    case 'UserProfileUpdated': {
      const set: Record<string, unknown> = {};
      for (const [name, change] of Object.entries(event.data.changes)) {
        if (change) set[profileColumns[name as keyof UserProfileFields]] = change.to;
      }
      return set;
    }
    case 'UserRoleChanged':
      return { role: event.data.to };
    case 'UserActivationChanged':
      return { is_active: event.data.to, status: event.data.to ? 'active' : 'deactivated' };
    case 'UserSettingsChanged':
      return event.data.changes.navbarPinned ? { navbar_pinned: event.data.changes.navbarPinned.to } : {};
    case 'RecordViewed': {
      const row = await current(db, event.data.userId);
      return row ? { recently_viewed: json(withRecentlyViewed(row.recently_viewed, event.data.item)) } : {};
    }
    case 'TeamMemberItemAdded':
    case 'TeamMemberItemRemoved': {
      const { userId, list, itemId } = event.data;
      const row = await current(db, userId);
      if (!row) return {};
      const ids = row[list].filter((id) => id !== itemId);
      return { [list]: json(event.type === 'TeamMemberItemAdded' ? [...ids, itemId] : ids) };
    }
    case 'UserDeleted':
      return { deleted: true, is_active: false };
    case 'UserRegistered':
    case 'UserInvited':
      return {};
  }
}

function current(db: Kysely<ReadModelDatabase>, userId: string) {
  return db
    .selectFrom('users')
    .select(['recently_viewed', 'companies', 'communications', 'tasks', 'projects'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
