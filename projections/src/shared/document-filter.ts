import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { InvalidQueryError } from './invalid-query-error.js';

/** How a field of a JSON document is matched by the filter rules of spec §5. */
export type FieldKind = 'text' | 'boolean' | 'number' | 'choice' | 'list';

export type FilterCondition =
  | { field: string; kind: 'text'; contains: string }
  | { field: string; kind: 'boolean'; equals: boolean }
  | { field: string; kind: 'number'; equals: number }
  | { field: string; kind: 'choice'; anyOf: string[] }
  | { field: string; kind: 'list'; anyOf: string[] };

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.every(isEmpty));

/**
 * Spec §5: text values become a case-insensitive match, booleans match exactly, arrays become a
 * list (any of), empty values are skipped. A single text value on a choice field (an enumeration
 * such as industryType) is matched case-insensitively too; several values must match exactly.
 * Unknown fields and values of the wrong type are errors, not silently ignored filters.
 */
export function parseDocumentFilter(
  query: Record<string, unknown>,
  kinds: Readonly<Record<string, FieldKind>>,
): FilterCondition[] {
  const conditions: FilterCondition[] = [];
  for (const [field, raw] of Object.entries(query)) {
    const kind = kinds[field];
    if (!kind) throw new InvalidQueryError(`Cannot filter on unknown field "${field}"`, field);
    if (isEmpty(raw)) continue;
    const values = asList(raw).filter((v) => !isEmpty(v));
    if (values.some((v) => typeof v === 'object')) {
      throw new InvalidQueryError(`Filter "${field}" must be a value or a list of values`, field);
    }
    const texts = values.map(String);
    switch (kind) {
      case 'text':
        conditions.push({ field, kind, contains: texts.join(' ') });
        break;
      case 'boolean': {
        const text = texts[0]!.toLowerCase();
        if (texts.length !== 1 || (text !== 'true' && text !== 'false')) {
          throw new InvalidQueryError(`Filter "${field}" must be true or false`, field);
        }
        conditions.push({ field, kind, equals: text === 'true' });
        break;
      }
      case 'number': {
        const number = Number(texts[0]);
        if (texts.length !== 1 || !Number.isFinite(number)) {
          throw new InvalidQueryError(`Filter "${field}" must be a number`, field);
        }
        conditions.push({ field, kind, equals: number });
        break;
      }
      case 'choice':
        if (texts.length === 1 && !Array.isArray(raw)) conditions.push({ field, kind: 'text', contains: texts[0]! });
        else conditions.push({ field, kind, anyOf: texts });
        break;
      case 'list':
        conditions.push({ field, kind, anyOf: texts });
        break;
    }
  }
  return conditions;
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL for one condition on the JSON document column `doc`. */
export function conditionSql(condition: FilterCondition): RawBuilder<SqlBool> {
  const path = sql.lit(condition.field);
  switch (condition.kind) {
    case 'text':
      return sql<SqlBool>`(doc->>${path}) ilike ${`%${escapeLike(condition.contains)}%`}`;
    case 'boolean':
      return sql<SqlBool>`doc @> ${JSON.stringify({ [condition.field]: condition.equals })}::jsonb`;
    case 'number':
      return sql<SqlBool>`(doc->>${path})::numeric = ${condition.equals}`;
    case 'choice':
      return sql<SqlBool>`(doc->>${path}) = any(${condition.anyOf}::text[])`;
    case 'list':
      return sql<SqlBool>`(doc->${path}) ?| ${condition.anyOf}::text[]`;
  }
}
