import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AttachmentEvent, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { FILE_STORE, type FileStore } from '../infra/files/file-store.port.js';
import { attachmentDecider, attachmentStreamId } from './attachment.decider.js';

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
 * delete (409, 404) never loses a file. Every version's file goes, as the log lists them (a
 * resubmitted document has several). A file left behind by a failed removal is only logged.
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
    if (!outcome.events.some((event) => event.type === 'AttachmentDeleted')) return outcome;
    for (const key of await this.storedVersions(attachmentId)) {
      await this.files.delete(key).catch((error: unknown) => {
        this.logger.warn(`Attachment ${attachmentId} deleted but its file ${key} stays: ${String(error)}`);
      });
    }
    return outcome;
  }

  /** Every file version the attachment ever stored (upload, then each resubmission), from its log. */
  private async storedVersions(attachmentId: string): Promise<string[]> {
    const history = await this.store.readStream<AttachmentEvent>(attachmentStreamId(attachmentId));
    const keys = history.flatMap((recorded) => {
      const event = { type: recorded.type, data: recorded.data } as AttachmentEvent;
      return event.type === 'AttachmentUploaded' || event.type === 'AttachmentResubmitted'
        ? [event.data.storageKey]
        : [];
    });
    return [...new Set(keys)];
  }
}
