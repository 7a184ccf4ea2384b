import { sqlLiteral } from './sql-text.js';
import type { RecordedStatement } from './statement-recorder.js';
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
  | { kind: 'unnest'; sql: string; count: number };

const reference = (slot: number) => `${valuesAlias}.p${slot + 1}`;

/**
 * One array parameter per column, unnested into rows: PostgreSQL reads the values by their types'
 * input functions instead of parsing and planning thousands of literals. Array-typed parameters
 * cannot ride in an array of arrays (unnest would flatten them), so those keep the literal forms.
 */
function unnestOf(shape: StatementShape, text: string, types: readonly string[]): Merge | undefined {
  if (types.some((type) => type.endsWith(']'))) return undefined;
  const rows = `unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')}) as ${valuesAlias}(${types.map((_, i) => `p${i + 1}`).join(', ')})`;
  if (shape.kind === 'insert') {
    const columns = fill(cut(text, shape, shape.row.start + 1, shape.row.end - 1), reference);
    return {
      kind: 'unnest',
      sql: `${text.slice(0, shape.valuesAt)}select ${columns} from ${rows}${shape.tail}`,
      count: types.length,
    };
  }
  const head = fill(cut(text, shape, 0, shape.whereAt), reference);
  const where = fill(cut(text, shape, shape.whereAt, text.length), reference);
  return {
    kind: 'unnest',
    sql: `${head} ${shape.kind === 'update' ? 'from' : 'using'} ${rows} ${where}`,
    count: types.length,
  };
}

export function mergeOf(
  shape: StatementShape,
  types: readonly string[] | null | undefined,
  text: string,
  arrays = true,
): Merge {
  const unnest = types && arrays ? unnestOf(shape, text, types) : undefined;
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

/** A parameter as an array element, in the text form `sqlLiteral` would write (dates in UTC). */
function element(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** Many statements of one template, touching disjoint rows, as one statement. */
export function merged(merge: Merge, members: readonly RecordedStatement[]): PlannedStatement | undefined {
  if (merge.kind === 'unnest') {
    const columns: unknown[][] = Array.from({ length: merge.count }, () => []);
    for (const { parameters } of members) {
      for (let i = 0; i < merge.count; i++) {
        const value = parameters[i];
        if (Array.isArray(value) || Buffer.isBuffer(value)) return undefined;
        columns[i]!.push(element(value));
      }
    }
    return { sql: merge.sql, parameters: columns };
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
