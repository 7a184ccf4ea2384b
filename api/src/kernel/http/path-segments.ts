import { validate as isUuid } from 'uuid';
import { DomainError } from '../errors/domain-error.js';

/** How many ids a listByIds call may name: enough for a screen's worth of links. */
export const MaxIdsPerLookup = 200;

/** The `{ids}` of a listByIds call: record ids (UUIDs) separated by commas, duplicates dropped. */
export function parseIdList(segment: string, max = MaxIdsPerLookup): string[] {
  const ids = segment
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '');
  const invalid = ids.find((id) => !isUuid(id));
  if (ids.length === 0 || invalid !== undefined) {
    throw new DomainError('validation', 'ids must be record ids (UUIDs) separated by commas', {
      ids: invalid !== undefined ? `"${invalid}" is not a record id` : 'no ids given',
    });
  }
  const unique = [...new Set(ids)];
  if (unique.length > max) {
    throw new DomainError('validation', `ids may name at most ${max} records`, { ids: `at most ${max}` });
  }
  return unique;
}

const DefaultTopLimit = 5;

/** The `{limit}` of a top-N lookup: 5 when absent (spec §9), else a whole number from 1 to `max`. */
export function parseTopLimit(segment: string | undefined, max = 100): number {
  if (segment === undefined) return DefaultTopLimit;
  const limit = /^\d{1,3}$/.test(segment) ? Number(segment) : NaN;
  if (!(limit >= 1 && limit <= max)) {
    throw new DomainError('validation', `limit must be a whole number from 1 to ${max}`, {
      limit: `must be a whole number from 1 to ${max}`,
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
