import { z } from 'zod';
import type { healthReportSchema, healthStatusSchema, historyEntrySchema } from './record-schemas.js';

/**
 * Paging and sorting every list call accepts: `?limit=&offset=&sort=name` or `sort=-name`, or
 * `after=<X-Next-Cursor>` instead of an offset to page deep without reading the rows skipped.
 */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z
    .string()
    .regex(/^-?[A-Za-z_]+$/, 'sort must be a field name, optionally prefixed with -')
    .optional(),
  after: z.string().min(1, 'after must be a cursor from X-Next-Cursor').max(2000).optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

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

/** The details behind it, for staff only: they name the database version and the read models. */
export type HealthReport = z.output<typeof healthReportSchema>;

export * from './record-schemas.js';
