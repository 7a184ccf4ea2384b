import { sql, type Kysely } from 'kysely';

/**
 * Every instance answers authentication from memory for a few seconds, so whatever ends or
 * narrows a sign-in must reach all of them at once: the database says so itself, on the channel
 * `dealbook_access` ('user:<id>' when who a user is or what role they hold changes, 'session:<id>'
 * when a session is revoked or removed), whichever code path or instance made the change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function dealbook_notify_access() returns trigger language plpgsql as $fn$
    begin
      perform pg_notify('dealbook_access', tg_argv[0] || ':' || (case when tg_op = 'DELETE' then old.id else new.id end)::text);
      return null;
    end
    $fn$`.execute(db);
  await sql`
    create trigger users_access_changed after update on users for each row
    when (old.role is distinct from new.role or old.is_active is distinct from new.is_active
      or old.status is distinct from new.status or old.deleted is distinct from new.deleted
      or old.email is distinct from new.email or old.first_name is distinct from new.first_name
      or old.last_name is distinct from new.last_name)
    execute function dealbook_notify_access('user')`.execute(db);
  // The app never deletes a user row (deletion is a flag), but whoever removes one by hand is heard.
  await sql`
    create trigger users_removed after delete on users for each row
    execute function dealbook_notify_access('user')`.execute(db);
  await sql`
    create trigger sessions_revoked after update of revoked_at on sessions for each row
    when (old.revoked_at is null and new.revoked_at is not null)
    execute function dealbook_notify_access('session')`.execute(db);
  await sql`
    create trigger sessions_removed after delete on sessions for each row
    execute function dealbook_notify_access('session')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists sessions_removed on sessions`.execute(db);
  await sql`drop trigger if exists sessions_revoked on sessions`.execute(db);
  await sql`drop trigger if exists users_removed on users`.execute(db);
  await sql`drop trigger if exists users_access_changed on users`.execute(db);
  await sql`drop function if exists dealbook_notify_access()`.execute(db);
}
