/**
 * Reads the shape of one projection statement's SQL text (with `$n` placeholders), so a rebuild
 * can tell which rows it touches and write many of the same shape as one statement. Anything it
 * does not fully understand comes back `undefined`, and the rebuild then runs that statement
 * alone, in its place.
 */
import { closing, splitAt, tokenize, type Token } from './sql-tokens.js';

/**
 * Functions whose result depends on their arguments alone: a statement calling only these reads
 * nothing but the row it writes. Anything else (now(), random(), a function reading a table)
 * makes the statement run alone, in order.
 */
const rowLocalFunctions = new Set([
  'jsonb_set',
  'jsonb_set_lax',
  'jsonb_insert',
  'jsonb_build_array',
  'jsonb_build_object',
  'jsonb_agg',
  'jsonb_object_agg',
  'jsonb_array_elements',
  'jsonb_array_elements_text',
  'jsonb_array_length',
  'jsonb_each',
  'jsonb_each_text',
  'jsonb_object_keys',
  'jsonb_typeof',
  'jsonb_strip_nulls',
  'jsonb_extract_path',
  'jsonb_extract_path_text',
  'to_jsonb',
  'coalesce',
  'nullif',
  'greatest',
  'least',
  'concat',
  'concat_ws',
  'lower',
  'upper',
  'btrim',
  'trim',
  'length',
  'array_agg',
  'array_append',
  'array_prepend',
  'array_remove',
  'array_cat',
  'array_length',
  'cardinality',
  'unnest',
  'count',
  'max',
  'min',
  'bool_or',
  'bool_and',
]);

/** Words that may stand before a parenthesis without being a function call. */
const keywordsBeforeParen = new Set([
  'and',
  'or',
  'not',
  'in',
  'any',
  'all',
  'array',
  'exists',
  'cast',
  'row',
  'values',
  'when',
  'then',
  'else',
  'is',
  'as',
  'on',
  'conflict',
  'where',
  'set',
  'select',
  'by',
  'distinct',
  'filter',
  'over',
]);

/**
 * True when the statement reads nothing but the rows it writes: every FROM/JOIN takes a
 * function of the row (jsonb_array_elements(doc->…)), never a table, and every function is one
 * of the pure ones above.
 */
function readsOnlyItsRows(tokens: readonly Token[], skip: ReadonlySet<number>): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (skip.has(i)) continue;
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (token.kind === 'word' && ['from', 'join', 'using', 'lateral', 'table', 'only'].includes(token.text)) {
      if (token.text !== 'from' && token.text !== 'join') return false;
      const fn = tokens[i + 1];
      if (fn?.kind !== 'word' || tokens[i + 2]?.text !== '(' || !rowLocalFunctions.has(fn.text)) return false;
    }
    if (next?.kind === 'punct' && next.text === '(') {
      if (token.kind === 'ident') return false;
      if (token.kind === 'word' && !rowLocalFunctions.has(token.text) && !keywordsBeforeParen.has(token.text)) {
        return false;
      }
    }
  }
  return true;
}

const isName = (token: Token | undefined): token is Token => token?.kind === 'ident' || token?.kind === 'word';

/** `$n` or `$n::type`: the parameter's number, else undefined. */
function bareParam(tokens: readonly Token[]): number | undefined {
  const [first, cast, type, ...rest] = tokens;
  if (first?.kind !== 'param') return undefined;
  if (tokens.length === 1) return Number(first.text);
  if (cast?.text === '::' && isName(type) && rest.length === 0) return Number(first.text);
  return undefined;
}

/** `column = $n` (either way round): the column and the parameter's number. */
function equality(tokens: readonly Token[]): [string, number] | undefined {
  const eq = tokens.findIndex((token) => token.kind === 'op' && token.text === '=');
  if (eq < 0) return undefined;
  const left = tokens.slice(0, eq);
  const right = tokens.slice(eq + 1);
  if (left.length === 1 && isName(left[0])) {
    const param = bareParam(right);
    return param === undefined ? undefined : [left[0].text, param];
  }
  if (right.length === 1 && isName(right[0])) {
    const param = bareParam(left);
    return param === undefined ? undefined : [right[0].text, param];
  }
  return undefined;
}

interface ShapeBase {
  table: string;
  /** Equality of a column with a parameter that every row the statement touches satisfies. */
  keys: ReadonlyMap<string, number>;
  /** The statement depends on nothing but the rows it writes (and its parameters). */
  rowLocal: boolean;
  /** Every `$n` placeholder, for rewriting the text. */
  params: readonly { start: number; end: number; index: number }[];
  parameterCount: number;
}

export interface InsertShape extends ShapeBase {
  kind: 'insert';
  /** The text before and after the one VALUES row (its brackets included). */
  head: string;
  /** Where the VALUES keyword starts. */
  valuesAt: number;
  row: { start: number; end: number };
  tail: string;
  /** The ON CONFLICT target's columns; absent when there is no ON CONFLICT, null when it has none. */
  conflictTarget?: readonly string[] | null;
}

export interface ChangeShape extends ShapeBase {
  kind: 'update' | 'delete';
  /** Where FROM/USING (VALUES …) goes: just before the top-level WHERE. */
  whereAt: number;
  setColumns: ReadonlySet<string>;
}

