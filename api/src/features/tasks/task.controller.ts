import { Controller } from '@nestjs/common';
import {
  TaskLinkTypes,
  createTaskBodySchema,
  namedLinkLists,
  refsOf,
  taskSchema,
  updateTaskBodySchema,
} from '@dealbook/contracts';
import { findTaskById } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { definedOnly } from '../../kernel/http/record-body.js';
import { RecordRoutes } from '../../kernel/http/record-routes.js';
import { createTask } from './create-task.js';
import { taskDecider } from './task.decider.js';
import { updateTask } from './update-task.js';

/** One task (spec §7.8): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('task')
@Roles('user')
export class TaskController extends RecordRoutes({
  path: 'task',
  noun: 'Task',
  schema: taskSchema,
  find: findTaskById,
  create: {
    body: createTaskBodySchema,
    run: (deps, id, body, context) => {
      const { subject, description, status, priority, dueDate, assignedTo } = body;
      const fields = { subject, description, status, priority, dueDate, assignedTo };
      return createTask(deps, id, fields, refsOf(TaskLinkTypes, body), context);
    },
  },
  update: {
    body: updateTaskBodySchema,
    run: (deps, id, body, context, expectedVersion) => {
      const { subject, description, status, priority, dueDate, assignedTo } = body;
      const changes = definedOnly({ subject, description, status, priority, dueDate, assignedTo });
      return updateTask(deps, id, changes, namedLinkLists(TaskLinkTypes, body), context, expectedVersion);
    },
  },
  remove: {
    run: (commands, taskId, options) =>
      commands.execute(taskDecider, { command: { type: 'DeleteTask', taskId }, ...options }),
  },
}) {}
