import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeContactCommand, type ContactCommandOutcome } from './execute-contact-command.js';

/** Takes a company off the contact's referrals. */
export class RemoveContactReferralCommand extends Command<ContactCommandOutcome> {
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
  }: RemoveContactReferralCommand): Promise<ContactCommandOutcome> {
    return executeContactCommand(
      this.store,
      { type: 'RemoveContactReferral', contactId, companyId },
      metadata,
      expectedVersion,
    );
  }
}
