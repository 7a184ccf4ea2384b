import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, ProjectEvent, ProjectFields } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { lookUpProject } from './project-lookups.js';
import { projectDecider } from './project.decider.js';

export class UpdateProjectCommand extends Command<CommandOutcome<ProjectEvent>> {
  constructor(
    readonly projectId: string,
    readonly changes: Partial<ProjectFields>,
    readonly metadata: CommandMetadata,
    /** The version the editor loaded (If-Match); absent means "whatever is current". */
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(UpdateProjectCommand)
export class UpdateProjectHandler implements ICommandHandler<UpdateProjectCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ projectId, changes, metadata, expectedVersion }: UpdateProjectCommand) {
    const lookups = await lookUpProject(this.db, changes);
    return executeCommand(this.store, projectDecider, {
      command: { type: 'UpdateProject', projectId, changes, lookups },
      metadata,
      expectedVersion,
    });
  }
}
