import { DomainError } from '../errors/domain-error.js';

/**
 * PostgreSQL's text and jsonb cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form:
 * either one reaching a statement fails it, and the caller would get a 500 for a typing slip or a
 * hostile client. Found here, before any handler runs, it is a 400 naming the field.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what PostgreSQL refuses
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorable = (text: string) => !unstorable.test(text);

const problem = 'contains a character that cannot be saved (a NUL or an unpaired surrogate)';

const refuse = (field: string, what: string) =>
  new DomainError('validation', `${what} ${problem}`, { [field]: problem });

/**
 * Walks a request value (a body, a query object, a path parameter) and throws a validation error
 * naming the first field whose text, or whose key, cannot be stored. `prefix` names the value
 * itself ('' for a whole body or query, whose fields are then named by their keys: `contacts.0.email`);
 * `whole` names it when it is the offending text. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function assertStorableText(value: unknown, prefix: string, whole: string): void {
  const pending: { value: unknown; path: string }[] = [{ value, path: prefix }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    const field = path === '' ? whole : path;
    if (typeof current === 'string') {
      if (!isStorable(current)) throw refuse(field, field);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      if (!isStorable(key)) throw refuse(field, `a field name in ${field}`);
      pending.push({ value: child, path: path === '' ? key : `${path}.${key}` });
    }
  }
}
