import type { PageQuery } from '@dealbook/contracts';
import { parseContactFilter, type ContactFilter } from '@dealbook/projections';
import { validate as isUuid } from 'uuid';
import { DomainError } from '../common/errors/domain-error.js';
import { pageKeys, splitListQuery } from '../companies/company-list-query.js';

/** A §5 search query: filter fields and paging keys side by side, paging taken out first. */
export function parseContactListQuery(query: Record<string, unknown>): { filter: ContactFilter; page: PageQuery } {
  const { filter, page } = splitListQuery(query);
  return { filter: parseContactFilter(filter), page };
}

/** findByQuery takes its filter in the path; the query string may only page and sort it. */
export function pagingOnly(query: Record<string, unknown>): Record<string, unknown> {
  const stray = Object.keys(query).filter((key) => !pageKeys.has(key));
  if (stray.length > 0) {
    throw new DomainError(
      'validation',
      `findByQuery takes its filter in the path; the query string may hold only limit, offset, sort and after, not ${stray.join(', ')}`,
      Object.fromEntries(stray.map((key) => [key, 'not a paging parameter'])),
    );
  }
  return query;
}

export const MaxIdsPerLookup = 100;

/** The `{ids}` of listByIds: comma-separated UUIDs, at most 100, duplicates dropped. */
export function parseIdList(segment: string): string[] {
  const ids = segment
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '');
  const invalid = ids.filter((id) => !isUuid(id));
  if (ids.length === 0 || invalid.length > 0) {
    throw new DomainError('validation', `ids must be comma-separated contact ids (UUIDs)`, {
      ids: invalid.length > 0 ? `not a UUID: ${invalid.slice(0, 3).join(', ')}` : 'no ids given',
    });
  }
  const unique = [...new Set(ids)];
  if (unique.length > MaxIdsPerLookup) {
    throw new DomainError('validation', `ids may name at most ${MaxIdsPerLookup} contacts`, {
      ids: `at most ${MaxIdsPerLookup}`,
    });
  }
  return unique;
}
