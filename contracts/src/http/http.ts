import type { z } from 'zod';
import type { healthReportSchema, healthStatusSchema, historyEntrySchema, readinessSchema } from './record-schemas.js';

/** The header carrying the number of rows a list call matched before paging. */
export const TotalCountHeader = 'X-Total-Count';

/**
 * How X-Total-Count was found: `exact` (counted), `at-least` (counting stopped at a cap; there
 * are at least that many) or `estimate` (the database's estimate, for large lists).
 */
export const TotalCountKindHeader = 'X-Total-Count-Kind';
export type TotalCountKind = 'exact' | 'at-least' | 'estimate';

/** The `after` cursor of the next page of a list; absent on the last page. */
export const NextCursorHeader = 'X-Next-Cursor';

/**
 * RFC 8288's `Link: <url>; rel="next"` beside X-Next-Cursor: the same request with `after` set to
 * the cursor (its other query parameters kept, `offset` dropped), as a URL to follow.
 */
export const LinkHeader = 'Link';

/**
 * Sent with a write (POST, PUT, DELETE) so it may be sent again safely: the first request with a
 * key runs, and every later one with the same key and body gets its answer without running again.
 */
export const IdempotencyKeyHeader = 'Idempotency-Key';

/** On an answer given again to a retried request: `true`. */
export const IdempotentReplayedHeader = 'Idempotent-Replayed';

/** The body of every error response. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field -> message, for validation failures. */
  details?: Record<string, string>;
  /** On 409: the record's current version, to reload and retry against. */
  currentVersion?: number;
}

/** One domain event as the history endpoint shows it to an auditor. */
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** What anybody may ask (load balancers, uptime checks): is this instance serving. */
export type HealthStatus = z.output<typeof healthStatusSchema>;
export type Readiness = z.output<typeof readinessSchema>;

/** The details behind it, for staff only: they name the database version and the read models. */
export type HealthReport = z.output<typeof healthReportSchema>;

// Schemas in modules of their own: the web app's shell imports the constants here and, the
// package being free of side effects, downloads zod only with the screens that validate.
export * from './page-query.js';
export * from './record-schemas.js';
