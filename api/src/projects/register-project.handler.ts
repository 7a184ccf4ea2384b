import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, ProjectEvent, ProjectFields } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { lookUpProject, nextProjectReference } from './project-lookups.js';
import { projectDecider } from './project.decider.js';

export class RegisterProjectCommand extends Command<CommandOutcome<ProjectEvent>> {
  constructor(
    readonly projectId: string,
    readonly fields: ProjectFields,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RegisterProjectCommand)
export class RegisterProjectHandler implements ICommandHandler<RegisterProjectCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ projectId, fields, metadata }: RegisterProjectCommand): Promise<CommandOutcome<ProjectEvent>> {
    // The creator owns what they create unless the body names an owner.
    const owned = { ...fields, owner: fields.owner ?? metadata.actorId };
    const lookups = await lookUpProject(this.db, owned);
    // Judged before a reference is drawn, so a refused body does not use up a number.
    projectDecider.decide(
      { type: 'RegisterProject', projectId, reference: '', fields: owned, lookups },
      projectDecider.initialState,
    );
    const reference = await nextProjectReference(this.db);
    return executeCommand(this.store, projectDecider, {
      command: { type: 'RegisterProject', projectId, reference, fields: owned, lookups },
      metadata,
      expectedVersion: 0,
    });
  }
}
