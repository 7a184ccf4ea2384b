import type { PurchaseEvent, PurchaseFields, PurchaseRegistrationLookups } from '@dealbook/contracts';
import {
  findCompanySummaries,
  findProjectRefs,
  findPurchaseIdOnProject,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import { commandTime, type CommandMetadata, type CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { purchaseDecider } from './purchase.decider.js';

export async function registerPurchase(
  { db, commands }: LookUpAndRun,
  purchaseId: string,
  fields: PurchaseFields,
  score: number,
  metadata: CommandMetadata,
): Promise<CommandOutcome<PurchaseEvent>> {
  const lookups = await lookUp(db, fields);
  return commands.execute(purchaseDecider, {
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
async function lookUp(db: Kysely<ReadModelDatabase>, fields: PurchaseFields): Promise<PurchaseRegistrationLookups> {
  const [companies, projects, existingPurchaseId] = await Promise.all([
    findCompanySummaries(db, [fields.company]),
    findProjectRefs(db, [fields.project]),
    findPurchaseIdOnProject(db, fields.project, fields.company),
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
