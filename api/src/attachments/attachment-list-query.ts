import { DomainError } from '../common/errors/domain-error.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MaxIds = 200;

/** The `{ids}` of a listByIds call: comma-separated record ids, at most 200. */
export function parseIdList(segment: string): string[] {
  const ids = segment
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const bad = ids.find((id) => !uuid.test(id));
  if (ids.length === 0 || bad !== undefined || ids.length > MaxIds) {
    throw new DomainError('validation', `ids must be 1 to ${MaxIds} comma-separated record ids`, {
      ids: bad !== undefined ? `"${bad}" is not a record id` : `must hold 1 to ${MaxIds} ids`,
    });
  }
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}
