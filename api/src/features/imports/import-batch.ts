import {
  changedFields,
  defaultImportDuplicateChoice,
  emptyImportCounts,
  importFieldsOf,
  type BulkOperation,
  type DomainEvent,
  type EventCatalogue,
  type ImportCounts,
  type ImportFailure,
  type ImportMapping,
  type ImportPreviewRow,
  type ImportRowAction,
  type StreamAppend,
} from '@dealbook/contracts';
import { findRecordsImportedBy } from '@dealbook/projections';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { isStorable } from '../../kernel/http/storable-text.js';
import { recordAppend } from './import-work.js';
import { newId } from '../../kernel/ids.js';
import type { ImportRow } from './reading/import-file.js';
import { fieldsForCreate, readRow, type RowReadingOptions } from './reading/read-row.js';
import {
  modeCreates,
  modeUpdates,
  nothingToResolve,
  type Db,
  type DuplicateCandidate,
  type FoundRecord,
  type ImportTarget,
  type ReadableRow,
  type ResolvedRow,
} from './targets/import-target.js';

/** What one batch of an import works with: the same for the dry run and the run. */
export interface BatchContext {
  db: Db;
  target: ImportTarget;
  importId: string;
  mapping: ImportMapping;
  /** How dates without a zone are read, and the date a tick without one gets. */
  reading: RowReadingOptions;
  /** Keys the batch being written imports (key → line): a row here with one of them is a repeat. */
  keysBeingWritten?: ReadonlyMap<string, number>;
  /** Set for the run: who runs it and what the records' events name as their cause. */
  writing?: { actorId: string | null; via: BulkOperation };
}

export interface PlannedRow {
  line: number;
  action: ImportRowAction;
  /** Why a row is skipped or failed, or which fields an update changes, in words. */
  detail: string;
  values: Record<string, string>;
  /** The existing records the row may duplicate. */
  duplicateOf?: { _id: string; name: string }[];
}

export interface BatchPlan {
  rows: PlannedRow[];
  /** This batch's rows by what they came to. */
  counts: ImportCounts;
  failures: ImportFailure[];
  /** For the run: each created or updated record's events, at the version its row was decided on. */
  appends: StreamAppend[];
  /** The keys of the rows that create or update a record, with their lines. */
  importedKeys: Map<string, number>;
}

/**
 * Decides a batch of rows as the API would decide them one by one: each row read and checked
 * (reading/), its key looked up with the batch's other keys in one query, its lookups resolved
 * for the batch, and its command decided by the record's own decider. Nothing is written here:
 * the run appends `appends` with its ledger event in one transaction.
 */
