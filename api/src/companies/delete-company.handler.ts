import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeCompanyCommand, type CompanyCommandOutcome } from './execute-company-command.js';

export class DeleteCompanyCommand extends Command<CompanyCommandOutcome> {
  constructor(
    readonly companyId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(DeleteCompanyCommand)
export class DeleteCompanyHandler implements ICommandHandler<DeleteCompanyCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ companyId, metadata, expectedVersion }: DeleteCompanyCommand): Promise<CompanyCommandOutcome> {
    return executeCompanyCommand(this.store, { type: 'DeleteCompany', companyId }, metadata, expectedVersion);
  }
}
