import { randomBytes } from 'node:crypto';
import { Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AttachmentEvent, type EventStore, type UploadAttachment } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import { findMissingRecords, type ReadModelDatabase } from '@dealbook/projections';
import { toNewEvents, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { FILE_STORE, type FileStore } from '../infra/files/file-store.port.js';
import { attachmentDecider, attachmentStreamId, linkRefsOf } from './attachment.decider.js';

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

/**
 * File first, then the record: the bytes are written, and only then is AttachmentUploaded
 * appended. A failed write records nothing; a failed append removes the file again. So no
 * attachment ever points at missing bytes and no upload leaves a half-written record.
 */
@CommandHandler(UploadAttachmentCommand)
export class UploadAttachmentHandler implements ICommandHandler<UploadAttachmentCommand> {
  private readonly logger = new Logger('Attachments');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ upload, bytes, metadata }: UploadAttachmentCommand): Promise<CommandOutcome<AttachmentEvent>> {
    const stream = attachmentStreamId(upload.attachmentId);
    const history = await this.store.readStream<AttachmentEvent>(stream);
    const state = history.reduce(
      (s, recorded) => attachmentDecider.evolve(s, { type: recorded.type, data: recorded.data } as AttachmentEvent),
      attachmentDecider.initialState,
    );
    const unknownLinks = await findMissingRecords(this.db, linkRefsOf(upload.links));
    const decided = attachmentDecider.decide({ type: 'UploadAttachment', ...upload, unknownLinks }, state);

    try {
      await this.files.put(upload.storageKey, bytes, { contentType: upload.contentType, size: upload.size });
    } catch (error) {
      this.logger.error(`Storing ${upload.storageKey} failed: ${error instanceof Error ? error.message : error}`);
      throw new ServiceUnavailableException('The file store could not save the file; nothing was recorded. Try again.');
    }
    try {
      const result = await this.store.append(stream, toNewEvents(decided, attachmentDecider.events, metadata), {
        expectedVersion: history.at(-1)?.streamVersion ?? 0,
      });
      return {
        version: result.nextExpectedVersion,
        events: result.events as CommandOutcome<AttachmentEvent>['events'],
      };
    } catch (error) {
      await this.files.delete(upload.storageKey).catch((cleanup: unknown) => {
        this.logger.error(`Could not remove ${upload.storageKey} after a failed upload: ${String(cleanup)}`);
      });
      throw error;
    }
  }
}