export type StatementShape = InsertShape | ChangeShape;

function paramsOf(tokens: readonly Token[]) {
  return tokens.filter((token) => token.kind === 'param').map((token) => ({ ...token, index: Number(token.text) }));
}

function insertShape(text: string, tokens: Token[]): InsertShape | undefined {
  const table = tokens[2];
  if (tokens[1]?.text !== 'into' || !isName(table) || tokens[3]?.text !== '(') return undefined;
  const columnsEnd = closing(tokens, 3);
  if (columnsEnd < 0 || tokens[columnsEnd + 1]?.text !== 'values' || tokens[columnsEnd + 2]?.text !== '(')
    return undefined;
  const columns = splitAt(tokens, 4, columnsEnd, 1, ',').map((part) =>
    part.length === 1 && isName(part[0]) ? part[0].text : '',
  );
  const rowOpen = columnsEnd + 2;
  const rowClose = closing(tokens, rowOpen);
  if (rowClose < 0 || columns.includes('')) return undefined;
  const values = splitAt(tokens, rowOpen + 1, rowClose, 1, ',');
  if (values.length !== columns.length) return undefined;
  const rest = tokens.slice(rowClose + 1);
  if (
    rest.some(
      (token) => token.depth === 0 && ['returning', 'select', ','].includes(token.text) && token.kind !== 'ident',
    )
  ) {
    return undefined;
  }
  let conflictTarget: string[] | null | undefined;
  if (rest.length > 0) {
    if (rest[0]?.text !== 'on' || rest[1]?.text !== 'conflict') return undefined;
    if (rest[2]?.text === '(') {
      const end = closing(rest, 2);
      const target = splitAt(rest, 3, end, rest[2].depth + 1, ',');
      conflictTarget = target.every((part) => part.length === 1 && isName(part[0]))
        ? target.map((part) => part[0]!.text)
        : null;
    } else {
      conflictTarget = null;
    }
  }
  const keys = new Map<string, number>();
  columns.forEach((column, i) => {
    const param = bareParam(values[i]!);
    if (param !== undefined) keys.set(column, param);
  });
  const params = paramsOf(tokens);
  return {
    kind: 'insert',
    table: table.text,
    keys,
    rowLocal: readsOnlyItsRows(tokens, new Set([2])),
    params,
    parameterCount: Math.max(0, ...params.map((p) => p.index)),
    head: text.slice(0, tokens[rowOpen]!.start),
    valuesAt: tokens[columnsEnd + 1]!.start,
    row: { start: tokens[rowOpen]!.start, end: tokens[rowClose]!.end },
    tail: text.slice(tokens[rowClose]!.end),
    ...(conflictTarget === undefined ? {} : { conflictTarget }),
  };
}

function changeShape(tokens: Token[]): ChangeShape | undefined {
  const kind = tokens[0]!.text as 'update' | 'delete';
  const table = kind === 'update' ? tokens[1] : tokens[2];
  if (kind === 'delete' && (tokens[1]?.text !== 'from' || (tokens[3] && tokens[3].text !== 'where'))) return undefined;
  const bodyStart = 3;
  if (!isName(table) || (kind === 'update' && tokens[2]?.text !== 'set')) return undefined;
  const topWords = tokens
    .map((token, i) => [token, i] as const)
    .filter(([token]) => token.depth === 0 && token.kind === 'word');
  if (
    topWords.some(
      ([token, i]) => i >= bodyStart && ['from', 'using', 'returning', 'or', 'between'].includes(token.text),
    )
  ) {
    return undefined;
  }
  const where = topWords.find(([token, i]) => i >= bodyStart && token.text === 'where')?.[1] ?? -1;
  const setColumns = new Set<string>();
  if (kind === 'update') {
    for (const item of splitAt(tokens, 3, where < 0 ? tokens.length : where, 0, ',')) {
      if (!isName(item[0]) || item[1]?.text !== '=') return undefined;
      setColumns.add(item[0].text);
    }
  }
  const keys = new Map<string, number>();
  if (where >= 0) {
    for (const conjunct of splitAt(tokens, where + 1, tokens.length, 0, 'and')) {
      const match = equality(conjunct);
      if (match && !setColumns.has(match[0])) keys.set(...match);
    }
  }
  const params = paramsOf(tokens);
  return {
    kind,
    table: table.text,
    keys,
    rowLocal: readsOnlyItsRows(tokens, new Set(kind === 'delete' ? [1] : [])),
    params,
    parameterCount: Math.max(0, ...params.map((p) => p.index)),
    whereAt: where < 0 ? -1 : tokens[where]!.start,
    setColumns,
  };
}

/** The statement's shape, or undefined when it is not a plain single-row insert, update or delete. */
export function readStatementShape(text: string): StatementShape | undefined {
  const tokens = tokenize(text);
  const first = tokens?.[0];
  if (!tokens || first?.kind !== 'word') return undefined;
  if (first.text === 'insert') return insertShape(text, tokens);
  if (first.text === 'update' || first.text === 'delete') return changeShape(tokens);
  return undefined;
}
