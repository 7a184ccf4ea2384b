import { firmTimeZone } from '@dealbook/projections';
import { booleanDateSchema, importFieldsOf, projectFieldLabels, type ImportKind } from '@dealbook/contracts';
import { isStorable } from '../../../kernel/http/storable-text.js';
import { fieldReadersOf, importedFieldsSchemas } from './field-readers.js';
import { withoutFormulaGuard } from './text-values.js';

export type RowReading =
  { ok: true; given: Record<string, unknown>; lookups: Record<string, string> } | { ok: false; reason: string };

export interface RowReadingOptions {
  /** The zone a date written without an offset is read in (`FIRM_TIME_ZONE`; default: the environment's). */
  timeZone?: string;
  /**
   * The import's time (ISO): the date of a tick given without one. DECISION: a ticked
   * money-laundering check with its date column empty (or not mapped) is dated when the import
   * was made, not when this row happens to be read, so a check and its run, or a resumed run,
   * give every such row the same date. Default: now.
   */
  importedAt?: string;
}

const unstorable = 'holds a character that cannot be saved (a NUL or an unpaired surrogate)';

interface Tick {
  checked?: boolean;
  date?: string;
}

/**
 * One row's values by field: only the mapped columns whose cell is not empty (an empty cell means
 * "leave as it is" on an update and "the default" on a create), each converted from text and checked
 * with the field's own zod schema from contracts (the same rules as the API). `lookups` holds the
 * lookup fields' text (companyName, companyDomain, clientName, clientDomain, ownerEmail) and
 * `reference` for projects; they are resolved by the lead. A cell holding what PostgreSQL cannot
 * store (a NUL) is a bad field like any other. A failed row's reason names every bad
 * field by its label and says what was wrong and what is expected. When two columns fill one field,
 * the last non-empty one counts.
 */
export function readRow(
  kind: ImportKind,
  columns: readonly (string | null)[],
  cells: readonly string[],
  options: RowReadingOptions = {},
): RowReading {
  const readers = fieldReadersOf(kind);
  const context = { timeZone: options.timeZone ?? firmTimeZone() };
  const given: Record<string, unknown> = {};
  const lookups: Record<string, string> = {};
  const ticks = new Map<string, Tick>();
  const problems: string[] = [];
  columns.forEach((name, at) => {
    if (name === null) return;
    const reader = readers.get(name);
    if (!reader) throw new Error(`${name} is not a field a column of ${kind} can fill`);
    const text = withoutFormulaGuard(cells[at] ?? '').trim();
    if (text === '') return;
    // PostgreSQL cannot store it: the API refuses it per field, and so does a row.
    if (!isStorable(text)) {
      problems.push(`${reader.label}: ${unstorable}`);
      return;
    }
    const reading = reader.read(text, context);
    if (!reading.ok) {
      problems.push(`${reader.label}: ${reading.problem}`);
      return;
    }
    const { destination } = reader;
    if (destination.to === 'given') given[name] = reading.value;
    else if (destination.to === 'lookup') lookups[name] = reading.value as string;
    else {
      const tick = ticks.get(destination.field) ?? {};
      if (destination.part === 'checked') tick.checked = reading.value as boolean;
      else tick.date = reading.value as string;
      ticks.set(destination.field, tick);
    }
  });
  if (problems.length > 0) return { ok: false, reason: problems.join('; ') };
  const importedAt = options.importedAt ?? new Date().toISOString();
  for (const [field, tick] of ticks) {
    // A date alone means the check was done then: the exports write a date only beside a tick.
    given[field] = booleanDateSchema.parse({ checked: tick.checked ?? true, timestamp: tick.date ?? importedAt });
  }
  return { ok: true, given, lookups };
}

function labelOf(kind: ImportKind, field: string): string {
  const label = importFieldsOf(kind).find((candidate) => candidate.name === field)?.label;
  return label ?? (projectFieldLabels as Record<string, string>)[field] ?? field;
}

/**
 * The whole record for a create: `given` completed with the spec's defaults by the kind's fields
 * schema; a reason in words (labels) when a required field is missing. A project's client and
 * owner are not in it: they are the ids its lookups find, added by the caller.
 */
export function fieldsForCreate(
  kind: ImportKind,
  given: Record<string, unknown>,
): { ok: true; fields: Record<string, unknown> } | { ok: false; reason: string } {
  const parsed = importedFieldsSchemas[kind].safeParse(given);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const reasons = parsed.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const label = labelOf(kind, field);
    return issue.code === 'invalid_type' && given[field] === undefined
      ? `${label} is required`
      : `${label}: ${issue.message}`;
  });
  return { ok: false, reason: [...new Set(reasons)].join('; ') };
}
