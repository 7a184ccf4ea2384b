import { z } from 'zod';
import type { healthReportSchema, healthStatusSchema, historyEntrySchema } from './record-schemas.js';

/** Paging and sorting every list call accepts: `?limit=&offset=&sort=name` or `sort=-name`. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z
    .string()
    .regex(/^-?[A-Za-z_]+$/, 'sort must be a field name, optionally prefixed with -')
    .optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The header carrying the number of rows a list call matched before paging. */
export const TotalCountHeader = 'X-Total-Count';

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
