import { sql, type Kysely, type Updateable } from 'kysely';
import {
  changedValues,
  UserEvents,
  UserEventTypes,
  RecentlyViewedLimit,
  type ContactErased,
  type UserEvent,
  type UserProfileFields,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';
import type { UserTable } from './user.table.js';

const profileColumns: Record<keyof UserProfileFields, keyof UserTable> = {
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'display_name',
  photoUrl: 'photo_url',
  isTeamMember: 'is_team_member',
  isExternalUser: 'is_external_user',
};

/** The column each catalogued field change lands in; settings without a column are not kept here. */
const columnOf: Partial<Record<string, keyof UserTable>> = {
  ...profileColumns,
  role: 'role',
  isActive: 'is_active',
  navbarPinned: 'navbar_pinned',
};

type Changes = Record<string, unknown>;

/** The event's field changes, as its catalogue reads them, by column. */
function cataloguedColumns(event: ProjectedEvent<UserEvent>): Changes {
  const set: Changes = {};
  for (const [field, value] of Object.entries(changedValues(UserEvents, event))) {
    const column = columnOf[field];
    if (column) set[column] = value;
  }
  return set;
}

export const userProjection = defineProjection<UserEvent | ContactErased>({
  name: 'users',
  eventTypes: [...UserEventTypes, 'ContactErased'],
  tables: ['users'],
  async apply(db, event) {
    // An erased contact (issue 37) leaves every recently viewed list: the item carried their name.
    if (event.type === 'ContactErased') {
      await sql`
        update users set recently_viewed = (select coalesce(jsonb_agg(x order by o), '[]'::jsonb)
          from jsonb_array_elements(recently_viewed) with ordinality t(x, o) where x->>'objectId' <> ${event.data.contactId})
        where recently_viewed @> ${JSON.stringify([{ objectId: event.data.contactId }])}::jsonb`.execute(db);
      return;
    }
    if (event.type === 'UserRegistered' || event.type === 'UserInvited') {
      await insertUser(db, event);
      return;
    }
    const userId = event.data.userId;
    const set = changesOf(event);
    await db
      .updateTable('users')
      .set({ ...set, version: event.streamVersion, updated_at: event.recordedAt } as Updateable<UserTable>)
      .where('id', '=', userId)
      .where('version', '<', event.streamVersion)
      .execute();
  },
});

async function insertUser(
  db: Kysely<ReadModelDatabase>,
  event: ProjectedEvent<Extract<UserEvent, { type: 'UserRegistered' | 'UserInvited' }>>,
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

/** The columns one event changes, lists rewritten in SQL from their current value. */
function changesOf(event: ProjectedEvent<UserEvent>): Changes {
  switch (event.type) {
    case 'UserProfileUpdated':
    case 'UserRoleChanged':
    case 'UserSettingsChanged':
      return cataloguedColumns(event);
    case 'UserActivationChanged':
      return { ...cataloguedColumns(event), status: event.data.to ? 'active' : 'deactivated' };
    case 'RecordViewed': {
      // The item goes first, earlier entries of the same record go, at most the limit stay.
      const { item } = event.data;
      const others = sql`coalesce((select jsonb_agg(x order by o) from jsonb_array_elements(recently_viewed)
        with ordinality t(x, o) where x->>'objectId' <> ${item.objectId}), '[]'::jsonb)`;
      return {
        recently_viewed: sql`(select coalesce(jsonb_agg(e order by ord), '[]'::jsonb) from (
          select e, ord from jsonb_array_elements(${JSON.stringify([item])}::jsonb || ${others})
          with ordinality u(e, ord) order by ord limit ${sql.lit(RecentlyViewedLimit)}) kept)`,
      };
    }
    case 'TeamMemberItemAdded':
    case 'TeamMemberItemRemoved': {
      const { list, itemId } = event.data;
      const without = sql`coalesce((select jsonb_agg(x order by o) from jsonb_array_elements(${sql.ref(list)})
        with ordinality t(x, o) where x <> to_jsonb(${itemId}::text)), '[]'::jsonb)`;
      return {
        [list]: event.type === 'TeamMemberItemAdded' ? sql`${without} || jsonb_build_array(${itemId}::text)` : without,
      };
    }
    case 'ClientProjectVisited':
      return {
        client_visits: sql`client_visits || jsonb_build_object(${event.data.projectId}::text, ${event.data.at}::text)`,
      };
    case 'UserDeleted':
      return { deleted: true, is_active: false };
    // Targets are the dashboards' (dashboard_targets); the user row only moves to the new version,
    // as it does for a subject access export (its ETag follows the stream).
    case 'UserTargetsSet':
    case 'UserPersonalDataExported':
    case 'UserRegistered':
    case 'UserInvited':
      return {};
  }
}
