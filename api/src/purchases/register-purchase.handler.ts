import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PurchaseEvent, PurchaseFields, PurchaseRegistrationLookups } from '@dealbook/contracts';
import {
  findCompanySummaries,
  findProjectRefs,
  findPurchaseIdOnProject,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { Kysely } from 'kysely';
import {
  commandTime,
  executeCommand,
  type CommandMetadata,
  type CommandOutcome,
} from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { purchaseDecider } from './purchase.decider.js';

export class RegisterPurchaseCommand extends Command<CommandOutcome<PurchaseEvent>> {
  constructor(
    readonly purchaseId: string,
    readonly fields: PurchaseFields,
    readonly score: number,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RegisterPurchaseCommand)
export class RegisterPurchaseHandler implements ICommandHandler<RegisterPurchaseCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({
    purchaseId,
    fields,
    score,
    metadata,
  }: RegisterPurchaseCommand): Promise<CommandOutcome<PurchaseEvent>> {
    const lookups = await this.lookUp(fields);
    return executeCommand(this.store, purchaseDecider, {
      command: {
        type: 'RegisterPurchase',
        purchaseId,
        fields,
        score,
        at: commandTime(metadata).toISOString(),
        lookups,
      },
      metadata,
      expectedVersion: 0,
    });
  }

  /** The purchaser company, the project with its client, and any purchase of the one on the other. */
  private async lookUp(fields: PurchaseFields): Promise<PurchaseRegistrationLookups> {
    const [companies, projects, existingPurchaseId] = await Promise.all([
      findCompanySummaries(this.db, [fields.company]),
      findProjectRefs(this.db, [fields.project]),
      findPurchaseIdOnProject(this.db, fields.project, fields.company),
    ]);
    const company = companies.get(fields.company);
    const project = projects.get(fields.project);
    return {
      company: company ? { id: company._id, name: company.companyName } : null,
      project: project
        ? { id: project.id, name: project.projectName, client: { id: project.clientId, name: project.clientName } }
        : null,
      existingPurchaseId,
    };
  }
}
