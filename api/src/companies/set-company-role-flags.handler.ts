import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompanyRoleFlag, EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeCompanyCommand, type CompanyCommandOutcome } from './execute-company-command.js';

export class SetCompanyRoleFlagsCommand extends Command<CompanyCommandOutcome> {
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

  execute({ companyId, flags, metadata, expectedVersion }: SetCompanyRoleFlagsCommand): Promise<CompanyCommandOutcome> {
    return executeCompanyCommand(
      this.store,
      { type: 'SetCompanyRoleFlags', companyId, flags },
      metadata,
      expectedVersion,
    );
  }
}
