import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactEvent, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { contactDecider } from './contact.decider.js';

/** Ends the contact's link to a company: it leaves that company's employees. */
export class UnlinkContactFromCompanyCommand extends Command<CommandOutcome<ContactEvent>> {
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
  }: UnlinkContactFromCompanyCommand): Promise<CommandOutcome<ContactEvent>> {
    return executeCommand(this.store, contactDecider, {
      command: { type: 'UnlinkContactFromCompany', contactId, companyId },
      metadata,
      expectedVersion,
    });
  }
}
