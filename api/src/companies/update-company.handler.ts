import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompanyFields, EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeCompanyCommand, type CompanyCommandOutcome } from './execute-company-command.js';

export class UpdateCompanyCommand extends Command<CompanyCommandOutcome> {
  constructor(
    readonly companyId: string,
    readonly changes: Partial<CompanyFields>,
    readonly metadata: CommandMetadata,
    /** The version the editor loaded (If-Match); absent means "whatever is current". */
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(UpdateCompanyCommand)
export class UpdateCompanyHandler implements ICommandHandler<UpdateCompanyCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ companyId, changes, metadata, expectedVersion }: UpdateCompanyCommand): Promise<CompanyCommandOutcome> {
    return executeCompanyCommand(this.store, { type: 'UpdateCompany', companyId, changes }, metadata, expectedVersion);
  }
}
