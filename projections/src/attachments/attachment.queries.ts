import {
  AttachmentLinkLists,
  notSubmittedReview,
  type Attachment,
  type ClientReviewState,
  type PageQuery,
} from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import {
  conditionSql,
  escapeLike,
  parseDocumentFilter,
  idFilters,
  type FieldKind,
  type FilterCondition,
  type FilterValue,
} from '../shared/document-filter.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, notNull, nullable, type SortColumns } from '../shared/list-order.js';
import { parentListOrder } from '../shared/linked-children.queries.js';

type Db = Kysely<ReadModelDatabase>;
export type AttachmentFilter = FilterCondition[];
export type AttachmentPage = ListPage<Attachment>;

/** What the file store needs to serve or remove an attachment's bytes. */
export interface AttachmentFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
  /** The file version the storage key holds (1 before any resubmission). */
  fileVersion: number;
  /** Who sees it beside staff (issue 14): the client of this project, unless it is notSubmitted. */
  clientProjectId: string | null;
  reviewState: ClientReviewState;
}

/** The §5 filter fields of this list and how each is matched (also what the API document names). */
export const attachmentFilterKinds: Record<string, FieldKind> = {
  fileName: 'text',
  description: 'text',
  contentType: 'text',
  uploadedBy: 'choice',
  ...Object.fromEntries(AttachmentLinkLists.map((list) => [list, 'list' as const])),
};
/** What the values of the choice and list filters are (the API document's enumerations and ids). */
export const attachmentFilterValues: Readonly<Record<string, FilterValue>> = idFilters([
  'uploadedBy',
  ...AttachmentLinkLists,
]);

const createdAt = notNull(sql`a.created_at`);
const sortColumns: SortColumns = {
  fileName: nullable(sql`lower(a.file_name)`),
  contentType: nullable(sql`a.content_type`),
  size: nullable(sql`a.size`),
  createdAt,
  updatedAt: notNull(sql`a.updated_at`),
};
export const AttachmentSortFields = Object.keys(sortColumns);

/** Filter of spec §5; `companies=<id>` lists a company's attachments. */
export function parseAttachmentFilter(query: Record<string, unknown>): AttachmentFilter {
  return parseDocumentFilter(query, attachmentFilterKinds);
}

interface Row {
  id: string;
  version: number;
  doc: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  uploader: string | null;
}

/** Rows written before issue 14 have no client review (internal, at file version 1), before 38 no buyer access. */
const beforeClientReview = {
  clientReview: notSubmittedReview,
  fileVersion: 1,
  clientProjectId: null,
  buyerAccess: 'none' as const,
};

function toAttachment(row: Row): Attachment {
  const { storageKey: _storageKey, ...doc } = row.doc;
  return {
    ...beforeClientReview,
    ...(doc as Omit<Attachment, '_id' | 'version' | 'createdAt' | 'updatedAt' | 'uploadedByName'>),
    uploadedByName: row.uploader ?? '',
    _id: row.id,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function conditionFor(condition: FilterCondition): RawBuilder<SqlBool> {
  if (condition.kind === 'text' && condition.field === 'fileName') {
    return sql<SqlBool>`a.file_name ilike ${`%${escapeLike(condition.contains)}%`}`;
  }
  return conditionSql(condition);
}

const columns = sql`a.id, a.version, a.doc, a.created_at, a.updated_at,
  nullif(trim(u.first_name || ' ' || u.last_name), '') as uploader`;
const joined = sql`attachments a left join users u on u.id::text = a.doc->>'uploadedBy'`;
const selectRows = sql`select ${columns} from ${joined}`;

export async function searchAttachments(db: Db, filter: AttachmentFilter, query: PageQuery): Promise<AttachmentPage> {
  const where = filter.length === 0 ? sql`true` : sql.join(filter.map(conditionFor), sql` and `);
  // Newest first; one record's attachments (`companies=<id>` …) the one linked to it last first,
  // as a parent lists its children (spec §7.10 "inserted at the front").
  const fallback = { parts: [createdAt], descending: true };
  const order = listOrder(
    query.sort,
    sortColumns,
    parentListOrder(filter, AttachmentLinkLists, fallback, { table: 'a' }),
    sql`a.id`,
  );
  const found = await listPage<Row>(db, { columns, from: joined, where, countFrom: sql`attachments a` }, order, query);
  return { ...found, rows: found.rows.map(toAttachment) };
}

export async function findAttachmentById(db: Db, id: string): Promise<Attachment | undefined> {
  const { rows } = await sql<Row>`${selectRows} where a.id = ${id}`.execute(db);
  return rows[0] ? toAttachment(rows[0]) : undefined;
}

/** In the order the ids were asked for; unknown ids are left out. */
export async function findAttachmentsByIds(db: Db, ids: readonly string[]): Promise<Attachment[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<Row>`${selectRows} where a.id = any(${[...ids]}::uuid[])`.execute(db);
  const byId = new Map(rows.map((row) => [row.id, toAttachment(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findAttachmentFile(db: Db, id: string): Promise<AttachmentFile | undefined> {
  const row = await db
    .selectFrom('attachments')
    .select(['id', 'doc', 'client_project_id', 'review_state'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const doc = row.doc as {
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
    fileVersion?: number;
  };
  return {
    id: row.id,
    fileName: doc.fileName,
    contentType: doc.contentType,
    size: doc.size,
    storageKey: doc.storageKey,
    fileVersion: doc.fileVersion ?? 1,
    clientProjectId: row.client_project_id,
    reviewState: row.review_state as ClientReviewState,
  };
}

export async function countAttachments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
