import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { EventStore, UserCommandActor } from '@dealbook/contracts';
import { countOtherActiveSuperadmins, type ReadModelDatabase } from '@dealbook/projections';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { executeUserCommand, type UserCommandOutcome } from './execute-user-command.js';

export class DeleteUserCommand extends Command<UserCommandOutcome> {
  constructor(
    readonly userId: string,
    readonly actor: UserCommandActor,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ userId, actor, metadata, expectedVersion }: DeleteUserCommand): Promise<UserCommandOutcome> {
    const otherSuperadmins = await countOtherActiveSuperadmins(this.db, userId);
    return executeUserCommand(
      this.store,
      { type: 'DeleteUser', userId, actor, otherSuperadmins },
      metadata,
      expectedVersion,
    );
  }
}
