import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeProjectCommand, type ProjectCommandOutcome } from './execute-project-command.js';

export class DeleteProjectCommand extends Command<ProjectCommandOutcome> {
  constructor(
    readonly projectId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(DeleteProjectCommand)
export class DeleteProjectHandler implements ICommandHandler<DeleteProjectCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ projectId, metadata, expectedVersion }: DeleteProjectCommand): Promise<ProjectCommandOutcome> {
    return executeProjectCommand(this.store, { type: 'DeleteProject', projectId }, metadata, expectedVersion);
  }
}
