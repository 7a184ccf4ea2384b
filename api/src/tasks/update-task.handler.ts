import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, TaskEvent, TaskFields, TaskLinkType } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { lookUpTask } from './task-lookups.js';
import { taskDecider } from './task.decider.js';

export class UpdateTaskCommand extends Command<CommandOutcome<TaskEvent>> {
  constructor(
    readonly taskId: string,
    readonly changes: Partial<TaskFields>,
    readonly links: Partial<Record<TaskLinkType, string[]>>,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(UpdateTaskCommand)
export class UpdateTaskHandler implements ICommandHandler<UpdateTaskCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({
    taskId,
    changes,
    links,
    metadata,
    expectedVersion,
  }: UpdateTaskCommand): Promise<CommandOutcome<TaskEvent>> {
    const refs = (Object.entries(links) as [TaskLinkType, string[]][]).flatMap(([type, ids]) =>
      ids.map((id) => ({ type, id })),
    );
    const lookups = await lookUpTask(this.db, changes.assignedTo ?? [], refs);
    return executeCommand(this.store, taskDecider, {
      command: { type: 'UpdateTask', taskId, changes, links, lookups },
      metadata,
      expectedVersion,
    });
  }
}
