import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeContactCommand, type ContactCommandOutcome } from './execute-contact-command.js';

/** Ends the contact's link to a company: it leaves that company's employees. */
export class UnlinkContactFromCompanyCommand extends Command<ContactCommandOutcome> {
  constructor(
    readonly contactId: string,
    readonly companyId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(UnlinkContactFromCompanyCommand)
export class UnlinkContactFromCompanyHandler implements ICommandHandler<UnlinkContactFromCompanyCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({
    contactId,
    companyId,
    metadata,
    expectedVersion,
  }: UnlinkContactFromCompanyCommand): Promise<ContactCommandOutcome> {
    return executeContactCommand(
      this.store,
      { type: 'UnlinkContactFromCompany', contactId, companyId },
      metadata,
      expectedVersion,
    );
  }
}
