import { Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AttachmentEvent, type EventStore, type ResubmitAttachment } from '@dealbook/contracts';
import { toNewEvents, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { FILE_STORE, type FileStore } from '../infra/files/file-store.port.js';
import { attachmentDecider, attachmentStreamId } from './attachment.decider.js';
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
 * first (a refused resubmission stores nothing), then the bytes under the next version's own key,
 * then the event; a failed append removes the new file, and the earlier versions are never touched,
 * so the record always points at bytes that exist.
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
    const stream = attachmentStreamId(resubmission.attachmentId);
    const history = await this.store.readStream<AttachmentEvent>(stream);
    const state = history.reduce(
      (s, recorded) => attachmentDecider.evolve(s, { type: recorded.type, data: recorded.data } as AttachmentEvent),
      attachmentDecider.initialState,
    );
    const storageKey = attachmentStorageKey(resubmission.attachmentId, state.fileVersion + 1);
    const decided = attachmentDecider.decide({ type: 'ResubmitAttachment', ...resubmission, storageKey }, state);

    try {
      await this.files.put(storageKey, bytes, { contentType: resubmission.contentType, size: resubmission.size });
    } catch (error) {
      this.logger.error(`Storing ${storageKey} failed: ${error instanceof Error ? error.message : error}`);
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
      // Nothing recorded (a lost race with another resubmission included): the file is nobody's.
      await this.files.delete(storageKey).catch((cleanup: unknown) => {
        this.logger.error(`Could not remove ${storageKey} after a failed resubmission: ${String(cleanup)}`);
      });
      throw error;
    }
  }
}
