import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, UpdateAttachment } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeAttachmentCommand, type AttachmentCommandOutcome } from './execute-attachment-command.js';

export class UpdateAttachmentCommand extends Command<AttachmentCommandOutcome> {
  constructor(
    readonly changes: Omit<UpdateAttachment, 'type'>,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

/** Rename, describe, link and unlink: one PUT, each change its own domain event. */
@CommandHandler(UpdateAttachmentCommand)
export class UpdateAttachmentHandler implements ICommandHandler<UpdateAttachmentCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ changes, metadata, expectedVersion }: UpdateAttachmentCommand): Promise<AttachmentCommandOutcome> {
    return executeAttachmentCommand(this.store, { type: 'UpdateAttachment', ...changes }, metadata, expectedVersion);
  }
}
