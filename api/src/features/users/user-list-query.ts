import { z } from 'zod';
import { pageQuerySchema, roleSchema, type PageQuery } from '@dealbook/contracts';
import { validationError } from '../../kernel/http/zod-validation.pipe.js';
import { sortParam } from '../../platform/openapi/doc-parameters.js';
import { UserSortFields, type UserListQuery } from '@dealbook/projections';

const booleanText = z.enum(['true', 'false'], { message: 'isActive must be true or false' });

/** GET /api/users query: paging plus `search` (name or e-mail contains), `role` and `isActive`. */
export const userListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  role: z.coerce.number().pipe(roleSchema).optional(),
  isActive: booleanText.transform((v) => v === 'true').optional(),
});

/** GET /api/users (and its export) as the API document shows it: the query with the `sort` the users list checks. */
export const userListQuery = userListQuerySchema.extend({ sort: sortParam(UserSortFields) });

/** The users grid's filters alone (its export takes them with `sort`; paging is the export's own). */
const userFilterSchema = userListQuerySchema.pick({ search: true, role: true, isActive: true }).strict();
export type UserFilter = Omit<UserListQuery, keyof PageQuery>;

/** The filters of GET /api/users; an unknown key or a bad value is a 400 naming it. */
export function parseUserFilter(query: Record<string, unknown>): UserFilter {
  const parsed = userFilterSchema.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return { ...parsed.data, search: parsed.data.search || undefined };
}

const emailList = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((e) => e.trim().toLowerCase()))].filter((e) => e !== ''))
  .pipe(
    z
      .array(z.string().email('every entry must be an e-mail address'))
      .min(1, 'give at least one e-mail address')
      .max(100, 'at most 100 e-mail addresses at once'),
  );

/** GET /api/users/emails/{emails}: comma-separated addresses. */
export const emailsParamSchema = emailList;
