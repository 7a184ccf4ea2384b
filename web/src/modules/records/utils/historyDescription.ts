import { recordChangeOf, recordFieldLabel, type ChangedFields, type HistoryEntry } from '@dealbook/contracts';

export interface HistoryChangeLine {
  field: string;
  from: string;
  to: string;
}

/** The detail under a history line (the line itself is the server's sentence): each field's from → to. */
export interface HistoryDescription {
  changes: HistoryChangeLine[];
}

/**
 * How one record type's history words an event's changes. A feature passes its own in (a shared
 * module knows no feature); the describer reads the changes from the event catalogue.
 */
export interface HistoryWording {
  /** A field as the line names it; undefined leaves the field out. */
  label(field: string): string | undefined;
  /** A value as the line prints it; `shownValue` when absent. */
  value?(field: string, value: unknown): string;
  /**
   * The changes as the record type shows them, when it reads the catalogue's otherwise (a grouped
   * transition part by part, what the payload says beside them); the catalogue's when absent.
   */
  changes?(changes: ChangedFields, entry: HistoryEntry): ChangedFields;
}

/** A value as the history prints it when the record type has no better format. */
export function shownValue(value: unknown): string {
  if (value === '' || value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * For record types without their own wording: fields named as the record's form names them; a
 * field no label table knows is left out rather than shown by its identifier.
 */
export const recordWording = (recordType: string): HistoryWording => ({
  label: (field) => recordFieldLabel(recordType, field),
});

/**
 * The from → to lines under one history entry: the fields the event moved, as its event catalogue
 * reads them (edits and transitions alike), in the record type's words.
 */
export function describeHistoryEntry(entry: HistoryEntry, wording: HistoryWording): HistoryDescription {
  const catalogued = recordChangeOf(entry.type, entry.data)?.changes ?? {};
  const changes = wording.changes ? wording.changes(catalogued, entry) : catalogued;
  const value = (field: string, shown: unknown) => (wording.value ? wording.value(field, shown) : shownValue(shown));
  return {
    changes: Object.entries(changes).flatMap(([field, change]) => {
      const label = wording.label(field);
      return label === undefined
        ? []
        : [{ field: label, from: value(field, change.from), to: value(field, change.to) }];
    }),
  };
}
