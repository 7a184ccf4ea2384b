import { NoteLinkTypes, linkListField, type Note, type PageQuery } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import {
  conditionSql,
  idFilters,
  parseDocumentFilter,
  type FieldKind,
  type FilterCondition,
  type FilterValue,
} from '../shared/document-filter.js';
import { childRowsByIds, childSource, countOf, recordStamps, whereAll, type ChildRow } from '../shared/child-doc.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, notNull, nullable, type SortColumns } from '../shared/list-order.js';
import { findPeople } from '../shared/linked-records.queries.js';
import { parentListOrder } from '../shared/linked-children.queries.js';

type Db = Kysely<ReadModelDatabase>;
export type NoteFilter = FilterCondition[];
export type NotePage = ListPage<Note>;

/** The §5 filter fields of this list and how each is matched (also what the API document names). */
export const noteFilterKinds: Record<string, FieldKind> = {
  content: 'text',
  subject: 'text',
  pinned: 'boolean',
  authorId: 'choice',
  companies: 'list',
  contacts: 'list',
  projects: 'list',
  purchases: 'list',
  events: 'list',
};

/** What the values of the choice and list filters are (the API document's enumerations and ids). */
export const noteFilterValues: Readonly<Record<string, FilterValue>> = idFilters([
  'authorId',
  'companies',
  'contacts',
  'projects',
  'purchases',
  'events',
]);

const sortColumns: SortColumns = {
  pinned: nullable(sql`pinned`),
  createdAt: notNull(sql`created_at`),
  updatedAt: notNull(sql`updated_at`),
};
export const NoteSortFields = Object.keys(sortColumns);

export function parseNoteFilter(query: Record<string, unknown>): NoteFilter {
  return parseDocumentFilter(query, noteFilterKinds);
}

async function toNotes(db: Db, rows: ChildRow[]): Promise<Note[]> {
  const people = await findPeople(
    db,
    rows.flatMap((row) => (typeof row.doc.authorId === 'string' ? [row.doc.authorId] : [])),
  );
  return rows.map((row) => {
    const { authorId, ...doc } = row.doc as { authorId: string | null };
    return {
      ...(doc as unknown as Omit<Note, 'author' | '_id' | 'version' | 'createdAt' | 'updatedAt'>),
      author: authorId ? (people.get(authorId) ?? { _id: authorId, fullName: 'Unknown user' }) : null,
      ...recordStamps(row),
    };
  });
}

/**
 * Pinned notes first, then newest first; one record's notes (`companies=<id>` …) the one linked
 * to it last first (spec §7.10: new children go to the front).
 */
const pinned = nullable(sql`pinned`);
const defaultOrder = { parts: [pinned, notNull(sql`created_at`)], descending: true };
const linkFields = NoteLinkTypes.map((type) => linkListField[type]);

export async function searchNotes(db: Db, filter: NoteFilter, query: PageQuery): Promise<NotePage> {
  const where = whereAll(filter.map((c): RawBuilder<SqlBool> => conditionSql(c)));
  const page = await listPage<ChildRow>(
    db,
    childSource('notes', where),
    listOrder(query.sort, sortColumns, parentListOrder(filter, linkFields, defaultOrder, { first: [pinned] })),
    query,
  );
  return { ...page, rows: await toNotes(db, page.rows) };
}

export function countNotes(db: Db, filter: NoteFilter): Promise<number> {
  return countOf(db, 'notes', whereAll(filter.map((c): RawBuilder<SqlBool> => conditionSql(c))));
}

/** These notes, as the API answers them (deleted ones left out). */
export async function findNotesByIds(db: Db, ids: readonly string[]): Promise<Note[]> {
  return toNotes(db, await childRowsByIds(db, 'notes', ids));
}

export async function findNoteById(db: Db, id: string): Promise<Note | undefined> {
  const [note] = await toNotes(db, await childRowsByIds(db, 'notes', [id]));
  return note;
}
