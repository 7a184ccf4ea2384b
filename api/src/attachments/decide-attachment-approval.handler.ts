import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AttachmentEvent, DecideAttachmentApproval, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { attachmentDecider } from './attachment.decider.js';

export class DecideAttachmentApprovalCommand extends Command<CommandOutcome<AttachmentEvent>> {
  constructor(
    readonly decision: Omit<DecideAttachmentApproval, 'type'>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/**
 * The client approves or rejects a document awaiting them. Whether they may see it at all is the
 * controller's check (the client scope), made before: this decides only on the document's state.
 */
@CommandHandler(DecideAttachmentApprovalCommand)
export class DecideAttachmentApprovalHandler implements ICommandHandler<DecideAttachmentApprovalCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ decision, metadata }: DecideAttachmentApprovalCommand): Promise<CommandOutcome<AttachmentEvent>> {
    return executeCommand(this.store, attachmentDecider, {
      command: { type: 'DecideAttachmentApproval', ...decision },
      metadata,
    });
  }
}
