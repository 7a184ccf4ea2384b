import type { CallParties, Communication, CommunicationLogged, PageQuery, PersonSummary } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { childRowsByIds, childSource, countOf, recordStamps, whereAll, type ChildRow } from '../shared/child-doc.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, nullable } from '../shared/list-order.js';
import { findPeople } from '../shared/linked-records.queries.js';
import {
  communicationConditions,
  communicationSortColumns,
  onPurchasesOfProjects,
  type CommunicationFilter,
} from './communication-filter.js';
import { communicationsTable } from './communication-table-name.js';
import { findCallParties, type CallLinks } from './call-parties.queries.js';
import { loggedCommunicationDoc } from './communication.projection.js';
import type { ProjectedEvent } from '../runner/projection.js';

type Db = Kysely<ReadModelDatabase>;

export type CommunicationPage = ListPage<Communication>;

/** Limits a query to communications on purchases of these projects (an external caller's). */
export interface CommunicationScope {
  projectIds?: readonly string[];
}

function whereOf(filter: CommunicationFilter, scope: CommunicationScope, extra: RawBuilder<SqlBool>[] = []) {
  const scoped = scope.projectIds ? [onPurchasesOfProjects(scope.projectIds)] : [];
  return whereAll([...communicationConditions(filter), ...scoped, ...extra]);
}

/** Newest first unless sorted otherwise. */
const defaultOrder = { parts: [nullable(sql`comms_date`)], descending: true };

export async function searchCommunications(
  db: Db,
  filter: CommunicationFilter,
  page: PageQuery,
  scope: CommunicationScope = {},
): Promise<CommunicationPage> {
  const where = whereOf(filter, scope);
  const found = await listPage<ChildRow>(
    db,
    childSource(communicationsTable, where),
    listOrder(page.sort, communicationSortColumns, defaultOrder),
    page,
  );
  return { ...found, rows: await toCommunications(db, found.rows, new Map(), scope.projectIds) };
}

export function countCommunications(
  db: Db,
  filter: CommunicationFilter,
  scope: CommunicationScope = {},
): Promise<number> {
  return countOf(db, communicationsTable, whereOf(filter, scope));
}

export async function findCommunicationById(db: Db, id: string): Promise<Communication | undefined> {
  const [communication] = await findCommunicationsByIds(db, [id]);
  return communication;
}

/** In the order asked; ids with no communication are left out. */
export async function findCommunicationsByIds(db: Db, ids: readonly string[]): Promise<Communication[]> {
  return toCommunications(db, await childRowsByIds(db, communicationsTable, ids));
}

/**
 * A user's communications on purchases between two instants, newest first, at most `limit`
 * (what they logged or took part in as one of the employees).
 */
export async function findPurchaseCommunicationsOfUser(
  db: Db,
  userId: string,
  range: { from: string; to: string },
  limit: number,
): Promise<Communication[]> {
  const { rows } = await sql<ChildRow>`
    select id, version, doc, created_at, updated_at from communications
    where (created_by = ${userId} or doc->'employees' ? ${userId}::text)
      and jsonb_array_length(doc->'purchases') > 0
      and comms_date >= ${range.from} and comms_date <= ${range.to}
    order by comms_date desc, id desc
    limit ${limit}`.execute(db);
  return toCommunications(db, rows);
}

/** Names of these contacts, by id (contacts deleted since are left out). */
export async function findContactNames(db: Db, ids: readonly string[]): Promise<Map<string, PersonSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('contacts').select(['id', 'full_name']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, { _id: row.id, fullName: row.full_name }]));
}

type CommunicationDoc = CallLinks & { employees: string[]; createdBy: string | null; massId?: string | null };

/**
 * Rows as the API answers them: the names of the people contacted, the employees and the author
 * filled in, and who each call was with (project, purchaser, person spoken to). People already
 * `known` (the signed-in author, say) are not looked up again; `projectIds` limit who a call was
 * with to those projects (an external caller's, see findCallParties).
 */
export async function toCommunications(
  db: Db,
  rows: readonly ChildRow[],
  known: ReadonlyMap<string, PersonSummary> = new Map(),
  projectIds?: readonly string[],
): Promise<Communication[]> {
  if (rows.length === 0) return [];
  const docs = rows.map((row) => row.doc as unknown as CommunicationDoc);
  const [contacts, people] = await Promise.all([
    findContactNames(
      db,
      docs.flatMap((doc) => [...doc.contacted, ...doc.contacts]),
    ),
    findPeople(
      db,
      docs
        .flatMap((doc) => [...doc.employees, ...(doc.createdBy ? [doc.createdBy] : [])])
        .filter((id) => !known.has(id)),
    ),
  ]);
  const parties = await findCallParties(db, docs, contacts, projectIds);
  const person = (id: string) => known.get(id) ?? people.get(id) ?? { _id: id, fullName: 'Unknown user' };
  const contact = (id: string) => contacts.get(id) ?? { _id: id, fullName: 'Deleted contact' };
  return rows.map((row, index) => {
    const { contacted, employees, createdBy, massId: _massId, ...doc } = docs[index]!;
    return {
      ...(doc as unknown as Omit<
        Communication,
        'contacted' | 'employees' | 'createdBy' | '_id' | 'version' | 'createdAt' | 'updatedAt' | keyof CallParties
      >),
      contacted: contacted.map(contact),
      employees: employees.map(person),
      createdBy: createdBy ? person(createdBy) : null,
      ...parties[index]!,
      ...recordStamps(row),
    };
  });
}

/** The projects a communication is linked to now (none once it is deleted). */
export async function findCommunicationProjectIds(db: Db, id: string): Promise<string[]> {
  const row = await db.selectFrom('communications').select('doc').where('id', '=', id).executeTakeFirst();
  return (row?.doc.projects as string[] | undefined) ?? [];
}

/**
 * The communication a log creates, as the read model now holds it: the command answers from the
 * event it recorded instead of reading the row back. Only the names of people other than the
 * `known` ones are looked up (none when the author logs their own call with nobody contacted).
 */
export async function loggedCommunication(
  db: Db,
  event: ProjectedEvent<CommunicationLogged>,
  known: readonly PersonSummary[],
): Promise<Communication> {
  const row: ChildRow = {
    id: event.data.communicationId,
    version: event.streamVersion,
    // Through JSON, as the row's jsonb document is: fields left undefined are not there at all.
    doc: JSON.parse(JSON.stringify(loggedCommunicationDoc(event))) as Record<string, unknown>,
    created_at: event.recordedAt,
    updated_at: event.recordedAt,
  };
  const [communication] = await toCommunications(db, [row], new Map(known.map((person) => [person._id, person])));
  return communication!;
}
