import { Controller, Get, Header, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { SessionUser, Task } from '@dealbook/contracts';
import {
  countTasks,
  findTasksByIds,
  parseTaskFilter,
  type ReadModelDatabase,
  searchTasks,
  type TaskFilter,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { GridExports } from '../../platform/exports/grid-exports.service.js';
import { taskExportColumns } from './task-export-columns.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { countSchema, taskSchema } from '@dealbook/contracts';
import { idListParam, listQuery, taskList } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseIdList } from '../../kernel/http/path-segments.js';
import { parseListQuery } from '../../kernel/http/list-query.js';
import { ExportDoc } from '../../platform/exports/export-doc.decorator.js';

type Query = Record<string, unknown>;

/**
 * The task collection calls of spec §7.8. Every list takes the §5 filters (`companies=<id>`,
 * `assignedTo=<id>`, `status`, `completed` …) and paging; the total is in X-Total-Count.
 */
@Controller('tasks')
@Roles('user')
export class TasksController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(GridExports) private readonly exports: GridExports,
  ) {}

  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(taskSchema), query: listQuery(taskList) })
  async list(@Query() query: Query): Promise<RecordAnswer<Task[]>> {
    return this.search(query);
  }

  /** A bare JSON number; `count?assignedTo=<me>&completed=false` is the top bar's badge. */
  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema, query: listQuery(taskList) })
  count(@Query() query: Query): Promise<number> {
    return countTasks(this.db, parseTaskFilter(query));
  }

  @Get('search')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(taskSchema), query: listQuery(taskList) })
  async search(@Query() query: Query): Promise<RecordAnswer<Task[]>> {
    const { filter, page } = parseListQuery(query, parseTaskFilter);
    return pageAnswer(await searchTasks(this.db, filter, page));
  }

  /** The tasks board's "Export .xlsx": every task of `search`'s filter, in its sort. */
  @Get('export')
  @ExportDoc(listQuery(taskList))
  async export(@Query() query: Query, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    await this.exports.send(res, user, query, {
      name: 'tasks',
      sheetName: 'Tasks',
      columns: taskExportColumns,
      parseFilter: parseTaskFilter,
      read: (filter, page) => searchTasks(this.db, filter, page),
    });
  }

  /** The tasks assigned to one team member; further filters may narrow them. */
  @Get('teammember/:teamMemberId')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(taskSchema), query: listQuery(taskList) })
  async ofTeamMember(
    @Param('teamMemberId', uuidParam) teamMemberId: string,
    @Query() query: Query,
  ): Promise<RecordAnswer<Task[]>> {
    const { filter, page } = parseListQuery(query, parseTaskFilter);
    const mine: TaskFilter = [{ field: 'assignedTo', kind: 'list', anyOf: [teamMemberId] }];
    return pageAnswer(await searchTasks(this.db, [...filter, ...mine], page));
  }

  @Get('listByIds/:ids')
  @ResponseDoc({ body: z.array(taskSchema), params: { ids: idListParam } })
  listByIds(@Param('ids') ids: string): Promise<Task[]> {
    return findTasksByIds(this.db, parseIdList(ids));
  }
}
