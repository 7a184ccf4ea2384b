import { arrayText, sqlLiteral } from '../runner/sql-text.js';
import type { RecordedStatement } from '../runner/statement-recorder.js';
import type { StatementShape } from './sql-template.js';

/*
 * The forms in which many statements of one SQL text, touching disjoint rows, are written as one:
 * arrays of parameters unnested into rows, or (when a parameter is itself an array) literal rows
 * in a multi-row INSERT or a VALUES list joined by UPDATE … FROM / DELETE … USING.
 */

/** A text cut at its `$n` placeholders: pieces[0] $slots[0] pieces[1] … pieces[n]. */
interface Cut {
  pieces: string[];
  slots: number[];
}

function cut(text: string, shape: StatementShape, from: number, to: number): Cut {
  const pieces: string[] = [];
  const slots: number[] = [];
  let at = from;
  for (const param of shape.params) {
    if (param.start < from || param.end > to) continue;
    pieces.push(text.slice(at, param.start));
    slots.push(param.index - 1);
    at = param.end;
  }
  pieces.push(text.slice(at, to));
  return { pieces, slots };
}

function fill({ pieces, slots }: Cut, fillSlot: (slot: number) => string): string {
  let result = pieces[0]!;
  for (let i = 0; i < slots.length; i++) result += fillSlot(slots[i]!) + pieces[i + 1]!;
  return result;
}

const valuesAlias = 'rebuild_values';

/** A statement sent with its parameters apart (extended protocol): no literal text to parse. */
export interface BoundStatement {
  sql: string;
  parameters: unknown[];
}

export type PlannedStatement = string | BoundStatement;

/** How a template's statements are written many at a time; built on first use. */
export type Merge =
  | { kind: 'insert'; head: string; row: Cut; tail: string }
  | { kind: 'values'; head: string; casts: string[]; tail: string }
  /** `documents[i]`: parameter i is json or jsonb, sent as one JSON array rather than a text array. */
  | { kind: 'unnest'; sql: string; count: number; documents: boolean[] };

/** How `mergeOf` carries the values: json(b) as JSON arrays, everything as arrays, or literals. */
export type MergeForm = 'documents' | 'arrays' | 'literals';

const reference = (slot: number) => `${valuesAlias}.p${slot + 1}`;

const isDocument = (type: string) => type === 'json' || type === 'jsonb';

/**
 * One parameter per column, unnested into rows side by side (`rows from`): PostgreSQL reads the
 * values by their types' input functions instead of parsing and planning thousands of literals.
 * A json or jsonb column (a read model's document) goes as one JSON array of the documents, in
 * the 'documents' form: its texts are joined as they are, where an array's elements would each be
 * escaped (measured on 60,000 company rows: half the Node time, and 10% less PostgreSQL time).
 * Array-typed parameters cannot ride in an array of arrays (unnest would flatten them), so those
 * keep the literal forms.
 */
function unnestOf(shape: StatementShape, text: string, types: readonly string[], form: MergeForm): Merge | undefined {
  if (types.some((type) => type.endsWith(']'))) return undefined;
  const documents = types.map((type) => form === 'documents' && isDocument(type));
  const rowCount = `$${types.length + 1}::integer`;
  const sources = types.map((type, i) =>
    documents[i] ? checkedDocuments(type, `$${i + 1}::${type}`, rowCount) : `unnest($${i + 1}::${type}[])`,
  );
  const rows = `rows from (${sources.join(', ')}) as ${valuesAlias}(${types.map((_, i) => `p${i + 1}`).join(', ')})`;
  if (shape.kind === 'insert') {
    const columns = fill(cut(text, shape, shape.row.start + 1, shape.row.end - 1), reference);
    return {
      kind: 'unnest',
      sql: `${text.slice(0, shape.valuesAt)}select ${columns} from ${rows}${shape.tail}`,
      count: types.length,
      documents,
    };
  }
  const head = fill(cut(text, shape, 0, shape.whereAt), reference);
  const where = fill(cut(text, shape, shape.whereAt, text.length), reference);
  return {
    kind: 'unnest',
    sql: `${head} ${shape.kind === 'update' ? 'from' : 'using'} ${rows} ${where}`,
    count: types.length,
    documents,
  };
}

