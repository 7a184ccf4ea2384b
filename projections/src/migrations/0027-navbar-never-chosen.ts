import { sql, type Kysely } from 'kysely';

/**
 * Issue 33: the sidebar is labelled for a user who never chose (`NavbarPinnedByDefault`), so
 * `navbar_pinned` becomes the user's own choice, null until they make one.
 *
 * The rows already here held `false` both for "never chose" and for "chose icons"; only the log
 * tells them apart, so each row takes the last choice its user's log records, null if none. (A
 * row nulled without asking the log showed a user who had chosen icons the labels, and their
 * next "Unpin" was no change to the log: the sidebar sprang back.) Where the log is not in this
 * database (KurrentDB), the rows are left as they are, so nobody's sidebar changes, and an
 * operator runs `npm run projections:rebuild users` after the upgrade, which replays the log
 * through the event-store port: until then a user who never chose sees icons, and their first
 * "Pin" is recorded as no change (the log says they already see labels).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter column navbar_pinned drop not null, alter column navbar_pinned set default null`.execute(
    db,
  );
  const { rows } = await sql<{ found: string | null }>`select to_regclass('events')::text as found`.execute(db);
  if (rows[0]?.found == null) return;
  await sql`
    update users u set navbar_pinned = (
      select (e.data->'changes'->'navbarPinned'->>'to')::boolean
      from events e
      where e.stream_id = 'user-' || u.id and e.type = 'UserSettingsChanged' and e.data->'changes' ? 'navbarPinned'
      order by e.stream_version desc
      limit 1
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set navbar_pinned = false where navbar_pinned is null`.execute(db);
  await sql`alter table users alter column navbar_pinned set not null, alter column navbar_pinned set default false`.execute(
    db,
  );
}
