import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { EventStore, UpdateUser } from '@dealbook/contracts';
import { countOtherActiveSuperadmins, type ReadModelDatabase } from '@dealbook/projections';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { executeUserCommand, type UserCommandOutcome } from './execute-user-command.js';

export class UpdateUserCommand extends Command<UserCommandOutcome> {
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

  async execute({ update, metadata, expectedVersion }: UpdateUserCommand): Promise<UserCommandOutcome> {
    const otherSuperadmins = await countOtherActiveSuperadmins(this.db, update.userId);
    return executeUserCommand(
      this.store,
      { type: 'UpdateUser', ...update, otherSuperadmins },
      metadata,
      expectedVersion,
    );
  }
}
