import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
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
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ExpectedVersion } from '../../kernel/http/if-match.js';
import {
  createdAnswer,
  recordAnswer,
  savedAnswer,
  textAnswer,
  type RecordAnswer,
} from '../../kernel/http/record-answer.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { createTask } from './create-task.js';
import { taskDecider } from './task.decider.js';
import { updateTask } from './update-task.js';
import { taskSchema } from '@dealbook/contracts';
import { definedOnly, requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';

type CreateBody = z.output<typeof createTaskBodySchema>;
type UpdateBody = z.output<typeof updateTaskBodySchema>;

/** One task (spec §7.8): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('task')
@Roles('user')
export class TaskController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], body: taskSchema })
  async create(
    @Body(new ZodValidationPipe(createTaskBodySchema)) body: CreateBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<Task>> {
    const taskId = newId();
    const { subject, description, status, priority, dueDate, assignedTo } = body;
    const fields: TaskFields = { subject, description, status, priority, dueDate, assignedTo };
    await createTask({ db: this.db, commands: this.commands }, taskId, fields, refsOf(TaskLinkTypes, body), context);
    const task = await this.load(taskId);
    return createdAnswer(task, `/api/task/${taskId}`);
  }

  @Get(':id')
  @ResponseDoc({ headers: ['ETag'], body: taskSchema })
  async get(@Param('id', uuidParam) id: string): Promise<RecordAnswer<Task>> {
    const task = await this.load(id);
    return recordAnswer(task, { version: task.version });
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'], saved: taskSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateTaskBodySchema)) body: UpdateBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    requireSameId(body._id, id, 'task');
    const { subject, description, status, priority, dueDate, assignedTo } = body;
    const changes = definedOnly({ subject, description, status, priority, dueDate, assignedTo });
    const outcome = await updateTask(
      { db: this.db, commands: this.commands },
      id,
      changes,
      namedLinkLists(TaskLinkTypes, body),
      context,
      expectedVersion,
    );
    return savedAnswer('Task updated', outcome.version, () => this.get(id));
  }

  @Delete(':id')
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await this.commands.execute(taskDecider, {
      command: { type: 'DeleteTask', taskId: id },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Task deleted');
  }

  private async load(id: string): Promise<Task> {
    const task = await findTaskById(this.db, id);
    if (!task) throw notFound('Task', id);
    return task;
  }
}
