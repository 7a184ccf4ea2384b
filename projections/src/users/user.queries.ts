import type { Kysely, Selectable } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import type { UserTable } from './user.table.js';

/** A user as the API reads them: the shape of the session's user. */
export interface UserRecord {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: number;
  version: number;
}

function toUser(row: Selectable<UserTable>): UserRecord {
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

export async function findUserById(db: Kysely<ReadModelDatabase>, id: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

/** E-mails are stored lower-cased; pass a lower-cased address. */
export async function findUserByEmail(db: Kysely<ReadModelDatabase>, email: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  return row && toUser(row);
}

export async function findUsersByIds(db: Kysely<ReadModelDatabase>, ids: readonly string[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toUser);
}

export async function countUsers(db: Kysely<ReadModelDatabase>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
