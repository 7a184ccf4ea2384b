import { z } from 'zod';

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
