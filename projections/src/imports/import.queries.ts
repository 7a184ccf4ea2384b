import type {
  Import,
  ImportCounts,
  ImportFileFormat,
  ImportKind,
  ImportMapping,
  ImportPreviewRow,
  ImportRowAction,
  ImportState,
} from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { listOrder, notNull } from '../shared/list-order.js';
import { listPage, type ListPage, type ListWalkPage } from '../shared/list-page.js';

type Db = Kysely<ReadModelDatabase>;

/** An import as the runner needs it, beside what the API shows. */
export interface ImportRecord extends Omit<Import, 'progress'> {
  fileKey: string;
  ran: boolean;
  cancelRequested: boolean;
  rowsDone: number;
  kept: number;
  undoCursor: string | undefined;
  actingUser: string | null;
}

interface ImportRow {
  id: string;
  version: number;
  kind: ImportKind;
  file_name: string;
  file_key: string;
  file_size: string;
  format: ImportFileFormat;
  headers: string[];
  mapping: ImportMapping;
  mapping_remembered: boolean;
  state: ImportState;
  ran: boolean;
  cancel_requested: boolean;
  checked: ImportCounts | null;
  done: ImportCounts;
  rows_done: number;
  undone: number;
  kept: number;
  undo_cursor: string | null;
  acting_user: string | null;
  failure: string | null;
  started_by: string | null;
  started_by_name: string | null;
  has_errors: boolean;
  file_deleted: boolean;
  created_at: Date;
  updated_at: Date;
}

/** An errors file is made from the stored file: there is none once an erasure deleted it. */
const hasErrors = sql`(not i.file_deleted and exists (select 1 from import_failures f where f.import_id = i.id))`;

const selectImports = sql`
  select i.*, trim(u.first_name || ' ' || u.last_name) as started_by_name,
    ${hasErrors} as has_errors
  from imports i left join users u on u.id = i.started_by`;

function toImport(row: ImportRow): ImportRecord {
  return {
    _id: row.id,
    version: row.version,
    kind: row.kind,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    format: row.format,
    headers: row.headers,
    mapping: row.mapping,
    mappingRemembered: row.mapping_remembered,
    state: row.state,
    checked: row.checked,
    done: row.done,
    undone: row.undone,
    failure: row.failure,
    hasErrors: row.has_errors,
    fileDeleted: row.file_deleted,
    startedBy: row.started_by ? { _id: row.started_by, fullName: row.started_by_name ?? 'Unknown user' } : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    fileKey: row.file_key,
    ran: row.ran,
    cancelRequested: row.cancel_requested,
    rowsDone: row.rows_done,
    kept: row.kept,
    undoCursor: row.undo_cursor ?? undefined,
    actingUser: row.acting_user,
  };
}

export async function findImport(db: Db, id: string): Promise<ImportRecord | undefined> {
  const { rows } = await sql<ImportRow>`${selectImports} where i.id = ${id}`.execute(db);
  return rows[0] && toImport(rows[0]);
}

const importsOrder = listOrder(undefined, {}, { parts: [notNull(sql`i.created_at`)], descending: true }, sql`i.id`);

/**
 * One page of the past imports, newest first, by `offset` or by the `after` cursor of the page
 * before (every import is kept, so the list only grows), with the total and the next page's cursor.
 */
export async function findImports(db: Db, page: ListWalkPage): Promise<ListPage<ImportRecord>> {
  const found = await listPage<ImportRow>(
    db,
    {
      columns: sql`i.*, trim(u.first_name || ' ' || u.last_name) as started_by_name,
        ${hasErrors} as has_errors`,
      from: sql`imports i left join users u on u.id = i.started_by`,
      where: sql`true`,
      countFrom: sql`imports i`,
    },
    importsOrder,
    page,
  );
  return { ...found, rows: found.rows.map(toImport) };
}

/** Imports a check, run or undo is working on, with when their stream last moved. */
export async function findImportsAtWork(db: Db): Promise<{ id: string; state: ImportState; updatedAt: Date }[]> {
  const rows = await db
    .selectFrom('imports')
    .select(['id', 'state', 'updated_at'])
    .where('state', 'in', ['checking', 'running', 'undoing'])
    .execute();
  return rows.map((row) => ({ id: row.id, state: row.state as ImportState, updatedAt: row.updated_at }));
}

export async function findImportPreview(db: Db, id: string, action?: ImportRowAction): Promise<ImportPreviewRow[]> {
  const rows = await db
    .selectFrom('import_preview')
    .select(['line', 'action', 'values', 'detail', 'duplicate_of'])
    .where('import_id', '=', id)
    .$if(action !== undefined, (qb) => qb.where('action', '=', action!))
    .orderBy('line')
    .execute();
  return rows.map(({ duplicate_of, ...row }) => ({
    ...row,
    action: row.action as ImportRowAction,
    ...(duplicate_of ? { duplicateOf: duplicate_of } : {}),
  }));
}

/** Failed rows of a phase after `afterLine`, in line order (the errors file pages through them). */
export async function findImportFailures(
  db: Db,
  id: string,
  phase: 'check' | 'run',
  afterLine: number,
  limit: number,
): Promise<{ line: number; reason: string }[]> {
  return db
    .selectFrom('import_failures')
    .select(['line', 'reason'])
    .where('import_id', '=', id)
    .where('phase', '=', phase)
    .where('line', '>', afterLine)
    .orderBy('line')
    .limit(limit)
    .execute();
}

/** Records an import created or changed, after `afterId` in id order (the undo pages through them). */
export async function findImportedRecords(
  db: Db,
  id: string,
  afterId: string | undefined,
  limit: number,
): Promise<
  {
    recordId: string;
    recordType: string;
    action: 'create' | 'update';
    changes: Record<string, { from: unknown; to: unknown }>;
  }[]
> {
  const rows = await db
    .selectFrom('import_records')
    .select(['record_id', 'record_type', 'action', 'changes'])
    .where('import_id', '=', id)
    .$if(afterId !== undefined, (qb) => qb.where('record_id', '>', afterId!))
    .orderBy('record_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    recordId: row.record_id,
    recordType: row.record_type,
    action: row.action as 'create' | 'update',
    changes: row.changes,
  }));
}

/** Of these records, the ones this import already created or changed (a key met twice in one file). */
export async function findRecordsImportedBy(db: Db, id: string, recordIds: readonly string[]): Promise<Set<string>> {
  if (recordIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('import_records')
    .select('record_id')
    .where('import_id', '=', id)
    .where('record_id', 'in', [...recordIds])
    .execute();
  return new Set(rows.map((row) => row.record_id));
}

export async function findRememberedMapping(
  db: Db,
  kind: ImportKind,
  headersKey: string,
): Promise<ImportMapping | undefined> {
  const row = await db
    .selectFrom('import_mappings')
    .select('mapping')
    .where('kind', '=', kind)
    .where('headers_key', '=', headersKey)
    .executeTakeFirst();
  return row?.mapping;
}
