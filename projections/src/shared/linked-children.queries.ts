import type { CompanyLinkName, ContactChildListName } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import type { FilterCondition } from './document-filter.js';
import { nullable, type DefaultOrder, type SortPart } from './list-order.js';

type Db = Kysely<ReadModelDatabase>;

/**
 * A parent's children in its list order (spec §7.6, §7.10: a child added to a record goes to the
 * front): the one linked to this parent last comes first. `linked_at` (migration 0018) holds, per
 * parent id, when the child was linked to it, as ISO UTC text whose text order is time order.
 */
export function linkedLastFirst(parentId: string, table?: string): SortPart {
  const column = table ? sql`${sql.ref(table)}.linked_at` : sql`linked_at`;
  return nullable(sql`${column}->>${parentId}::text`);
}

/**
 * The order of a child list when no `sort` is given: latest linked first when the filter names
 * exactly one parent (one id in one of `linkFields`, the related-record list of that parent);
 * otherwise `fallback`. `first` parts (pinned notes) stay ahead of the link order.
 */
export function parentListOrder(
  filter: readonly FilterCondition[],
  linkFields: readonly string[],
  fallback: DefaultOrder,
  options: { table?: string; first?: readonly SortPart[] } = {},
): DefaultOrder {
  const parents = filter.filter((condition) => condition.kind === 'list' && linkFields.includes(condition.field));
  const [only] = parents;
  if (parents.length !== 1 || !only || !('anyOf' in only) || only.anyOf.length !== 1) return fallback;
  const parentId = only.anyOf[0]!.toLowerCase();
  return { parts: [...(options.first ?? []), linkedLastFirst(parentId, options.table)], descending: true };
}

/** The ids of the rows matching `where`, in `order`, as one jsonb array (empty when none). */
function idArray(from: RawBuilder<unknown>, where: RawBuilder<unknown>, order: RawBuilder<unknown>) {
  return sql`coalesce((select jsonb_agg(id::text order by ${order}, id desc) from ${from} where ${where}), '[]'::jsonb)`;
}

/** Children that hold `id` in their link list `list`, latest linked first (the list's GIN index). */
function linkedIds(table: string, list: string, id: string, wholeDocIndex = false) {
  const where = wholeDocIndex
    ? sql`doc @> ${JSON.stringify({ [list]: [id] })}::jsonb`
    : sql`(doc->${sql.lit(list)}) @> ${JSON.stringify([id])}::jsonb`;
  return idArray(sql.table(table), where, sql`linked_at->>${id}::text desc nulls last`);
}

/**
 * Communications by when they took place, newest first: a conversation logged or linked today
 * about last week stays below this morning's call (spec §3.5 shows them by commsDate).
 */
function communicationIds(list: string, id: string) {
  return idArray(
    sql`communications`,
    sql`(doc->${sql.lit(list)}) @> ${JSON.stringify([id])}::jsonb`,
    sql`comms_date desc nulls last`,
  );
}

/** The events a contact was invited to, latest invitation first. */
function attendedIds(contactId: string) {
  return idArray(
    sql`crm_events`,
    sql`doc @> ${JSON.stringify({ attendees: [{ attendee: contactId }] })}::jsonb`,
    sql`linked_at->>${contactId}::text desc nulls last`,
  );
}

export type CompanyChildLists = Record<Exclude<CompanyLinkName, 'employees' | 'sales'>, string[]>;
export type ContactChildLists = Record<ContactChildListName, string[]>;

/**
 * The id lists of GET /api/company/{id} (spec §3.2), one round trip. Purchases are those where
 * the company is the purchaser, newest first (a purchase is linked to its purchaser when it is
 * registered); events are those its employees were invited to, latest invitation first.
 */
export async function findCompanyChildIds(db: Db, companyId: string): Promise<CompanyChildLists> {
  const employeeEvents = sql`coalesce((
    select jsonb_agg(id order by linked desc nulls last, id desc) from (
      select e.id::text as id, max(e.linked_at->>l.contact_id::text) as linked
      from contact_companies l
      join crm_events e
        on e.doc @> jsonb_build_object('attendees', jsonb_build_array(jsonb_build_object('attendee', l.contact_id::text)))
      where l.company_id = ${companyId}::uuid
      group by e.id) attended), '[]'::jsonb)`;
  const { rows } = await sql<CompanyChildLists>`
    select
      ${linkedIds('tasks', 'companies', companyId)} as tasks,
      ${linkedIds('notes', 'companies', companyId)} as notes,
      ${linkedIds('attachments', 'companies', companyId, true)} as attachments,
      ${communicationIds('companies', companyId)} as communications,
      ${idArray(sql`purchases`, sql`company_id = ${companyId}::uuid`, sql`created_at desc`)} as purchases,
      ${employeeEvents} as events`.execute(db);
  return rows[0]!;
}

/** The id lists of GET /api/contact/{id} (spec §3.3), one round trip. */
export async function findContactChildIds(db: Db, contactId: string): Promise<ContactChildLists> {
  const { rows } = await sql<ContactChildLists>`
    select
      ${linkedIds('tasks', 'contacts', contactId)} as tasks,
      ${linkedIds('notes', 'contacts', contactId)} as notes,
      ${linkedIds('attachments', 'contacts', contactId, true)} as attachments,
      ${communicationIds('contacts', contactId)} as communications,
      ${attendedIds(contactId)} as "eventsAttended"`.execute(db);
  return rows[0]!;
}
