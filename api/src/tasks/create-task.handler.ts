import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, RecordRef, TaskEvent, TaskFields } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { lookUpTask } from './task-lookups.js';
import { taskDecider } from './task.decider.js';

export class CreateTaskCommand extends Command<CommandOutcome<TaskEvent>> {
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

  async execute({ taskId, fields, links, metadata }: CreateTaskCommand): Promise<CommandOutcome<TaskEvent>> {
    const lookups = await lookUpTask(this.db, fields.assignedTo, links);
    return executeCommand(this.store, taskDecider, {
      command: { type: 'CreateTask', taskId, fields, links, lookups },
      metadata,
      expectedVersion: 0,
    });
  }
}
