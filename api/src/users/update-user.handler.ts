import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { EventStore, UpdateUser, UserEvent } from '@dealbook/contracts';
import { countOtherActiveSuperadmins, type ReadModelDatabase } from '@dealbook/projections';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { userDecider } from './user.decider.js';

export class UpdateUserCommand extends Command<CommandOutcome<UserEvent>> {
  constructor(
    readonly update: Omit<UpdateUser, 'type' | 'otherSuperadmins'>,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ update, metadata, expectedVersion }: UpdateUserCommand): Promise<CommandOutcome<UserEvent>> {
    const otherSuperadmins = await countOtherActiveSuperadmins(this.db, update.userId);
    return executeCommand(this.store, userDecider, {
      command: { type: 'UpdateUser', ...update, otherSuperadmins },
      metadata,
      expectedVersion,
    });
  }
}
