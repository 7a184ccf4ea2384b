import type { PageQuery } from '@dealbook/contracts';
import { validate as isUuid } from 'uuid';
import { splitListQuery } from '../companies/company-list-query.js';
import { DomainError } from '../common/errors/domain-error.js';

/** A §5 search query: paging keys apart, every other key a filter for `parseFilter`. */
export function parseChildListQuery<F>(
  query: Record<string, unknown>,
  parseFilter: (filter: Record<string, unknown>) => F,
): { filter: F; page: PageQuery } {
  const { filter, page } = splitListQuery(query);
  return { filter: parseFilter(filter), page };
}

const MaxIds = 200;

/** The `{ids}` of a listByIds call: UUIDs separated by commas. */
export function parseIdList(segment: string): string[] {
  const ids = segment
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0 || ids.length > MaxIds || !ids.every((id) => isUuid(id))) {
    throw new DomainError('validation', `ids must be 1 to ${MaxIds} UUIDs separated by commas`, {
      ids: 'must be UUIDs separated by commas',
    });
  }
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/** The body's `_id`, when a client sends the record back, must be the record in the path. */
export function requireSameId(bodyId: string | undefined, pathId: string, what: string): void {
  if (bodyId !== undefined && bodyId.toLowerCase() !== pathId) {
    throw new DomainError('validation', `_id ${bodyId} does not match the ${what} ${pathId} in the path`, {
      _id: 'must match the id in the path',
    });
  }
}

/** The fields a PUT names; absent ones are left as they are. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