/**
 * The documents of a JSON array, one a row. A text that is not one JSON value (`{…},{…}`) would
 * add an element and shift every later row's document onto the next row: the count is checked,
 * and a mismatch fails the statement (a cast of a text that is not JSON), so that the batch runs
 * statement by statement and the faulty one fails on its own. When the count matches, PostgreSQL
 * folds the check away before running the statement.
 */
function checkedDocuments(type: string, array: string, rowCount: string): string {
  const mismatch = `('a document is not one JSON value; rows: ' || ${rowCount})::${type}`;
  return `${type}_array_elements(case when ${type}_array_length(${array}) = ${rowCount} then ${array} else ${mismatch} end)`;
}

export function mergeOf(
  shape: StatementShape,
  types: readonly string[] | null | undefined,
  text: string,
  form: MergeForm = 'documents',
): Merge {
  const unnest = types && form !== 'literals' ? unnestOf(shape, text, types, form) : undefined;
  if (unnest) return unnest;
  if (shape.kind === 'insert') {
    return {
      kind: 'insert',
      head: shape.head,
      row: cut(text, shape, shape.row.start, shape.row.end),
      tail: shape.tail,
    };
  }
  const joinWord = shape.kind === 'update' ? 'from' : 'using';
  return {
    kind: 'values',
    head: `${fill(cut(text, shape, 0, shape.whereAt), reference)} ${joinWord} (values `,
    casts: types!.map((type) => `::${type}`),
    tail: `) as ${valuesAlias}(${types!.map((_, i) => `p${i + 1}`).join(', ')}) ${fill(cut(text, shape, shape.whereAt, text.length), reference)}`,
  };
}

/**
 * A document parameter as an element of a JSON array: its text as node-postgres would send it.
 * SQL NULL has no place there (it would read back as JSON null), nor has a date (its text is not
 * JSON): undefined, and the group goes in another form.
 */
function documentText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined || value instanceof Date) return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Many statements of one template, touching disjoint rows, as one statement. */
export function merged(merge: Merge, members: readonly RecordedStatement[]): PlannedStatement | undefined {
  if (merge.kind === 'unnest') {
    const columns: unknown[][] = Array.from({ length: merge.count }, () => []);
    // A row's dates are often one object (created and updated at the event's time): written once.
    let date: Date | undefined;
    let dateText = '';
    for (const { parameters } of members) {
      for (let i = 0; i < merge.count; i++) {
        let value = parameters[i];
        if (Array.isArray(value) || Buffer.isBuffer(value)) return undefined;
        if (merge.documents[i]) {
          value = documentText(value);
          if (value === undefined) return undefined;
        } else if (value instanceof Date) {
          // The text form `sqlLiteral` would write (in UTC).
          if (value !== date) [date, dateText] = [value, value.toISOString()];
          value = dateText;
        }
        columns[i]!.push(value);
      }
    }
    // Each column's array literal is written now, while the batch is planned, not by node-postgres
    // as the statement is sent: PostgreSQL, waiting for the statement, would wait for that too.
    const parameters: unknown[] = columns.map((column, i) =>
      merge.documents[i] ? `[${column.join(',')}]` : arrayText(column),
    );
    // With documents, the row count they are checked against (`checkedDocuments`) goes last.
    if (merge.documents.includes(true)) parameters.push(members.length);
    return { sql: merge.sql, parameters };
  }
  const rows: string[] = [];
  if (merge.kind === 'insert') {
    for (const { parameters } of members) rows.push(fill(merge.row, (slot) => sqlLiteral(parameters[slot])));
    return merge.head + rows.join(',\n') + merge.tail;
  }
  for (const { parameters } of members) {
    let row = '(';
    for (let i = 0; i < merge.casts.length; i++)
      row += (i === 0 ? '' : ', ') + sqlLiteral(parameters[i]) + merge.casts[i]!;
    rows.push(row + ')');
  }
  return merge.head + rows.join(',\n') + merge.tail;
}
