import { sql, type Kysely } from 'kysely';

/**
 * When each child was linked to each parent (spec §7.6, §7.10: the record linked last goes to the
 * front of its parent's list): `linked_at` maps the parent's id to the link's recorded time as
 * ISO 8601 UTC text (`…T09:00:00.000Z`), so text order is time order. A map on the child's row,
 * because one task may be linked to a company on Monday and to a project on Friday, and each
 * parent orders it by its own link. On crm_events the keys are the attendees (a contact's events
 * attended, in invitation order).
 *
 * Rows already there get their creation time for every link they hold: the read model never
 * kept the link times, the log does, and `npm run projections:rebuild` puts them back exactly.
 */
const linkLists: Record<string, readonly string[]> = {
  tasks: ['companies', 'contacts', 'projects', 'purchases', 'events'],
  notes: ['companies', 'contacts', 'projects', 'purchases', 'events'],
  payments: ['projects', 'companies'],
  attachments: ['companies', 'contacts', 'projects', 'purchases', 'events', 'tasks'],
};

const isoText = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, lists] of Object.entries(linkLists)) {
    await sql`alter table ${sql.table(table)} add column linked_at jsonb not null default '{}'::jsonb`.execute(db);
    const parents = sql.join(
      lists.map((list) => sql`select jsonb_array_elements_text(coalesce(doc->${sql.lit(list)}, '[]'::jsonb))`),
      sql` union `,
    );
    await sql`
      update ${sql.table(table)} set linked_at = coalesce(
        (select jsonb_object_agg(parent, ${isoText('created_at')}) from (${parents}) as links(parent)),
        '{}'::jsonb)`.execute(db);
  }
  await sql`alter table crm_events add column linked_at jsonb not null default '{}'::jsonb`.execute(db);
  await sql`
    update crm_events set linked_at = coalesce(
      (select jsonb_object_agg(a->>'attendee', ${isoText('created_at')}) from jsonb_array_elements(doc->'attendees') a),
      '{}'::jsonb)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...Object.keys(linkLists), 'crm_events']) {
    await sql`alter table ${sql.table(table)} drop column if exists linked_at`.execute(db);
  }
}
