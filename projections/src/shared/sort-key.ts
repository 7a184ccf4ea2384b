import { InvalidQueryError } from './invalid-query-error.js';

/**
 * The value a caller-chosen key names in a lookup table, from the table's own entries only:
 * a plain `table[key]` answers `constructor`, `__proto__` or `toString` from Object.prototype,
 * and a function reaching SQL building is a 500 instead of the 400 an unknown key deserves.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** `sort=field` / `sort=-field` resolved against a list's sortable columns; 400 for any other. */
export function sortKey<T>(sort: string, columns: Readonly<Record<string, T>>): { column: T; descending: boolean } {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const column = ownEntry(columns, field);
  if (column === undefined) {
    throw new InvalidQueryError(`Cannot sort by "${field}"; sortable: ${Object.keys(columns).join(', ')}`, 'sort');
  }
  return { column, descending };
}
