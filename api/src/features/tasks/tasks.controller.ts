import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Task } from '@dealbook/contracts';
import { countTasks, findTasksByIds, parseTaskFilter, searchTasks, type TaskFilter } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { taskExportColumns } from './task-export-columns.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { taskSchema } from '@dealbook/contracts';
import { listQuery, taskList } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseListQuery } from '../../kernel/http/list-query.js';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

type Query = Record<string, unknown>;

/** The task routes of spec §7.8 every collection has; `count?assignedTo=<me>&completed=false` is the top bar's badge. */
const taskCollection = defineCollection({
  item: taskSchema,
  parseFilter: parseTaskFilter,
  search: searchTasks,
  listQuery: listQuery(taskList),
  list: 'filtered',
  count: { filtered: countTasks },
  searchRoute: true,
  export: () => ({ name: 'tasks', sheetName: 'Tasks', columns: taskExportColumns }),
  byIds: findTasksByIds,
});

/**
 * The task collection calls of spec §7.8. Every list takes the §5 filters (`companies=<id>`,
 * `assignedTo=<id>`, `status`, `completed` …) and paging; the total is in X-Total-Count.
 */
@Controller('tasks')
@Roles('user')
export class TasksController extends CollectionRoutes(taskCollection) {
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
}
