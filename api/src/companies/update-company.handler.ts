import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompanyEvent, CompanyFields, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { companyDecider } from './company.decider.js';

export class UpdateCompanyCommand extends Command<CommandOutcome<CompanyEvent>> {
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

  execute({
    companyId,
    changes,
    metadata,
    expectedVersion,
  }: UpdateCompanyCommand): Promise<CommandOutcome<CompanyEvent>> {
    return executeCommand(this.store, companyDecider, {
      command: { type: 'UpdateCompany', companyId, changes },
      metadata,
      expectedVersion,
    });
  }
}
