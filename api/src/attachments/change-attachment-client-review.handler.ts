import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AttachmentEvent, ChangeAttachmentClientReview, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { attachmentDecider } from './attachment.decider.js';

export class ChangeAttachmentClientReviewCommand extends Command<CommandOutcome<AttachmentEvent>> {
  constructor(
    readonly change: Omit<ChangeAttachmentClientReview, 'type'>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** The deal team shares a document with a project's client, submits it for approval or withdraws it. */
@CommandHandler(ChangeAttachmentClientReviewCommand)
export class ChangeAttachmentClientReviewHandler implements ICommandHandler<ChangeAttachmentClientReviewCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, metadata }: ChangeAttachmentClientReviewCommand): Promise<CommandOutcome<AttachmentEvent>> {
    return executeCommand(this.store, attachmentDecider, {
      command: { type: 'ChangeAttachmentClientReview', ...change },
      metadata,
    });
  }
}
