import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, RecordRef, TaskFields } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { executeTaskCommand, type TaskCommandOutcome } from './execute-task-command.js';
import { lookUpTask } from './task-lookups.js';

export class CreateTaskCommand extends Command<TaskCommandOutcome> {
  constructor(
    readonly taskId: string,
    readonly fields: TaskFields,
    readonly links: RecordRef[],
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(CreateTaskCommand)
export class CreateTaskHandler implements ICommandHandler<CreateTaskCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ taskId, fields, links, metadata }: CreateTaskCommand): Promise<TaskCommandOutcome> {
    const lookups = await lookUpTask(this.db, fields.assignedTo, links);
    return executeTaskCommand(this.store, { type: 'CreateTask', taskId, fields, links, lookups }, metadata, 0);
  }
}
