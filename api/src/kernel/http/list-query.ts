import { pageQuerySchema, type PageQuery } from '@dealbook/contracts';
import type { z } from 'zod';
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
  refuseStrayKeys(query, []);
  return parsePage(query);
}

/**
 * A list that reads a few keys of its own beside paging (the console's `q`): those are read by
 * `own` (a 400 naming the key when malformed), paging as every list pages, and any other key is
 * refused, named, as `pagingOnly` refuses it.
 */
export function pagingWith<S extends z.ZodObject>(
  query: Record<string, unknown>,
  own: S,
): { own: z.output<S>; page: PageQuery } {
  const ownKeys = Object.keys(own.shape);
  refuseStrayKeys(query, ownKeys);
  const parsed = own.safeParse(Object.fromEntries(Object.entries(query).filter(([key]) => ownKeys.includes(key))));
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return {
    own: parsed.data,
    page: parsePage(Object.fromEntries(Object.entries(query).filter(([key]) => pageKeys.has(key)))),
  };
}

/** 400 naming every key of the query string that is neither the list's own nor a paging key. */
function refuseStrayKeys(query: Record<string, unknown>, ownKeys: readonly string[]): void {
  const stray = Object.keys(query).filter((key) => !pageKeys.has(key) && !ownKeys.includes(key));
  if (stray.length === 0) return;
  const accepted = [...ownKeys, ...pageKeys];
  throw new DomainError(
    'validation',
    `the query string of this list may hold only ${accepted.slice(0, -1).join(', ')} and ${accepted.at(-1)}, not ${stray.join(', ')}`,
    Object.fromEntries(
      stray.map((key) => [key, ownKeys.length ? 'not a parameter of this list' : 'not a paging parameter']),
    ),
  );
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
