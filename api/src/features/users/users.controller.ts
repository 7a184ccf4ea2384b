import { Controller, Get, Header, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { SessionUser, User } from '@dealbook/contracts';
import { countLiveUsers, findUsersByEmails, listUsers, type ReadModelDatabase } from '@dealbook/projections';
import { z } from 'zod';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { parseListQuery } from '../../kernel/http/list-query.js';
import { emailsParamSchema, parseUserFilter, userListQuery } from './user-list-query.js';
import { emailListParam } from '../../platform/openapi/doc-parameters.js';
import { GridExports } from '../../platform/exports/grid-exports.service.js';
import { userExportColumns } from './user-export-columns.js';
import { userAsSeenBy } from './user-view.js';
import { countSchema, userSchema } from '@dealbook/contracts';
import { ExportDoc } from '../../platform/exports/export-doc.decorator.js';

/** The user collection calls of spec §7.1. */
@Controller('users')
export class UsersController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(GridExports) private readonly exports: GridExports,
  ) {}

  @Get()
  @Roles('admin')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(userSchema), query: userListQuery })
  async list(@Query() query: Record<string, unknown>): Promise<RecordAnswer<User[]>> {
    // An unknown key is refused, named, like every list's: dropped, a typo would list everybody.
    const { filter, page: paging } = parseListQuery(query, parseUserFilter);
    return pageAnswer(await listUsers(this.db, { ...filter, ...paging }));
  }

  /** The users grid's "Export .xlsx": every user of the list's filter, in its sort. */
  @Get('export')
  @Roles('admin')
  @ExportDoc(userListQuery)
  async export(
    @Query() query: Record<string, unknown>,
    @CurrentUser() user: SessionUser,
    @Res() res: Response,
  ): Promise<void> {
    await this.exports.send(res, user, query, {
      name: 'users',
      sheetName: 'Users',
      columns: userExportColumns,
      parseFilter: parseUserFilter,
      read: (filter, page) => listUsers(this.db, { ...filter, ...page }),
    });
  }

  /** A bare JSON number (Nest would send a number as text/html). */
  @Get('count')
  @Roles('admin')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema })
  count(): Promise<number> {
    return countLiveUsers(this.db);
  }

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
