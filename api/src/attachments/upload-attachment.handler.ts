import { randomBytes } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AttachmentEvent, type EventStore, type UploadAttachment } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import { findMissingRecords, type ReadModelDatabase } from '@dealbook/projections';
import type { CommandMetadata, CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { FILE_STORE, type FileStore } from '../infra/files/file-store.port.js';
import { attachmentDecider, linkRefsOf } from './attachment.decider.js';
import { foldAttachment, recordWithFile } from './record-with-file.js';

/**
 * Where an attachment's bytes live: made from its id and file version, never from the uploaded
 * name. Version 1 keeps the key every attachment had before versions existed, so stored files
 * stay where they are; later versions sit beside it (keys allow no dots: `-v2-…`), each upload
 * under a key of its own, so two resubmissions racing for version 2 never write the same file
 * and the one that loses removes only its own.
 */
export const attachmentStorageKey = (attachmentId: string, fileVersion = 1) =>
  fileVersion === 1
    ? `attachments/${attachmentId}`
    : `attachments/${attachmentId}-v${fileVersion}-${randomBytes(6).toString('hex')}`;

export class UploadAttachmentCommand extends Command<CommandOutcome<AttachmentEvent>> {
  constructor(
    readonly upload: Omit<UploadAttachment, 'type' | 'unknownLinks'>,
    readonly bytes: Buffer,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** Decided first (a refused upload stores nothing), then file first, then the record (recordWithFile). */
@CommandHandler(UploadAttachmentCommand)
export class UploadAttachmentHandler implements ICommandHandler<UploadAttachmentCommand> {
  private readonly logger = new Logger('Attachments');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ upload, bytes, metadata }: UploadAttachmentCommand): Promise<CommandOutcome<AttachmentEvent>> {
    const { state, version } = await foldAttachment(this.store, upload.attachmentId);
    const unknownLinks = await findMissingRecords(this.db, linkRefsOf(upload.links));
    const events = attachmentDecider.decide({ type: 'UploadAttachment', ...upload, unknownLinks }, state);
    return recordWithFile(
      { store: this.store, files: this.files, logger: this.logger },
      { attachmentId: upload.attachmentId, version, events, metadata },
      { storageKey: upload.storageKey, bytes, contentType: upload.contentType, size: upload.size },
    );
  }
}
