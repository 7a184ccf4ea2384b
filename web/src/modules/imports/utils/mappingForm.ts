import {
  importFieldsOf,
  ImportMatchKeys,
  setImportMappingBodySchema,
  type ImportField,
  type ImportKind,
  type ImportMapping,
  type ImportMode,
  type SetImportMappingBody,
} from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';
import { labelledMessage, type FieldLabels } from '../../forms/utils/labelledMessage.js';
import { formProblem } from '../../forms/utils/serverErrors.js';

/** The mapping step's inputs: per column the field's name, '' for "Don't import". */
export interface MappingFormValues {
  columns: string[];
  matchOn: string;
  mode: ImportMode;
  remember: boolean;
}

export const mappingFieldLabels = {
  columns: 'Fields',
  matchOn: 'Find records by',
  mode: 'What the rows do',
  remember: 'Remember this mapping for files with these columns',
} as const satisfies Record<keyof MappingFormValues, string>;

export const dontImport = '';

export function mappingFormValues(mapping: ImportMapping, columnCount: number): MappingFormValues {
  return {
    // The server's mapping has one entry per column; a short one leaves the rest out.
    columns: Array.from({ length: columnCount }, (_, i) => mapping.columns[i] ?? dontImport),
    matchOn: mapping.matchOn,
    mode: mapping.mode,
    remember: true,
  };
}

/** A column's name as the screen says it: its header, or its position when the header is blank. */
export function columnName(headers: readonly string[], index: number): string {
  const header = headers[index]?.trim();
  return header ? header : `Column ${index + 1}`;
}

export function fieldLabelOf(kind: ImportKind, name: string): string {
  return importFieldsOf(kind).find((field) => field.name === name)?.label ?? name;
}

/** Field name → label, so the server's messages about fields read in the screen's words. */
export function importFieldLabels(kind: ImportKind): FieldLabels {
  return Object.fromEntries(importFieldsOf(kind).map((field) => [field.name, field.label]));
}

/** The keys a row's record can be found by, with their fields' labels. */
export function matchOnOptions(kind: ImportKind): { value: string; label: string }[] {
  return ImportMatchKeys[kind].map((name) => ({ value: name, label: fieldLabelOf(kind, name) }));
}

/** Required fields no column fills yet. */
export function unmappedRequired(kind: ImportKind, columns: readonly string[]): ImportField[] {
  return importFieldsOf(kind).filter((field) => field.required && !columns.includes(field.name));
}

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

export interface MappingProblem {
  /** `columns.3`, `matchOn` or `mode`: where the screen shows it. */
  path: string;
  message: string;
}

/**
 * What would make the import go wrong, each beside the control that fixes it: a field chosen for
 * two columns (on both), the key records are found by left unmapped where rows update, and
 * required fields unmapped where rows create (on the mode: updating only may leave them out).
 */
export function mappingProblems(
  kind: ImportKind,
  headers: readonly string[],
  values: Pick<MappingFormValues, 'columns' | 'matchOn' | 'mode'>,
): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const columnsOf = new Map<string, number[]>();
  values.columns.forEach((name, index) => {
    if (name !== dontImport) columnsOf.set(name, [...(columnsOf.get(name) ?? []), index]);
  });
  for (const [name, indexes] of columnsOf) {
    if (indexes.length < 2) continue;
    for (const index of indexes) {
      const others = indexes.filter((other) => other !== index).map((other) => `“${columnName(headers, other)}”`);
      problems.push({
        path: `columns.${index}`,
        message: `${fieldLabelOf(kind, name)} is also chosen for column ${listInWords(others)}`,
      });
    }
  }
  if (values.mode !== 'create' && values.matchOn && !columnsOf.has(values.matchOn)) {
    problems.push({
      path: 'matchOn',
      message: `Map a column to ${fieldLabelOf(kind, values.matchOn)}: the records to update are found by it`,
    });
  }
  const missing = unmappedRequired(kind, values.columns);
  if (values.mode !== 'update' && missing.length > 0) {
    problems.push({
      path: 'mode',
      message: `To create records, map a column to ${listInWords(missing.map((field) => field.label))}, or update existing records only`,
    });
  }
  return problems;
}

/** The mapping form's schema: its own problems first, then the contract's, as the server checks it. */
export function mappingFormSchema(kind: ImportKind, headers: readonly string[]) {
  return formSchema((values: MappingFormValues, problems): SetImportMappingBody => {
    for (const problem of mappingProblems(kind, headers, values)) problems.add(problem.path, problem.message);
    return {
      columns: values.columns.map((name) => (name === dontImport ? null : name)),
      matchOn: values.matchOn,
      mode: values.mode,
      remember: values.remember,
    };
  }, setImportMappingBodySchema);
}

const formFields: ReadonlySet<string> = new Set(['matchOn', 'mode', 'remember']);

/**
 * Where a 400's `details` go: `columns.3` beside column 3's select, `matchOn` and `mode` beside
 * theirs, anything else above the form; messages that name fields by property say their labels.
 */
export function placeServerErrors(
  kind: ImportKind,
  details: Readonly<Record<string, string>>,
  columnCount: number,
): MappingProblem[] {
  const labels = { ...importFieldLabels(kind), ...mappingFieldLabels };
  return Object.entries(details).map(([key, message]) => {
    const [head, index] = key.split('.');
    const column = Number(index);
    if (head === 'columns' && Number.isInteger(column) && column >= 0 && column < columnCount) {
      return { path: `columns.${column}`, message: labelledMessage(message, labels) };
    }
    if (head !== undefined && formFields.has(head))
      return { path: head, message: labelledMessage(message, labels, head) };
    return { path: formProblem, message: labelledMessage(message, labels) };
  });
}

/** Up to `count` non-blank values of one column from the file's first rows. */
export function sampleValues(sample: readonly (readonly string[])[], index: number, count = 3): string[] {
  return sample
    .map((row) => row[index]?.trim() ?? '')
    .filter((value) => value !== '')
    .slice(0, count);
}
