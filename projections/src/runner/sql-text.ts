import type { CompiledQuery } from 'kysely';
import pg from 'pg';

/**
 * A parameter as a quoted literal, in the text form node-postgres would have sent it: a quoted
 * literal has type unknown, like an untyped parameter, so PostgreSQL infers the same type.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = textOf(value);
  // Most values need no escaping; node-postgres's escaping walks every character.
  return text.includes("'") || text.includes('\\') ? pg.escapeLiteral(text) : `'${text}'`;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayText(value);
  if (Buffer.isBuffer(value)) throw new Error('Binary parameters cannot be written as SQL text');
  return JSON.stringify(value);
}

/** An array's literal text as node-postgres writes it: every element quoted, `\\` and `"` escaped. */
export function arrayText(values: readonly unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayText(value);
  const text = textOf(value);
  // Most elements (ids, numbers, times) have nothing to escape; the test is cheaper than the replacing.
  return needsEscape.test(text) ? `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : `"${text}"`;
}

const needsEscape = /["\\]/;

/**
 * One statement with its parameters written in as literals, for a multi-statement simple query
 * (one round trip, one implicit transaction). Only statements built by our own code come here;
 * every value is escaped by node-postgres's own literal escaping.
 */
export function toSqlText(compiled: Pick<CompiledQuery, 'sql' | 'parameters'>): string {
  const parameters = compiled.parameters;
  return compiled.sql.replace(/\$(\d+)/g, (placeholder, index: string) => {
    const position = Number(index) - 1;
    if (position < 0 || position >= parameters.length) throw new Error(`No parameter for ${placeholder}`);
    return sqlLiteral(parameters[position]);
  });
}
