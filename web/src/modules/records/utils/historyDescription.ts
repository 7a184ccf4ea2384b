import { recordChangeOf, type HistoryEntry } from '@dealbook/contracts';
import { enumLabel } from '../../ui/utils/enumLabel.js';

export interface HistoryChangeLine {
  field: string;
  from: string;
  to: string;
}

export interface HistoryDescription {
  title: string;
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

/** "amountDue" -> "Amount Due". */
const fieldLabel = (field: string) => {
  const spaced = enumLabel(field);
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/**
 * For record types without their own wording: the event type spelled out and the fields it moved,
 * as its event catalogue reads them (edits and transitions alike).
 */
export function describeAnyEntry(entry: HistoryEntry): HistoryDescription {
  return {
    title: enumLabel(entry.type),
    changes: Object.entries(recordChangeOf(entry.type, entry.data)?.changes ?? changesOf(entry.data)).map(
      ([field, change]) => ({
        field: fieldLabel(field),
        from: shownValue(change?.from),
        to: shownValue(change?.to),
      }),
    ),
  };
}
