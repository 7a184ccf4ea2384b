import type { ColumnType } from 'kysely';

/** The note read model: the note as a JSON document, author and links included. */
export interface NoteTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  pinned: ColumnType<boolean, never, never>;
  /** Parent id -> when the child was linked to it, ISO 8601 UTC text (migration 0018). */
  linked_at: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
