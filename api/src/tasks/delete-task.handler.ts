import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeTaskCommand, type TaskCommandOutcome } from './execute-task-command.js';

export class DeleteTaskCommand extends Command<TaskCommandOutcome> {
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

  execute({ taskId, metadata, expectedVersion }: DeleteTaskCommand): Promise<TaskCommandOutcome> {
    return executeTaskCommand(this.store, { type: 'DeleteTask', taskId }, metadata, expectedVersion);
  }
}
