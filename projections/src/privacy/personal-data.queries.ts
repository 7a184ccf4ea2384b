import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CallerTargets, User } from '@dealbook/contracts';
import { ofUser } from '../communications/communication-filter.js';
import { namesPerson, unerasedContact } from './person-matching.js';
import { worksOn } from '../projects/project.queries.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { toUserDocument } from '../users/user.queries.js';

type Db = Kysely<ReadModelDatabase>;

/**
 * The imports whose preview or failure rows name a contact, found while they are not yet erased
 * (issue 37): those rows are sealed in the log with the import's own key, which the erasure shreds.
 */
export async function findImportsNamingContact(db: Db, contactId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select i.import_id::text as id from import_preview i, ${unerasedContact(contactId)} p(doc)
    where ${namesPerson(sql<string>`i."values"::text`)} or ${namesPerson(sql<string>`i.detail`)}
      or i.duplicate_of::text like ${`%${contactId}%`}
    union
    select f.import_id::text from import_failures f, ${unerasedContact(contactId)} p(doc)
    where ${namesPerson(sql<string>`f.reason`)}`.execute(db);
  return rows.map((row) => row.id);
}

/** The communications a contact is linked to or was recorded as spoken to on, newest first. */
export async function findCommunicationIdsOfContact(db: Db, contactId: string): Promise<string[]> {
  const person = JSON.stringify([contactId]);
  const { rows } = await sql<{ id: string }>`
    select id from communications
    where doc->'contacts' @> ${person}::jsonb or doc->'contacted' @> ${person}::jsonb
    order by comms_date desc nulls last, id desc`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * A user's own row as a subject access export gives it: the record as the API answers it (profile,
 * role, flags, team lists, settings, recently viewed), the projects a client user opened in the
 * portal and when, and the targets set for them. A deleted user is not found. No secret is read:
 * password hashes, sessions and keys live in other tables.
 */
export interface HeldUserRecord {
  user: User;
  clientVisits: Record<string, string>;
  targets: CallerTargets | null;
}

export async function findHeldUserRecord(db: Db, userId: string): Promise<HeldUserRecord | undefined> {
  const [row, targets] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted', '=', false).executeTakeFirst(),
    db
      .selectFrom('dashboard_targets')
      .select(['calls_per_day', 'ndas_per_month'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  if (!row) return undefined;
  return {
    user: toUserDocument(row),
    clientVisits: row.client_visits,
    targets: targets ? { callsPerDay: targets.calls_per_day, ndasPerMonth: targets.ndas_per_month } : null,
  };
}

/**
 * Where a member of staff appears by their user id in the read models (issue 37's subject access
 * for staff accounts), each list whole and newest first: the tasks assigned to them or that they
 * created, the calls they logged or were among the callers of, the notes they wrote, the files
 * they uploaded, and the report schedules they own or that name them (owner or caller filter, or
 * their address among the recipients, in any case).
 */
export interface UserRecordIds {
  tasks: string[];
  communications: string[];
  notes: string[];
  attachments: string[];
  reportSchedules: string[];
}

export async function findRecordIdsOfUser(db: Db, userId: string, email: string): Promise<UserRecordIds> {
  const asText = sql`${userId}::text`;
  const ids = async (query: RawBuilder<{ id: string }>) => (await query.execute(db)).rows.map((row) => row.id);
  const [tasks, communications, notes, attachments, reportSchedules] = await Promise.all([
    ids(sql<{ id: string }>`
      select id from tasks where doc->'assignedTo' ? ${asText} or doc->>'createdBy' = ${asText}
      order by due_date desc nulls last, id desc`),
    ids(sql<{ id: string }>`
      select id from communications where ${ofUser(userId)} order by comms_date desc nulls last, id desc`),
    ids(sql<{ id: string }>`select id from notes where doc->>'authorId' = ${asText} order by created_at desc, id desc`),
    ids(sql<{ id: string }>`
      select id from attachments where doc->>'uploadedBy' = ${asText} order by created_at desc, id desc`),
    ids(sql<{ id: string }>`
      select id from report_schedules
      where owner_id = ${userId}::uuid or doc->'filters'->>'owner' = ${asText} or doc->'filters'->>'caller' = ${asText}
        or exists (select from jsonb_array_elements_text(doc->'recipients') recipient
                   where lower(recipient) = ${email.toLowerCase()})
      order by created_at, id`),
  ]);
  return { tasks, communications, notes, attachments, reportSchedules };
}

/** A project a member of staff is on, and as what (owner, one of the firm's people, an external caller). */
export interface ProjectOfUser {
  _id: string;
  reference: string;
  projectName: string;
  roles: ('owner' | 'blueboxContact' | 'externalCaller')[];
}

export async function findProjectsOfUser(db: Db, userId: string): Promise<ProjectOfUser[]> {
  const asList = JSON.stringify([userId]);
  const { rows } = await sql<{ id: string; reference: string; project_name: string; roles: ProjectOfUser['roles'] }>`
    select id, reference, project_name,
      array_remove(array[
        case when owner_id = ${userId}::uuid then 'owner' end,
        case when doc->'blueboxContacts' @> ${asList}::jsonb then 'blueboxContact' end,
        case when doc->'externalCallers' @> ${asList}::jsonb then 'externalCaller' end
      ], null) as roles
    from projects where ${worksOn(userId)}
    order by project_name, id`.execute(db);
  return rows.map((row) => ({
    _id: row.id,
    reference: row.reference,
    projectName: row.project_name,
    roles: row.roles,
  }));
}

/** An import a user started: its file and what became of it (the rows themselves are the records'). */
export interface ImportOfUser {
  _id: string;
  kind: string;
  fileName: string;
  state: string;
  startedAt: string;
}

export async function findImportsOfUser(db: Db, userId: string): Promise<ImportOfUser[]> {
  const rows = await db
    .selectFrom('imports')
    .select(['id', 'kind', 'file_name', 'state', 'created_at'])
    .where('started_by', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    state: row.state,
    startedAt: row.created_at.toISOString(),
  }));
}

/** A free-text field of some record that names a person (their name or e-mail address in it). */
export interface PersonalMention {
  /** The record's type, as its routes name it: note, communication, task, project, purchase, attachment, event, payment, company, contact. */
  recordType: string;
  recordId: string;
  /** What people call the record (its subject, name or description). */
  recordName: string;
  /** The field's label. */
  field: string;
  /** The field's name, as the record's routes take it (`content`). */
  textField: string;
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
      ['content', 'Text'],
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
  {
    table: 'projects',
    type: 'project',
    name: sql`project_name`,
    fields: [
      ['description', 'Description'],
      ['lostOpportunityDescription', 'Why it was lost'],
    ],
  },
  {
    table: 'purchases',
    type: 'purchase',
    name: sql`company_name`,
    fields: [
      ['clientComments', 'Comments for the client'],
      ['internalComments', 'Internal comments'],
    ],
  },
  {
    table: 'attachments',
    type: 'attachment',
    name: sql`doc->>'fileName'`,
    fields: [['description', 'Description']],
  },
  { table: 'crm_events', type: 'event', name: sql`doc->>'description'`, fields: [['description', 'Description']] },
  {
    table: 'payments',
    type: 'payment',
    name: sql`coalesce(nullif(doc->>'description', ''), 'Payment')`,
    fields: [['description', 'Description']],
  },
  {
    table: 'companies',
    type: 'company',
    name: sql`company_name`,
    fields: [['investmentNotes', 'Investment notes']],
  },
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
               ${field}::text as "textField", doc->>${field}::text as text, updated_at
        from ${sql.table(table)}
        where id <> ${ownRecordId}::uuid and doc->>${field}::text ilike any(${patterns}::text[])`,
    ),
  );
  const { rows } = await sql<PersonalMention>`
    select "recordType", "recordId", "recordName", field, "textField", text
    from (${sql.join(parts, sql` union all `)}) found
    order by updated_at desc, "recordId", field
    limit ${limit}`.execute(db);
  return rows;
}
