import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;

/** The communications a contact is linked to or was recorded as spoken to on, newest first. */
export async function findCommunicationIdsOfContact(db: Db, contactId: string): Promise<string[]> {
  const person = JSON.stringify([contactId]);
  const { rows } = await sql<{ id: string }>`
    select id from communications
    where doc->'contacts' @> ${person}::jsonb or doc->'contacted' @> ${person}::jsonb
    order by comms_date desc nulls last, id desc`.execute(db);
  return rows.map((row) => row.id);
}

/** A free-text field of some record that names a person (their name or e-mail address in it). */
export interface PersonalMention {
  /** The record's type, as its routes name it: note, communication, task, project, event, payment, company, contact. */
  recordType: string;
  recordId: string;
  /** What people call the record (its subject, name or description). */
  recordName: string;
  /** The field's label. */
  field: string;
  text: string;
}

/** Where free text is kept, per table: the record type, its name, and each text field with its label. */
const freeText = [
  {
    table: 'notes',
    type: 'note',
    name: sql`coalesce(nullif(doc->>'subject', ''), 'Note')`,
    fields: [
      ['subject', 'Subject'],
      ['content', 'Note'],
    ],
  },
  {
    table: 'communications',
    type: 'communication',
    name: sql`'Communication of ' || coalesce(left(comms_date::text, 10), 'no date')`,
    fields: [['content', 'Content']],
  },
  {
    table: 'tasks',
    type: 'task',
    name: sql`doc->>'subject'`,
    fields: [
      ['subject', 'Subject'],
      ['description', 'Description'],
    ],
  },
  { table: 'projects', type: 'project', name: sql`project_name`, fields: [['description', 'Description']] },
  { table: 'crm_events', type: 'event', name: sql`doc->>'description'`, fields: [['description', 'Description']] },
  {
    table: 'payments',
    type: 'payment',
    name: sql`coalesce(nullif(doc->>'description', ''), 'Payment')`,
    fields: [['description', 'Description']],
  },
  { table: 'companies', type: 'company', name: sql`company_name`, fields: [['summary', 'Summary']] },
  { table: 'contacts', type: 'contact', name: sql`full_name`, fields: [['summary', 'Summary']] },
] as const;

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every free-text field that names the person by one of `terms` (their full name, their e-mail
 * addresses), except on their own record: what a subject access export lists and what an erasure
 * leaves to an administrator to redact. At most `limit` fields, the most recently changed first.
 */
export async function findPersonalMentions(
  db: Db,
  terms: readonly string[],
  ownRecordId: string,
  limit = 1000,
): Promise<PersonalMention[]> {
  const patterns = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length >= 3))].map(containing);
  if (patterns.length === 0) return [];
  const parts = freeText.flatMap(({ table, type, name, fields }) =>
    fields.map(
      ([field, label]) => sql`
        select ${type}::text as "recordType", id::text as "recordId", ${name} as "recordName", ${label}::text as field,
               doc->>${field}::text as text, updated_at
        from ${sql.table(table)}
        where id <> ${ownRecordId}::uuid and doc->>${field}::text ilike any(${patterns}::text[])`,
    ),
  );
  const { rows } = await sql<PersonalMention>`
    select "recordType", "recordId", "recordName", field, text
    from (${sql.join(parts, sql` union all `)}) found
    order by updated_at desc, "recordId", field
    limit ${limit}`.execute(db);
  return rows;
}
