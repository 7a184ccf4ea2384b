import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { InvalidQueryError } from './invalid-query-error.js';
import { ownEntry } from './sort-key.js';

/** How a field of a JSON document is matched by the filter rules of spec §5. */
export type FieldKind = 'text' | 'boolean' | 'number' | 'choice' | 'list';

/**
 * What one value of a choice or list filter is, where it is more than text: a numeric
 * enumeration (its members by name), the texts of a string enumeration, or a record id (UUID).
 * The lists declare it beside their filter kinds, from the maps their parsers check values with,
 * for the API document.
 */
export type FilterValue = Readonly<Record<string, number>> | readonly string[] | 'id';

/** The given filter fields as record ids. */
export const idFilters = (fields: Iterable<string>): Record<string, 'id'> =>
  Object.fromEntries([...fields].map((field) => [field, 'id' as const]));

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
    // Own entries only: `constructor` or `__proto__` is an unknown field, not a silently dropped one.
    const kind = ownEntry(kinds, field);
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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The values a parsed condition names (a single text value as its one value). */
function conditionValues(condition: FilterCondition): string[] {
  if (condition.kind === 'text') return [condition.contains];
  return 'anyOf' in condition ? condition.anyOf : [];
}

/**
 * A condition on record ids: every value a UUID (lower-cased), matched exactly; a `list` field
 * stays a list (records naming any of them). Anything else is a 400 naming the field.
 */
export function idCondition(condition: FilterCondition, what = 'a record id (UUID)'): FilterCondition {
  const ids = conditionValues(condition).map((value) => value.trim().toLowerCase());
  if (ids.some((id) => !uuidPattern.test(id))) {
    throw new InvalidQueryError(`Filter "${condition.field}" must be ${what} or a list of them`, condition.field);
  }
  return { field: condition.field, kind: condition.kind === 'list' ? 'list' : 'choice', anyOf: ids };
}

/**
 * A condition on a numeric enumeration: every value one of its numbers, else a 400 that lists
 * them by number and name, e.g. "0 (A)" (a value no record can have is a mistake to tell, not
 * an empty answer).
 */
export function enumCondition(condition: FilterCondition, members: Readonly<Record<string, number>>): FilterCondition {
  const allowed = Object.values(members);
  const values = conditionValues(condition).map((value) => value.trim());
  if (values.some((value) => !/^\d{1,3}$/.test(value) || !allowed.includes(Number(value)))) {
    const listed = Object.entries(members).map(([name, number]) => `${number} (${name})`);
    throw new InvalidQueryError(
      `Filter "${condition.field}" must be one of ${listed.join(', ')}, or a list of them`,
      condition.field,
    );
  }
  return { field: condition.field, kind: 'choice', anyOf: values.map((value) => String(Number(value))) };
}

/** The conditions on numeric enumeration fields (`field -> members`) checked by enumCondition. */
export function withEnumConditions(
  conditions: FilterCondition[],
  enums: Readonly<Record<string, Readonly<Record<string, number>>>>,
): FilterCondition[] {
  return conditions.map((condition) => {
    const members = ownEntry(enums, condition.field);
    return members ? enumCondition(condition, members) : condition;
  });
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
