import { DomainError } from '../../kernel/errors/domain-error.js';

const isoDateTime = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;
const message = 'at must be a record version (1, 2 …) or an ISO date-time such as 2026-06-01T09:00:00Z';

/** Date rolls 2026-02-30 over to 2 March: a calendar day that does not round-trip does not exist. */
const dayExists = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/**
 * The `at` of a replay: a stream version, or a moment — an ISO date-time with its offset, or a
 * bare date meaning the end of that day (UTC), as the date ranges of the list routes read it.
 */
export function parseReplayPoint(text: string): { toVersion: number } | { until: Date } {
  const trimmed = text.trim();
  if (/^\d{1,9}$/.test(trimmed)) return { toVersion: Number(trimmed) };
  const [, day, time] = isoDateTime.exec(trimmed) ?? [];
  if (day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && dayExists(day)) {
    const until = new Date(time ? trimmed : `${day}T23:59:59.999Z`);
    if (!Number.isNaN(until.getTime())) return { until };
  }
  throw new DomainError('validation', message, { at: message });
}
