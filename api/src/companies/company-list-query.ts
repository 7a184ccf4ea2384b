import { pageQuerySchema, type PageQuery } from '@dealbook/contracts';
import { parseCompanyFilter, type CompanyFilter } from '@dealbook/projections';
import { DomainError } from '../common/errors/domain-error.js';
import { validationError } from '../common/http/zod-validation.pipe.js';

/** The query keys that page and sort a list rather than filter it. */
export const pageKeys: ReadonlySet<string> = new Set(['limit', 'offset', 'sort', 'after']);

/** Paging and sorting of a list call; 400 naming the parameter when one is malformed. */
export function parsePage(query: Record<string, unknown>): PageQuery {
  const parsed = pageQuerySchema.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return parsed.data;
}

/**
 * A search query (spec §5) holds filter fields and the paging keys side by side; paging keys are
 * taken out first so that `limit` is never mistaken for a record field. Every key stays an own
 * property (Object.fromEntries): `__proto__=x` reaches the filter as the unknown field it is,
 * where assigning it would set a prototype and drop it silently.
 */
export function splitListQuery(query: Record<string, unknown>): { filter: Record<string, unknown>; page: PageQuery } {
  const entries = Object.entries(query);
  return {
    filter: Object.fromEntries(entries.filter(([key]) => !pageKeys.has(key))),
    page: parsePage(Object.fromEntries(entries.filter(([key]) => pageKeys.has(key)))),
  };
}

export function parseListQuery(query: Record<string, unknown>): { filter: CompanyFilter; page: PageQuery } {
  const { filter, page } = splitListQuery(query);
  return { filter: parseCompanyFilter(filter), page };
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

const DefaultTopLimit = 5;
const MaxTopLimit = 100;

/** The `{limit}` of a top-N lookup: 5 when absent (spec §9), else a whole number 1..100. */
export function parseTopLimit(segment: string | undefined): number {
  if (segment === undefined) return DefaultTopLimit;
  const limit = /^\d{1,3}$/.test(segment) ? Number(segment) : NaN;
  if (!(limit >= 1 && limit <= MaxTopLimit)) {
    throw new DomainError('validation', `limit must be a whole number from 1 to ${MaxTopLimit}`, {
      limit: `must be a whole number from 1 to ${MaxTopLimit}`,
    });
  }
  return limit;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A `{from}/{to}` range of ISO dates, both ends included: a bare date for `to` means the end of
 * that day (UTC), so `byDate/2024-06-01/2024-06-30` covers all of June.
 */
export function parseDateRange(fromText: string, toText: string): { from: Date; to: Date } {
  const from = parseIsoDate('from', fromText, 'start');
  const to = parseIsoDate('to', toText, 'end');
  if (from > to) {
    throw new DomainError('validation', 'from must not be after to', { from: 'must not be after to' });
  }
  return { from, to };
}

function parseIsoDate(name: string, text: string, end: 'start' | 'end'): Date {
  const [, day = '', time] = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(text) ?? [];
  const midnight = new Date(`${day}T00:00:00Z`);
  // Date rolls 2024-02-30 over to 1 March: a calendar day that does not round-trip does not exist.
  const dayExists = !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(day);
  const date = !time
    ? new Date(`${day}T${end === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`)
    : isoDateTime.test(text)
      ? new Date(text)
      : new Date(NaN);
  if (!dayExists || Number.isNaN(date.getTime())) {
    throw new DomainError('validation', `${name} must be an ISO date such as 2024-06-30 or 2024-06-30T09:00:00Z`, {
      [name]: 'must be an ISO date',
    });
  }
  return date;
}