export async function planBatch(context: BatchContext, rows: readonly ImportRow[]): Promise<BatchPlan> {
  const { db, target, mapping, importId, writing, reading: readingOptions } = context;
  const labels = new Map(importFieldsOf(target.kind).map((field) => [field.name, field.label]));
  const plan: BatchPlan = { rows: [], counts: emptyImportCounts(), failures: [], appends: [], importedKeys: new Map() };
  const record = (
    line: number,
    action: ImportRowAction,
    detail: string,
    values: Record<string, string>,
    duplicateOf?: PlannedRow['duplicateOf'],
  ) => {
    plan.rows.push({ line, action, detail, values, ...(duplicateOf ? { duplicateOf } : {}) });
    plan.counts[action]++;
    plan.counts.rows++;
    if (duplicateOf) plan.counts.duplicates = (plan.counts.duplicates ?? 0) + 1;
    if (action === 'error') plan.failures.push({ line, reason: detail });
  };

  const readable: ReadableRow[] = [];
  const valuesByLine = new Map<number, Record<string, string>>();
  for (const row of rows) {
    const values = shownValues(mapping.columns, row.cells, labels);
    const reading = readRow(target.kind, mapping.columns, row.cells, readingOptions);
    if (!reading.ok) record(row.line, 'error', reading.reason, values);
    else {
      readable.push({ line: row.line, given: reading.given, lookups: reading.lookups });
      valuesByLine.set(row.line, values);
    }
  }

  const keys = new Map<number, string>();
  for (const row of readable) {
    const key = target.keyOf(row, mapping.matchOn);
    if (key !== undefined) keys.set(row.line, key);
  }
  const [found, resolved, duplicates] = await Promise.all([
    target.findByKeys(db, mapping.matchOn, [...new Set(keys.values())]),
    target.resolve(db, readable),
    target.findPossibleDuplicates?.(db, readable) ?? new Map<number, DuplicateCandidate<unknown>[]>(),
  ]);
  const duplicateChoice = mapping.duplicates ?? defaultImportDuplicateChoice;
  const foundIds = [
    ...[...found.values()].flatMap((records) => (records.length === 1 ? [records[0]!.id] : [])),
    ...(duplicateChoice === 'update' ? [...duplicates.values()].flatMap((records) => records.map((r) => r.id)) : []),
  ];
  // A record two rows may duplicate is updated by the first only: one batch appends once per stream.
  const updatedAsDuplicate = new Set<string>();
  const importedAlready = writing ? await findRecordsImportedBy(db, importId, foundIds) : new Set<string>();
  const matchLabel = labels.get(mapping.matchOn) ?? mapping.matchOn;

  const decided: {
    row: ReadableRow;
    existing: FoundRecord<unknown> | undefined;
    lookup: ResolvedRow;
    duplicateOf?: PlannedRow['duplicateOf'];
  }[] = [];
  const firstLineOfKey = new Map<string, number>(context.keysBeingWritten ?? []);
  for (const row of readable) {
    const values = valuesByLine.get(row.line)!;
    const key = keys.get(row.line);
    if (key !== undefined) {
      const earlier = firstLineOfKey.get(key);
      if (earlier !== undefined) {
        record(
          row.line,
          'error',
          `The same ${matchLabel.toLowerCase()} as line ${earlier}: merge the two rows`,
          values,
        );
        continue;
      }
      firstLineOfKey.set(key, row.line);
    }
    const matches = key === undefined ? [] : (found.get(key) ?? []);
    if (matches.length > 1) {
      record(
        row.line,
        'error',
        `${matches.length} ${target.noun} records have this ${matchLabel.toLowerCase()}: find them by another field`,
        values,
      );
      continue;
    }
    let existing = matches[0];
    const candidates = existing ? undefined : duplicates.get(row.line);
    const duplicateOf = candidates?.map((candidate) => ({ _id: candidate.id, name: candidate.name }));
    if (candidates && duplicateOf) {
      const said = `Possible duplicate of ${duplicateOf.map((d) => d.name).join(', ')}`;
      if (duplicateChoice === 'skip') {
        record(row.line, 'skip', said, values, duplicateOf);
        continue;
      }
      if (duplicateChoice === 'update') {
        if (candidates.length > 1) {
          record(row.line, 'error', `${said}: find the one to update by another field`, values, duplicateOf);
          continue;
        }
        const candidate = candidates[0]!;
        if (importedAlready.has(candidate.id) || updatedAsDuplicate.has(candidate.id)) {
          record(row.line, 'error', `${said}, which an earlier line of this file imports`, values, duplicateOf);
          continue;
        }
        updatedAsDuplicate.add(candidate.id);
        existing = candidate;
      }
    }
    if (existing && importedAlready.has(existing.id)) {
      record(row.line, 'error', `An earlier line of this file already imported this ${target.noun}`, values);
      continue;
    }
    if (existing && !candidates && !modeUpdates(mapping.mode)) {
      record(row.line, 'skip', `A ${target.noun} with this ${matchLabel.toLowerCase()} exists already`, values);
      continue;
    }
    if (!existing && !modeCreates(mapping.mode)) {
      const why =
        key === undefined
          ? `It has no ${matchLabel.toLowerCase()}`
          : `No ${target.noun} has this ${matchLabel.toLowerCase()}`;
      record(row.line, 'skip', why, values);
      continue;
    }
    const lookup = resolved.get(row.line) ?? nothingToResolve;
    if (!lookup.ok) {
      record(row.line, 'error', lookup.reason, values);
      continue;
    }
    decided.push({ row, existing, lookup, duplicateOf });
  }

  const creations = decided.filter((item) => !item.existing).length;
  const references =
    writing && target.drawReferences ? await target.drawReferences(db, creations) : Array<string>(creations).fill('');
  let nextReference = 0;
  for (const { row, existing, lookup, duplicateOf } of decided) {
    const values = valuesByLine.get(row.line)!;
    const key = keys.get(row.line);
    const given: Record<string, unknown> = { ...row.given, ...lookup.fields };
    // A record updated as a possible duplicate keeps how it is written ("Acme Ltd" is not renamed "ACME limited").
    if (duplicateOf && existing) for (const field of target.keptOnDuplicateUpdate ?? []) delete given[field];
    const note = duplicateOf ? `Possible duplicate of ${duplicateOf.map((d) => d.name).join(', ')}` : '';
    const withNote = (detail: string) => [note, detail].filter((part) => part !== '').join(': ');
    try {
      if (existing) {
        const events = target.decider.decide(target.update(existing, given, lookup.refs), existing.state);
        if (events.length === 0) {
          record(row.line, 'unchanged', withNote(`The ${target.noun} already holds these values`), values, duplicateOf);
          continue;
        }
        record(row.line, 'update', withNote(changedFieldsText(target.events, events, labels)), values, duplicateOf);
        if (key !== undefined) plan.importedKeys.set(key, row.line);
        if (writing)
          plan.appends.push(
            recordAppend(target, existing.id, existing.version, events, { ...writing, correlationId: importId }),
          );
        continue;
      }
      const fields = fieldsForCreate(target.kind, given);
      if (!fields.ok) {
        record(row.line, 'error', fields.reason, values, duplicateOf);
        continue;
      }
      const id = newId();
      const reference = references[nextReference++] ?? '';
      const events = target.decider.decide(
        // The lookups' fields (a project's client and owner) are not the reader's to complete.
        target.create({ id, reference, fields: { ...fields.fields, ...lookup.fields }, refs: lookup.refs }),
        target.decider.initialState,
      );
      record(row.line, 'create', duplicateOf ? `${note}: created anyway` : '', values, duplicateOf);
      if (key !== undefined) plan.importedKeys.set(key, row.line);
      if (writing) plan.appends.push(recordAppend(target, id, 0, events, { ...writing, correlationId: importId }));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      record(row.line, 'error', error.message, values, duplicateOf);
    }
  }
  plan.rows.sort((a, b) => a.line - b.line);
  return plan;
}

