import { Role, type SessionUser } from '@dealbook/contracts';
import { isTimeZone, userExists, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { parseDateRange } from '../../kernel/http/path-segments.js';

/**
 * The user a by-user call asks about. Staff may ask about anybody; an external caller only about
 * themselves (anybody else is "not found", as a user that does not exist).
 */
export async function requireReadableUser(
  db: Kysely<ReadModelDatabase>,
  caller: SessionUser,
  userId: string,
): Promise<void> {
  if (caller.role === Role.external && caller._id !== userId) throw notFound('User', userId);
  if (!(await userExists(db, userId))) throw notFound('User', userId);
}

const dayStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const endOfToday = (now: Date) => new Date(dayStart(now).getTime() + 86_400_000 - 1);

/**
 * A `{from}/{to}` range as ISO UTC text; absent, spec §9's default: from the start of the day
 * `monthsBack` months ago to the end of today (UTC).
 */
export function rangeOrDefault(
  fromText: string | undefined,
  toText: string | undefined,
  monthsBack: number,
  now = new Date(),
): { from: string; to: string } {
  if (fromText !== undefined && toText !== undefined) {
    const { from, to } = parseDateRange(fromText, toText);
    return { from: from.toISOString(), to: to.toISOString() };
  }
  const from = dayStart(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, now.getUTCDate())));
  return { from: from.toISOString(), to: endOfToday(now).toISOString() };
}

export const DefaultPurchaseCommunicationsLimit = 100;
const MaxLimit = 500;

/** The `{limit}` of getPurchaseCommunicationsByUserId: 100 when absent (spec §9), at most 500. */
export function parseCommunicationsLimit(segment: string | undefined): number {
  if (segment === undefined) return DefaultPurchaseCommunicationsLimit;
  const limit = /^\d{1,3}$/.test(segment) ? Number(segment) : NaN;
  if (!(limit >= 1 && limit <= MaxLimit)) {
    throw new DomainError('validation', `limit must be a whole number from 1 to ${MaxLimit}`, {
      limit: `must be a whole number from 1 to ${MaxLimit}`,
    });
  }
  return limit;
}

/**
 * The `tz` query parameter: the IANA time zone whose calendar days the timeline and the summary
 * count in (the browser's own, so "today" is the caller's today). Absent: UTC.
 */
export function parseTimeZone(value: unknown): string {
  if (value === undefined || value === '') return 'UTC';
  const zone = typeof value === 'string' ? value.trim() : '';
  if (/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone) && isTimeZone(zone)) return zone;
  throw new DomainError('validation', 'tz must be an IANA time zone such as Europe/London', {
    tz: 'must be an IANA time zone such as Europe/London',
  });
}
