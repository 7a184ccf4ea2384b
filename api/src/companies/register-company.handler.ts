import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompanyEvent, CompanyFields, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { companyDecider } from './company.decider.js';

export class RegisterCompanyCommand extends Command<CommandOutcome<CompanyEvent>> {
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

  execute({ companyId, fields, metadata }: RegisterCompanyCommand): Promise<CommandOutcome<CompanyEvent>> {
    return executeCommand(this.store, companyDecider, {
      command: { type: 'RegisterCompany', companyId, fields },
      metadata,
      expectedVersion: 0,
    });
  }
}
