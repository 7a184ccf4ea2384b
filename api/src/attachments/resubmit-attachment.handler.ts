import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AttachmentEvent, type EventStore, type ResubmitAttachment } from '@dealbook/contracts';
import type { CommandMetadata, CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { FILE_STORE, type FileStore } from '../infra/files/file-store.port.js';
import { attachmentDecider } from './attachment.decider.js';
import { foldAttachment, recordWithFile } from './record-with-file.js';
import { attachmentStorageKey } from './upload-attachment.handler.js';

export class ResubmitAttachmentCommand extends Command<CommandOutcome<AttachmentEvent>> {
  constructor(
    readonly resubmission: Omit<ResubmitAttachment, 'type' | 'storageKey'>,
    readonly bytes: Buffer,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/**
 * A new version of a document's file, submitted to the client again. As the upload: decided
 * first (a refused resubmission stores nothing), then the bytes under the new version's own key,
 * then the event (recordWithFile); the earlier versions are never touched.
 */
@CommandHandler(ResubmitAttachmentCommand)
export class ResubmitAttachmentHandler implements ICommandHandler<ResubmitAttachmentCommand> {
  private readonly logger = new Logger('Attachments');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({
    resubmission,
    bytes,
    metadata,
  }: ResubmitAttachmentCommand): Promise<CommandOutcome<AttachmentEvent>> {
    const { attachmentId, contentType, size } = resubmission;
    const { state, version } = await foldAttachment(this.store, attachmentId);
    const storageKey = attachmentStorageKey(attachmentId, state.fileVersion + 1);
    const events = attachmentDecider.decide({ type: 'ResubmitAttachment', ...resubmission, storageKey }, state);
    return recordWithFile(
      { store: this.store, files: this.files, logger: this.logger },
      { attachmentId, version, events, metadata },
      { storageKey, bytes, contentType, size },
    );
  }
}
