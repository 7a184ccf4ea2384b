import { Controller, Get, Param } from '@nestjs/common';
import type { SessionUser, User } from '@dealbook/contracts';
import { countLiveUsers, findUsersByEmails, listUsers } from '@dealbook/projections';
import { z } from 'zod';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { emailsParamSchema, parseUserFilter, userListQuery } from './user-list-query.js';
import { emailListParam } from '../../platform/openapi/doc-parameters.js';
import { userExportColumns } from './user-export-columns.js';
import { userAsSeenBy } from './user-view.js';
import { userSchema } from '@dealbook/contracts';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

/**
 * The admin's user list, its export and count. An unknown key is refused, named, like every
 * list's: dropped, a typo would list everybody.
 */
const userCollection = defineCollection({
  item: userSchema,
  parseFilter: parseUserFilter,
  search: (db, filter, page) => listUsers(db, { ...filter, ...page }),
  listQuery: userListQuery,
  list: 'filtered',
  count: { all: countLiveUsers },
  export: () => ({ name: 'users', sheetName: 'Users', columns: userExportColumns }),
});

/** The user collection calls of spec §7.1: the admin's, but for looking colleagues up by e-mail. */
@Controller('users')
@Roles('admin')
export class UsersController extends CollectionRoutes(userCollection) {
  @Get('emails/:emails')
  @Roles('user')
  @ResponseDoc({ body: z.array(userSchema), params: { emails: emailListParam } })
  async byEmails(
    @Param('emails', new ZodValidationPipe(emailsParamSchema, 'emails')) emails: string[],
    @CurrentUser() viewer: SessionUser,
  ): Promise<User[]> {
    return (await findUsersByEmails(this.db, emails)).map((user) => userAsSeenBy(viewer, user));
  }
}
