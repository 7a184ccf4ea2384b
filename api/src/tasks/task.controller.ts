import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import {
  TaskLinkTypes,
  createTaskBodySchema,
  namedLinkLists,
  refsOf,
  updateTaskBodySchema,
  type Task,
  type TaskFields,
} from '@dealbook/contracts';
import { findTaskById, type ReadModelDatabase } from '@dealbook/projections';
import type { z } from 'zod';
import { Roles } from '../auth/access-rule.decorator.js';
import { notFound } from '../common/errors/domain-error.js';
import { CommandContext, type CommandContextValue } from '../common/http/command-context.decorator.js';
import { etagFor, parseIfMatch } from '../common/http/if-match.js';
import { uuidParam } from '../common/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { DATABASE } from '../infra/database/tokens.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { definedOnly, requireSameId } from './child-list-query.js';
import { CreateTaskCommand } from './create-task.handler.js';
import { DeleteTaskCommand } from './delete-task.handler.js';
import { UpdateTaskCommand } from './update-task.handler.js';
import { taskSchema } from '@dealbook/contracts';

type CreateBody = z.output<typeof createTaskBodySchema>;
type UpdateBody = z.output<typeof updateTaskBodySchema>;

/** One task (spec §7.8): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('task')
@Roles('user')
export class TaskController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], body: taskSchema })
  async create(
    @Body(new ZodValidationPipe(createTaskBodySchema)) body: CreateBody,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Task> {
    const taskId = uuidv7();
    const { subject, description, status, priority, dueDate, assignedTo } = body;
    const fields: TaskFields = { subject, description, status, priority, dueDate, assignedTo };
    await this.commandBus.execute(new CreateTaskCommand(taskId, fields, refsOf(TaskLinkTypes, body), context));
    const task = await this.load(taskId);
    res.setHeader('ETag', etagFor(task.version));
    res.setHeader('Location', `/api/task/${taskId}`);
    return task;
  }

  @Get(':id')
  @ResponseDoc({ headers: ['ETag'], body: taskSchema })
  async get(@Param('id', uuidParam) id: string, @Res({ passthrough: true }) res: Response): Promise<Task> {
    const task = await this.load(id);
    res.setHeader('ETag', etagFor(task.version));
    return task;
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'] })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateTaskBodySchema)) body: UpdateBody,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    requireSameId(body._id, id, 'task');
    const { subject, description, status, priority, dueDate, assignedTo } = body;
    const changes = definedOnly({ subject, description, status, priority, dueDate, assignedTo });
    const outcome = await this.commandBus.execute(
      new UpdateTaskCommand(id, changes, namedLinkLists(TaskLinkTypes, body), context, parseIfMatch(ifMatch)),
    );
    res.setHeader('ETag', etagFor(outcome.version));
    res.type('text/plain');
    return 'Task updated';
  }

  @Delete(':id')
  async remove(
    @Param('id', uuidParam) id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    await this.commandBus.execute(new DeleteTaskCommand(id, context, parseIfMatch(ifMatch)));
    res.type('text/plain');
    return 'Task deleted';
  }

  private async load(id: string): Promise<Task> {
    const task = await findTaskById(this.db, id);
    if (!task) throw notFound('Task', id);
    return task;
  }
}
