import type { ColumnType } from 'kysely';
import type { ImportCounts, ImportMapping } from '@dealbook/contracts';

type Json<T> = ColumnType<T, string, string>;

/** An import: its file, mapping, state and counts (the `import-<id>` stream folded). */
export interface ImportTable {
  id: string;
  version: number;
  kind: string;
  file_name: string;
  file_key: string;
  file_size: ColumnType<string, number, number>;
  format: string;
  headers: Json<string[]>;
  mapping: Json<ImportMapping>;
  mapping_remembered: boolean;
  state: string;
  /** The run has begun: the mapping is fixed, and an undo has something to put back. */
  ran: ColumnType<boolean, boolean | undefined, boolean>;
  cancel_requested: ColumnType<boolean, boolean | undefined, boolean>;
  /** The uploaded file was deleted from the file store when a person it named was erased (issue 37). */
  file_deleted: ColumnType<boolean, boolean | undefined, boolean>;
  checked: ColumnType<ImportCounts | null, string | null | undefined, string | null>;
  done: Json<ImportCounts>;
  /** Rows of the file the check or the run has passed: where a resumed one goes on. */
  rows_done: ColumnType<number, number | undefined, number>;
  undone: ColumnType<number, number | undefined, number>;
  kept: ColumnType<number, number | undefined, number>;
  /** The last record id the undo has put back. */
  undo_cursor: ColumnType<string | null, string | null | undefined, string | null>;
  failure: ColumnType<string | null, string | null | undefined, string | null>;
  started_by: string | null;
  /** Who started the check, run or undo under way or last done: the actor of what it writes. */
  acting_user: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

export interface ImportPreviewTable {
  import_id: string;
  line: number;
  action: string;
  values: Json<Record<string, string>>;
  detail: string;
  /** The existing records the row may duplicate, when it may. */
  duplicate_of: Json<{ _id: string; name: string }[]> | null;
}

export interface ImportFailureTable {
  import_id: string;
  phase: string;
  line: number;
  reason: string;
}

/** What an import did to one record: created it, or changed these fields (from → to). */
export interface ImportRecordTable {
  import_id: string;
  record_id: string;
  record_type: string;
  action: string;
  changes: Json<Record<string, { from: unknown; to: unknown }>>;
}

export interface ImportMappingTable {
  kind: string;
  headers_key: string;
  mapping: Json<ImportMapping>;
  updated_at: Date;
}
