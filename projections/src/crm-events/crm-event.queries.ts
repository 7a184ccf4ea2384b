import { EventStatus, EventType, type CrmEvent, type PageQuery } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import {
  conditionSql,
  escapeLike,
  parseDocumentFilter,
  withEnumConditions,
  type FieldKind,
  type FilterCondition,
  type FilterValue,
} from '../shared/document-filter.js';
import { InvalidQueryError } from '../shared/invalid-query-error.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, notNull, nullable, type SortColumns } from '../shared/list-order.js';
import { linkedLastFirst } from '../shared/linked-children.queries.js';

type Db = Kysely<ReadModelDatabase>;

/** §5 conditions on the document, plus the contacts whose events attended are wanted. */
export interface CrmEventFilter {
  conditions: FilterCondition[];
  attendees: string[];
}
export type CrmEventPage = ListPage<CrmEvent>;

/** The §5 filter fields of this list and how each is matched (also what the API document names). */
export const crmEventFilterKinds: Record<string, FieldKind> = {
  description: 'text',
  line1: 'text',
  line2: 'text',
  city: 'text',
  county: 'text',
  postcode: 'text',
  country: 'text',
  eventType: 'choice',
  status: 'choice',
  currentStatusId: 'number',
  budgetedCost: 'number',
  actualCost: 'number',
};

const crmEventEnumFilters = { eventType: EventType, status: EventStatus };
/** What the values of the choice and list filters are (the API document's enumerations and ids). */
export const crmEventFilterValues: Readonly<Record<string, FilterValue>> = crmEventEnumFilters;

const eventDate = nullable(sql`event_date`);
const sortColumns: SortColumns = {
  eventDate,
  description: nullable(sql`lower(description)`),
  eventType: nullable(sql`event_type`),
  status: nullable(sql`status`),
  city: nullable(sql`lower(city)`),
  budgetedCost: nullable(sql`budgeted_cost`),
  actualCost: nullable(sql`actual_cost`),
  attendeeCount: nullable(sql`attendee_count`),
  createdAt: notNull(sql`created_at`),
  updatedAt: notNull(sql`updated_at`),
};
export const CrmEventSortFields = Object.keys(sortColumns);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec §5 filters; `attendees=<contactId>` (repeatable) lists the events a contact attends. */
export function parseCrmEventFilter(query: Record<string, unknown>): CrmEventFilter {
  const { attendees, ...rest } = query;
  const ids = (Array.isArray(attendees) ? attendees : attendees === undefined ? [] : [attendees])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = ids.find((id) => !uuidPattern.test(id));
  if (bad !== undefined)
    throw new InvalidQueryError(`Filter "attendees" must be contact ids; "${bad}" is not`, 'attendees');
  return {
    conditions: withEnumConditions(parseDocumentFilter(rest, crmEventFilterKinds), crmEventEnumFilters),
    attendees: ids.map((id) => id.toLowerCase()),
  };
}

interface Row {
  id: string;
  version: number;
  doc: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

function toCrmEvent(row: Row): CrmEvent {
  return {
    ...(row.doc as Omit<CrmEvent, '_id' | 'version' | 'createdAt' | 'updatedAt'>),
    _id: row.id,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function whereSql(filter: CrmEventFilter): RawBuilder<unknown> {
  const conditions: RawBuilder<SqlBool>[] = filter.conditions.map((condition) =>
    condition.kind === 'text' && condition.field === 'description'
      ? sql<SqlBool>`description ilike ${`%${escapeLike(condition.contains)}%`}`
      : conditionSql(condition),
  );
  if (filter.attendees.length > 0) {
    const any = filter.attendees.map(
      (id) => sql<SqlBool>`doc @> ${JSON.stringify({ attendees: [{ attendee: id }] })}::jsonb`,
    );
    conditions.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/**
 * Latest event first by default; one contact's events attended (`attendees=<id>`) the one they
 * were invited to last first (spec §7.10: an event added to a contact goes to the front).
 */
export async function searchCrmEvents(db: Db, filter: CrmEventFilter, query: PageQuery): Promise<CrmEventPage> {
  const [only, ...more] = filter.attendees;
  const fallback =
    only !== undefined && more.length === 0
      ? { parts: [linkedLastFirst(only)], descending: true }
      : { parts: [eventDate], descending: true };
  const found = await listPage<Row>(
    db,
    { columns: sql`id, version, doc, created_at, updated_at`, from: sql`crm_events`, where: whereSql(filter) },
    listOrder(query.sort, sortColumns, fallback),
    query,
  );
  return { ...found, rows: found.rows.map(toCrmEvent) };
}

export async function findCrmEventById(db: Db, id: string): Promise<CrmEvent | undefined> {
  const row = await db
    .selectFrom('crm_events')
    .select(['id', 'version', 'doc', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toCrmEvent(row) : undefined;
}

/** These events (deleted ones left out), in no particular order. */
export async function findCrmEventsByIds(db: Db, ids: readonly string[]): Promise<CrmEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('crm_events')
    .select(['id', 'version', 'doc', 'created_at', 'updated_at'])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toCrmEvent);
}

/** Top-N by description for pickers; blank text (' ') lists the latest events. */
export async function findTopCrmEvents(db: Db, text: string, limit: number): Promise<CrmEvent[]> {
  const term = text.trim();
  const { rows } = term
    ? await sql<Row>`
        select id, version, doc, created_at, updated_at from crm_events
        where description ilike ${`%${escapeLike(term)}%`} or ${term} <% description
        order by word_similarity(${term}, description) desc, event_date desc, id
        limit ${limit}`.execute(db)
    : await sql<Row>`
        select id, version, doc, created_at, updated_at from crm_events
        order by event_date desc, id limit ${limit}`.execute(db);
  return rows.map(toCrmEvent);
}

export async function countCrmEvents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('crm_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
