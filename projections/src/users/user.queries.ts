import { sql, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import {
  effectiveNavbarPinned,
  type PageQuery,
  type TeamMember,
  type User,
  type UserStatus,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';
import { escapeLike } from '../shared/document-filter.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, notNull, type SortColumns } from '../shared/list-order.js';
import type { UserTable } from './user.table.js';

/** A user as the sign-in code reads them: the shape of the session's user. */
export interface UserRecord {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: number;
  version: number;
}

type Row = Selectable<UserTable>;

function toUser(row: Row): UserRecord {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    role: row.role,
    version: row.version,
  };
}

export function toUserDocument(row: Row): User {
  return {
    ...toUser(row),
    displayName: row.display_name,
    photoUrl: row.photo_url,
    isActive: row.is_active,
    isTeamMember: row.is_team_member,
    isExternalUser: row.is_external_user,
    status: row.status,
    companies: row.companies,
    communications: row.communications,
    tasks: row.tasks,
    projects: row.projects,
    userSettings: { navbarPinned: effectiveNavbarPinned(row.navbar_pinned), recentlyViewedItems: row.recently_viewed },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toTeamMember(row: Row): TeamMember {
  const { _id, firstName, lastName, fullName, email, photoUrl, role, companies, communications, tasks, projects } =
    toUserDocument(row);
  return { _id, firstName, lastName, fullName, email, photoUrl, role, companies, communications, tasks, projects };
}

function live(db: Kysely<ReadModelDatabase>) {
  return db.selectFrom('users').selectAll().where('deleted', '=', false);
}

/** A live (not deleted) user: a deleted user's session stops working. */
export async function findUserById(db: Kysely<ReadModelDatabase>, id: string): Promise<UserRecord | undefined> {
  const row = await live(db).where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

/** Users who may sign in and act: not deleted, not deactivated, not an unanswered invitation. */
function active(db: Kysely<ReadModelDatabase>) {
  return live(db).where('is_active', '=', true).where('status', '=', 'active');
}

/** The signed-in user behind a session: deactivating or deleting someone ends their sessions at once. */
export async function findActiveUserById(db: Kysely<ReadModelDatabase>, id: string): Promise<UserRecord | undefined> {
  const row = await active(db).where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

/** Who may sign in with this (lower-cased) e-mail. */
export async function findActiveUserByEmail(
  db: Kysely<ReadModelDatabase>,
  email: string,
): Promise<UserRecord | undefined> {
  const row = await active(db).where('email', '=', email).executeTakeFirst();
  return row && toUser(row);
}

/** An invitation not yet taken up, for this (lower-cased) e-mail. */
export async function findInvitedUserByEmail(
  db: Kysely<ReadModelDatabase>,
  email: string,
): Promise<UserRecord | undefined> {
  const row = await live(db).where('status', '=', 'invited').where('email', '=', email).executeTakeFirst();
  return row && toUser(row);
}

/** E-mails are stored lower-cased; pass a lower-cased address. Deleted users are not found. */
export async function findUserByEmail(db: Kysely<ReadModelDatabase>, email: string): Promise<UserRecord | undefined> {
  const row = await live(db).where('email', '=', email).executeTakeFirst();
  return row && toUser(row);
}

/** Deleted users included: the history still names the actors of old events. */
export async function findUsersByIds(db: Kysely<ReadModelDatabase>, ids: readonly string[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toUser);
}

/** Every user ever registered, deleted ones included (the first-admin check). */
export async function countUsers(db: Kysely<ReadModelDatabase>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findUserDocumentById(db: Kysely<ReadModelDatabase>, id: string): Promise<User | undefined> {
  const row = await live(db).where('id', '=', id).executeTakeFirst();
  return row && toUserDocument(row);
}

export interface UserListQuery extends PageQuery {
  search?: string;
  role?: number;
  isActive?: boolean;
}

const sortColumns: SortColumns = {
  firstName: notNull(sql`first_name`),
  lastName: notNull(sql`last_name`),
  email: notNull(sql`email`),
  role: notNull(sql`role`),
  createdAt: notNull(sql`created_at`),
  updatedAt: notNull(sql`updated_at`),
};
export const UserSortFields = Object.keys(sortColumns);

/** GET /api/users: one page of live users and how many matched before paging. */
export async function listUsers(db: Kysely<ReadModelDatabase>, query: UserListQuery): Promise<ListPage<User>> {
  const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`deleted = false`];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(sql<SqlBool>`(first_name ilike ${pattern} or last_name ilike ${pattern}
      or display_name ilike ${pattern} or email ilike ${pattern})`);
  }
  if (query.role !== undefined) conditions.push(sql<SqlBool>`role = ${query.role}`);
  if (query.isActive !== undefined) conditions.push(sql<SqlBool>`is_active = ${query.isActive}`);
  const found = await listPage<Row>(
    db,
    { columns: sql`*`, from: sql`users`, where: sql.join(conditions, sql` and `) },
    listOrder(query.sort ?? 'lastName', sortColumns, { parts: [] }),
    query,
  );
  return { ...found, rows: found.rows.map(toUserDocument) };
}

export async function countLiveUsers(db: Kysely<ReadModelDatabase>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('deleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** E-mails lower-cased; unknown ones are left out. */
export async function findUsersByEmails(db: Kysely<ReadModelDatabase>, emails: readonly string[]): Promise<User[]> {
  if (emails.length === 0) return [];
  const rows = await live(db)
    .where('email', 'in', [...emails])
    .orderBy('email')
    .execute();
  return rows.map(toUserDocument);
}

export async function listTeamMembers(db: Kysely<ReadModelDatabase>): Promise<TeamMember[]> {
  const rows = await live(db).where('is_team_member', '=', true).orderBy('last_name').orderBy('first_name').execute();
  return rows.map(toTeamMember);
}

export async function findTeamMember(db: Kysely<ReadModelDatabase>, id: string): Promise<TeamMember | undefined> {
  const row = await live(db).where('id', '=', id).where('is_team_member', '=', true).executeTakeFirst();
  return row && toTeamMember(row);
}

export async function listUsersByRole(db: Kysely<ReadModelDatabase>, role: number): Promise<User[]> {
  const rows = await live(db).where('role', '=', role).orderBy('last_name').orderBy('first_name').execute();
  return rows.map(toUserDocument);
}

export async function listUsersByStatus(db: Kysely<ReadModelDatabase>, status: UserStatus): Promise<User[]> {
  const rows = await live(db).where('status', '=', status).orderBy('created_at', 'desc').execute();
  return rows.map(toUserDocument);
}

/** Active superadmins other than `exceptUserId`: the last one must stay. */
export async function countOtherActiveSuperadmins(
  db: Kysely<ReadModelDatabase>,
  exceptUserId: string,
): Promise<number> {
  const row = await live(db)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role', '=', 5)
    .where('is_active', '=', true)
    .where('id', '<>', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
