import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AttachmentEvent, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { FILE_STORE, type FileStore } from '../infra/files/file-store.port.js';
import { attachmentDecider } from './attachment.decider.js';

export class DeleteAttachmentCommand extends Command<CommandOutcome<AttachmentEvent>> {
  constructor(
    readonly attachmentId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

/**
 * Records the deletion, then removes the bytes: only after the event has committed, so a refused
 * delete (409, 404) never loses a file. A file left behind by a failed removal is only logged.
 */
@CommandHandler(DeleteAttachmentCommand)
export class DeleteAttachmentHandler implements ICommandHandler<DeleteAttachmentCommand> {
  private readonly logger = new Logger('Attachments');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({
    attachmentId,
    metadata,
    expectedVersion,
  }: DeleteAttachmentCommand): Promise<CommandOutcome<AttachmentEvent>> {
    const outcome = await executeCommand(this.store, attachmentDecider, {
      command: { type: 'DeleteAttachment', attachmentId },
      metadata,
      expectedVersion,
    });
    for (const event of outcome.events) {
      if (event.type !== 'AttachmentDeleted') continue;
      await this.files.delete(event.data.storageKey).catch((error: unknown) => {
        this.logger.warn(`Attachment ${attachmentId} deleted but its file stays: ${String(error)}`);
      });
    }
    return outcome;
  }
}
