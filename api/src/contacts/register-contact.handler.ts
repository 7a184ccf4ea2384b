import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactEvent, ContactFields, EventStore } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { nextContactReference, resolveCompanies } from './contact-companies.js';
import { contactDecider } from './contact.decider.js';

export class RegisterContactCommand extends Command<CommandOutcome<ContactEvent>> {
  constructor(
    readonly contactId: string,
    readonly fields: ContactFields,
    readonly companyIds: readonly string[],
    readonly referralIds: readonly string[],
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RegisterContactCommand)
export class RegisterContactHandler implements ICommandHandler<RegisterContactCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute(command: RegisterContactCommand): Promise<CommandOutcome<ContactEvent>> {
    const companies = await resolveCompanies(this.db, command.companyIds, 'companies');
    const referrals = await resolveCompanies(this.db, command.referralIds, 'referrals');
    // Drawn last, so a refused body does not use up a number.
    const reference = await nextContactReference(this.db);
    return executeCommand(this.store, contactDecider, {
      command: {
        type: 'RegisterContact',
        contactId: command.contactId,
        reference,
        fields: command.fields,
        companies,
        referrals,
      },
      metadata: command.metadata,
      expectedVersion: 0,
    });
  }
}
