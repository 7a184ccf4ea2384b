import { AttachmentLinkLists, type Attachment, type PageQuery } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import {
  conditionSql,
  escapeLike,
  parseDocumentFilter,
  type FieldKind,
  type FilterCondition,
} from '../shared/document-filter.js';
import { sortKey } from '../shared/sort-key.js';

type Db = Kysely<ReadModelDatabase>;
export type AttachmentFilter = FilterCondition[];
export interface AttachmentPage {
  rows: Attachment[];
  total: number;
}

/** What the file store needs to serve or remove an attachment's bytes. */
export interface AttachmentFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
}

const fieldKinds: Record<string, FieldKind> = {
  fileName: 'text',
  description: 'text',
  contentType: 'text',
  uploadedBy: 'choice',
  ...Object.fromEntries(AttachmentLinkLists.map((list) => [list, 'list' as const])),
};

const sortColumns: Record<string, RawBuilder<unknown>> = {
  fileName: sql`lower(a.file_name)`,
  contentType: sql`a.content_type`,
  size: sql`a.size`,
  createdAt: sql`a.created_at`,
  updatedAt: sql`a.updated_at`,
};
export const AttachmentSortFields = Object.keys(sortColumns);

/** Filter of spec §5; `companies=<id>` lists a company's attachments. */
export function parseAttachmentFilter(query: Record<string, unknown>): AttachmentFilter {
  return parseDocumentFilter(query, fieldKinds);
}

interface Row {
  id: string;
  version: number;
  doc: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  uploader: string | null;
}

function toAttachment(row: Row): Attachment {
  const { storageKey: _storageKey, ...doc } = row.doc;
  return {
    ...(doc as Omit<Attachment, '_id' | 'version' | 'createdAt' | 'updatedAt' | 'uploadedByName'>),
    uploadedByName: row.uploader ?? '',
    _id: row.id,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function orderSql(sort: string | undefined): RawBuilder<unknown> {
  // Newest first, as a parent lists its children (spec §7.10 "inserted at the front").
  if (!sort) return sql`a.created_at desc, a.id desc`;
  const { column, descending } = sortKey(sort, sortColumns);
  return sql`${column} ${sql.raw(descending ? 'desc nulls last' : 'asc nulls first')}, a.id`;
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
  const { rows } = await sql<Row & { total: string }>`
    select ${columns}, count(*) over () as total from ${joined} where ${where}
    order by ${orderSql(query.sort)}
    limit ${query.limit} offset ${query.offset}`.execute(db);
  if (rows.length === 0 && query.offset > 0) {
    const { rows: counted } = await sql<{ total: string }>`
      select count(*) as total from attachments a where ${where}`.execute(db);
    return { rows: [], total: Number(counted[0]?.total ?? 0) };
  }
  return { rows: rows.map(toAttachment), total: Number(rows[0]?.total ?? 0) };
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
  const row = await db.selectFrom('attachments').select(['id', 'doc']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const doc = row.doc as { fileName: string; contentType: string; size: number; storageKey: string };
  return {
    id: row.id,
    fileName: doc.fileName,
    contentType: doc.contentType,
    size: doc.size,
    storageKey: doc.storageKey,
  };
}

export async function countAttachments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
