import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompanyEvent, CompanyRoleFlag, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { companyDecider } from './company.decider.js';

export class SetCompanyRoleFlagsCommand extends Command<CommandOutcome<CompanyEvent>> {
  constructor(
    readonly companyId: string,
    readonly flags: Partial<Record<CompanyRoleFlag, boolean>>,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(SetCompanyRoleFlagsCommand)
export class SetCompanyRoleFlagsHandler implements ICommandHandler<SetCompanyRoleFlagsCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({
    companyId,
    flags,
    metadata,
    expectedVersion,
  }: SetCompanyRoleFlagsCommand): Promise<CommandOutcome<CompanyEvent>> {
    return executeCommand(this.store, companyDecider, {
      command: { type: 'SetCompanyRoleFlags', companyId, flags },
      metadata,
      expectedVersion,
    });
  }
}
