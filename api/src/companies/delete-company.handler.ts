import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompanyEvent, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { companyDecider } from './company.decider.js';

export class DeleteCompanyCommand extends Command<CommandOutcome<CompanyEvent>> {
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

  execute({ companyId, metadata, expectedVersion }: DeleteCompanyCommand): Promise<CommandOutcome<CompanyEvent>> {
    return executeCommand(this.store, companyDecider, {
      command: { type: 'DeleteCompany', companyId },
      metadata,
      expectedVersion,
    });
  }
}
