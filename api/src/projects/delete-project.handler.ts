import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, ProjectEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { projectDecider } from './project.decider.js';

export class DeleteProjectCommand extends Command<CommandOutcome<ProjectEvent>> {
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

  execute({ projectId, metadata, expectedVersion }: DeleteProjectCommand): Promise<CommandOutcome<ProjectEvent>> {
    return executeCommand(this.store, projectDecider, {
      command: { type: 'DeleteProject', projectId },
      metadata,
      expectedVersion,
    });
  }
}
