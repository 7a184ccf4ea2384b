import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { AttachmentEvent, EventStore, UpdateAttachment } from '@dealbook/contracts';
import { findMissingRecords, type ReadModelDatabase } from '@dealbook/projections';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { attachmentDecider, linkRefsOf } from './attachment.decider.js';

export class UpdateAttachmentCommand extends Command<CommandOutcome<AttachmentEvent>> {
  constructor(
    readonly changes: Omit<UpdateAttachment, 'type' | 'unknownLinks'>,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

/** Rename, describe, link and unlink: one PUT, each change its own domain event. */
@CommandHandler(UpdateAttachmentCommand)
export class UpdateAttachmentHandler implements ICommandHandler<UpdateAttachmentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({
    changes,
    metadata,
    expectedVersion,
  }: UpdateAttachmentCommand): Promise<CommandOutcome<AttachmentEvent>> {
    // Every listed id is looked up; the decider refuses only those the change would add.
    const unknownLinks = await findMissingRecords(this.db, linkRefsOf(changes.links));
    return executeCommand(this.store, attachmentDecider, {
      command: { type: 'UpdateAttachment', ...changes, unknownLinks },
      metadata,
      expectedVersion,
    });
  }
}
