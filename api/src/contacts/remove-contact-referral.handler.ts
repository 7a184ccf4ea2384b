import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactEvent, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { contactDecider } from './contact.decider.js';

/** Takes a company off the contact's referrals. */
export class RemoveContactReferralCommand extends Command<CommandOutcome<ContactEvent>> {
  constructor(
    readonly contactId: string,
    readonly companyId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(RemoveContactReferralCommand)
export class RemoveContactReferralHandler implements ICommandHandler<RemoveContactReferralCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({
    contactId,
    companyId,
    metadata,
    expectedVersion,
  }: RemoveContactReferralCommand): Promise<CommandOutcome<ContactEvent>> {
    return executeCommand(this.store, contactDecider, {
      command: { type: 'RemoveContactReferral', contactId, companyId },
      metadata,
      expectedVersion,
    });
  }
}
