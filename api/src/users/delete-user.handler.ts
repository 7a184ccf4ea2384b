import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { EventStore, UserCommandActor, UserEvent } from '@dealbook/contracts';
import { countOtherActiveSuperadmins, type ReadModelDatabase } from '@dealbook/projections';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { userDecider } from './user.decider.js';

export class DeleteUserCommand extends Command<CommandOutcome<UserEvent>> {
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

  async execute({ userId, actor, metadata, expectedVersion }: DeleteUserCommand): Promise<CommandOutcome<UserEvent>> {
    const otherSuperadmins = await countOtherActiveSuperadmins(this.db, userId);
    return executeCommand(this.store, userDecider, {
      command: { type: 'DeleteUser', userId, actor, otherSuperadmins },
      metadata,
      expectedVersion,
    });
  }
}
