import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type UserEvent } from '@dealbook/contracts';
import { connectDatabase, type DatabaseConnection } from '../../../api/src/infra/database/connect.js';
import { migrateEventStore } from '../../../api/src/infra/event-store/postgres/event-store.schema.js';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findUserDocumentById } from '../users/user.queries.js';
import { userProjection } from '../users/user.projection.js';
import { migrations } from './index.js';

/**
 * Migration 0027 on a database upgraded in place: each user's sidebar becomes what their log
 * says they chose, the labels where they never chose. (Nulling every `false` showed a user who
 * had chosen icons the labels, and their Unpin then changed nothing and sprang back.)
 */
let database: TestDatabase;
let connection: DatabaseConnection;
let db: Kysely<ReadModelDatabase>;
const migrator = () =>
  new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'read_model_migrations',
    migrationLockTableName: 'read_model_migrations_lock',
  });

beforeAll(async () => {
  database = await createTestDatabase('navbar_migration');
  connection = connectDatabase(database.url);
  db = connection.db;
  await migrator().migrateTo('0026-merged-records');
  await migrateEventStore(db);
});
afterAll(async () => {
  await connection?.close();
  await database?.drop();
});

const registered = (userId: string): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, email: `${userId}@example.com`, firstName: 'Ada', lastName: 'Lovelace', role: Role.user },
});
const chose = (userId: string, from: boolean, to: boolean): UserEvent => ({
  type: 'UserSettingsChanged',
  data: { userId, changes: { navbarPinned: { from, to } } },
});

/** The user's events, in the log and through the projection, as a server before 0027 wrote them. */
async function lived(userId: string, ...events: UserEvent[]): Promise<void> {
  const all = [registered(userId), ...events];
  await projectionSpec(db, userProjection).given(`user-${userId}`, ...all);
  for (const [i, event] of all.entries()) {
    await sql`
      insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
      values (${`user-${userId}`}, ${i + 1}, ${randomUUID()}, ${event.type}, 1, ${JSON.stringify(event.data)}::jsonb, '{}'::jsonb)`.execute(
      db,
    );
  }
}

describe('migration 0027 (the sidebar a user never chose)', () => {
  it('gives each user their logged choice, and the labelled sidebar to those who never chose', async () => {
    const [never, icons, iconsThenLabels] = [randomUUID(), randomUUID(), randomUUID()];
    await lived(never);
    await lived(icons, chose(icons, false, true), chose(icons, true, false));
    await lived(
      iconsThenLabels,
      chose(iconsThenLabels, false, true),
      chose(iconsThenLabels, true, false),
      chose(iconsThenLabels, false, true),
    );
    const before = await db.selectFrom('users').select(['id', 'navbar_pinned']).execute();
    expect(before.find((row) => row.id === never)?.navbar_pinned).toBe(false);
    expect(before.find((row) => row.id === icons)?.navbar_pinned).toBe(false);

    const { error } = await migrator().migrateToLatest();
    expect(error).toBeUndefined();
    const pinned = async (id: string) => (await findUserDocumentById(db, id))?.userSettings.navbarPinned;
    expect(await pinned(never)).toBe(true);
    expect(await pinned(icons)).toBe(false);
    expect(await pinned(iconsThenLabels)).toBe(true);
    const stored = await db
      .selectFrom('users')
      .select(['id', 'navbar_pinned'])
      .where('id', '=', never)
      .executeTakeFirst();
    expect(stored?.navbar_pinned).toBeNull();
  });
});
