import { pageQuerySchema, type PageQuery } from '@dealbook/contracts';
import { DomainError } from '../errors/domain-error.js';
import { validationError } from './zod-validation.pipe.js';

/** The query keys that page and sort a list rather than filter it. */
export const pageKeys: ReadonlySet<string> = new Set(['limit', 'offset', 'sort', 'after']);

/** Paging and sorting of a list call; 400 naming the parameter when one is malformed. */
function parsePage(query: Record<string, unknown>): PageQuery {
  const parsed = pageQuerySchema.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return parsed.data;
}

/**
 * A search query (spec §5) holds filter fields and the paging keys side by side; paging keys are
 * taken out first so that `limit` is never mistaken for a record field, and the rest is read by
 * the list's own filter parser. Every key stays an own property (Object.fromEntries):
 * `__proto__=x` reaches the filter as the unknown field it is, where assigning it would set a
 * prototype and drop it silently.
 */
export function parseListQuery<Filter>(
  query: Record<string, unknown>,
  parseFilter: (filter: Record<string, unknown>) => Filter,
): { filter: Filter; page: PageQuery } {
  const entries = Object.entries(query);
  return {
    filter: parseFilter(Object.fromEntries(entries.filter(([key]) => !pageKeys.has(key)))),
    page: parsePage(Object.fromEntries(entries.filter(([key]) => pageKeys.has(key)))),
  };
}

/**
 * A list whose filter is not in the query string (a plain list, whose filters belong to its
 * `search`; findByQuery, which takes its filter in the path; a list whose path names what it
 * holds): the query string may only page and sort it, and a filter sent there anyway is refused
 * rather than silently ignored.
 */
export function pagingOnly(query: Record<string, unknown>): PageQuery {
  const stray = Object.keys(query).filter((key) => !pageKeys.has(key));
  if (stray.length > 0) {
    throw new DomainError(
      'validation',
      `the query string of this list may hold only limit, offset, sort and after, not ${stray.join(', ')}`,
      Object.fromEntries(stray.map((key) => [key, 'not a paging parameter'])),
    );
  }
  return parsePage(query);
}

/**
 * The `{query}` path segment of findByQuery: the original client sent a JSON object; a query
 * string (`industryType=Legal&isClient=true`) is accepted too. Repeated keys become a list.
 */
export function parseEncodedFilter(segment: string): Record<string, unknown> {
  const text = segment.trim();
  if (text.startsWith('{') || text.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new DomainError(
        'validation',
        'query must be a JSON object or a query string (a=b&c=d); the JSON is malformed',
        {
          query: 'malformed JSON',
        },
      );
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new DomainError('validation', 'query must be a JSON object of field filters', { query: 'not an object' });
    }
    return parsed as Record<string, unknown>;
  }
  // Without a prototype, `__proto__` and `constructor` are keys like any other (refused later).
  const filter = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = filter[key];
    if (existing === undefined) filter[key] = value;
    else filter[key] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
  }
  return filter;
}
