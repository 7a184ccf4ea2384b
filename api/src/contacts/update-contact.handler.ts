import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactEvent, ContactFields, EventStore } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { resolveCompanies } from './contact-companies.js';
import { contactDecider } from './contact.decider.js';

export class UpdateContactCommand extends Command<CommandOutcome<ContactEvent>> {
  constructor(
    readonly contactId: string,
    readonly changes: Partial<ContactFields>,
    /** The whole new lists when the body carried them. */
    readonly links: { companies?: readonly string[]; referrals?: readonly string[] },
    readonly metadata: CommandMetadata,
    /** The version the editor loaded (If-Match); absent means "whatever is current". */
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(UpdateContactCommand)
export class UpdateContactHandler implements ICommandHandler<UpdateContactCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ contactId, changes, links, metadata, expectedVersion }: UpdateContactCommand) {
    const companies = links.companies && (await resolveCompanies(this.db, links.companies, 'companies'));
    const referrals = links.referrals && (await resolveCompanies(this.db, links.referrals, 'referrals'));
    return executeCommand(this.store, contactDecider, {
      command: { type: 'UpdateContact', contactId, changes, companies, referrals },
      metadata,
      expectedVersion,
    });
  }
}
