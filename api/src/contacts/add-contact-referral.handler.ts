import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactEvent, EventStore } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { resolveCompany } from './contact-companies.js';
import { contactDecider } from './contact.decider.js';

/** Records that the contact referred a company to the firm. */
export class AddContactReferralCommand extends Command<CommandOutcome<ContactEvent>> {
  constructor(
    readonly contactId: string,
    readonly companyId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(AddContactReferralCommand)
export class AddContactReferralHandler implements ICommandHandler<AddContactReferralCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({
    contactId,
    companyId,
    metadata,
    expectedVersion,
  }: AddContactReferralCommand): Promise<CommandOutcome<ContactEvent>> {
    return executeCommand(this.store, contactDecider, {
      command: { type: 'AddContactReferral', contactId, company: await resolveCompany(this.db, companyId) },
      metadata,
      expectedVersion,
    });
  }
}
