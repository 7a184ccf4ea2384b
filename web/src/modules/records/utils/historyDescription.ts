import { recordChangeOf, recordFieldLabel, type HistoryEntry } from '@dealbook/contracts';

export interface HistoryChangeLine {
  field: string;
  from: string;
  to: string;
}

/** The detail under a history line (the line itself is the server's sentence): each field's from → to. */
export interface HistoryDescription {
  changes: HistoryChangeLine[];
}

export type FieldChanges = Record<string, { from: unknown; to: unknown } | undefined>;

/** The `changes` map an edit event carries (`{field: {from, to}}`), or none. */
export function changesOf(data: unknown): FieldChanges {
  if (typeof data !== 'object' || data === null) return {};
  const changes = (data as { changes?: unknown }).changes;
  return typeof changes === 'object' && changes !== null ? (changes as FieldChanges) : {};
}

/** A value as the history prints it when the record type has no better format. */
export function shownValue(value: unknown): string {
  if (value === '' || value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * For record types without their own wording: the fields the event moved, as its event catalogue
 * reads them (edits and transitions alike), named as the record's form names them; a field no
 * label table knows is left out rather than shown by its identifier.
 */
export function describeAnyEntry(entry: HistoryEntry, recordType: string): HistoryDescription {
  return {
    changes: Object.entries(recordChangeOf(entry.type, entry.data)?.changes ?? changesOf(entry.data)).flatMap(
      ([field, change]) => {
        const label = recordFieldLabel(recordType, field);
        return label ? [{ field: label, from: shownValue(change?.from), to: shownValue(change?.to) }] : [];
      },
    ),
  };
}
