import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactEvent, EventStore } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { resolveCompany } from './contact-companies.js';
import { contactDecider } from './contact.decider.js';

/** Adds a company the contact works for, after those already linked (spec §7.10: appends). */
export class LinkContactToCompanyCommand extends Command<CommandOutcome<ContactEvent>> {
  constructor(
    readonly contactId: string,
    readonly companyId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(LinkContactToCompanyCommand)
export class LinkContactToCompanyHandler implements ICommandHandler<LinkContactToCompanyCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({
    contactId,
    companyId,
    metadata,
    expectedVersion,
  }: LinkContactToCompanyCommand): Promise<CommandOutcome<ContactEvent>> {
    return executeCommand(this.store, contactDecider, {
      command: { type: 'LinkContactToCompany', contactId, company: await resolveCompany(this.db, companyId) },
      metadata,
      expectedVersion,
    });
  }
}
