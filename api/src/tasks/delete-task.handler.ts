import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, TaskEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { taskDecider } from './task.decider.js';

export class DeleteTaskCommand extends Command<CommandOutcome<TaskEvent>> {
  constructor(
    readonly taskId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(DeleteTaskCommand)
export class DeleteTaskHandler implements ICommandHandler<DeleteTaskCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ taskId, metadata, expectedVersion }: DeleteTaskCommand): Promise<CommandOutcome<TaskEvent>> {
    return executeCommand(this.store, taskDecider, {
      command: { type: 'DeleteTask', taskId },
      metadata,
      expectedVersion,
    });
  }
}
