import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompanyFields, EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeCompanyCommand, type CompanyCommandOutcome } from './execute-company-command.js';

export class RegisterCompanyCommand extends Command<CompanyCommandOutcome> {
  constructor(
    readonly companyId: string,
    readonly fields: CompanyFields,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RegisterCompanyCommand)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompanyCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ companyId, fields, metadata }: RegisterCompanyCommand): Promise<CompanyCommandOutcome> {
    return executeCompanyCommand(this.store, { type: 'RegisterCompany', companyId, fields }, metadata, 0);
  }
}
