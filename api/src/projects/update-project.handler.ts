import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, ProjectFields } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { executeProjectCommand, type ProjectCommandOutcome } from './execute-project-command.js';
import { lookUpProject } from './project-lookups.js';

export class UpdateProjectCommand extends Command<ProjectCommandOutcome> {
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
    return executeProjectCommand(
      this.store,
      { type: 'UpdateProject', projectId, changes, lookups },
      metadata,
      expectedVersion,
    );
  }
}