/** "Changes Telephone, City": the fields an update's events move (as their catalogue reads them), by label. */
function changedFieldsText<E extends DomainEvent>(
  catalogue: EventCatalogue<E>,
  events: readonly E[],
  labels: ReadonlyMap<string, string>,
): string {
  const fields = new Set(events.flatMap((event) => Object.keys(changedFields(catalogue, event))));
  return fields.size === 0 ? '' : `Changes ${[...fields].map((field) => labels.get(field) ?? field).join(', ')}`;
}

/**
 * A cell as the preview keeps it (in the import's events, which PostgreSQL stores): a character
 * it cannot store (a NUL, an unpaired surrogate) shown as "�"; the row fails for it anyway.
 */
const storableText = (text: string) =>
  isStorable(text) ? text : Buffer.from(text, 'utf8').toString('utf8').replaceAll('\u0000', '\uFFFD');

/** The row's non-empty cells by the label of the field each fills, as the preview shows them. */
function shownValues(
  columns: ImportMapping['columns'],
  cells: readonly string[],
  labels: ReadonlyMap<string, string>,
): Record<string, string> {
  const values: Record<string, string> = {};
  columns.forEach((field, index) => {
    const cell = cells[index]?.trim();
    if (field && cell) values[labels.get(field) ?? field] = storableText(cell);
  });
  return values;
}

/** Preview rows of a batch: those of each action while fewer than `perAction` are kept. */
export function previewRows(
  rows: readonly PlannedRow[],
  shown: Record<ImportRowAction, number>,
  perAction: number,
): ImportPreviewRow[] {
  const picked: ImportPreviewRow[] = [];
  for (const row of rows) {
    if (shown[row.action] >= perAction) continue;
    shown[row.action]++;
    picked.push(row);
  }
  return picked;
}
