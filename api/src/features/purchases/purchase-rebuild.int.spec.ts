import {
  CommunicationOutcomes,
  OutcomeActions,
  ProjectEvents,
  companyFieldsSchema,
  communicationFieldsSchema,
  purchaseFieldsSchema,
  streamId,
  type CommunicationLookups,
  type ProjectEvent,
  type PurchaseMilestone,
} from '@dealbook/contracts';
import {
  CatchUpProjectionRunner,
  communicationProjection,
  purchaseProjection,
  rebuildProjections,
  resetCheckpoint,
} from '@dealbook/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { prng } from '../../../../test/support/prng.js';
import { executeCommand, toNewEvents } from '../../kernel/event-sourcing/execute-command.js';
import { openPersistence, type Persistence } from '../../infra/persistence.js';
import { communicationDecider } from '../communications/communication.decider.js';
import { companyDecider } from '../companies/company.decider.js';
import { purchaseDecider } from './purchase.decider.js';
import { newId } from '../../kernel/ids.js';

async function snapshot(persistence: Persistence) {
  const { rows: purchases } = await sql<{ company_name: string; last_contact_id: string | null; review_state: string }>`
    select id, version, doc, review_state, review_submitted_at, company_name, last_contact_id, last_contact_date, last_contact_type, last_outcome,
           last_action, created_at, updated_at
    from purchases order by id`.execute(persistence.db);
  const { rows: communications } = await sql`
    select id, version, doc, created_at, updated_at from communications order by id`.execute(persistence.db);
  return { purchases, communications };
}

/**
 * The purchases read model follows the purchaser's name and the last contact from company and
 * communication events alone, so replaying the log, into this model only or in catch-up mode,
 * builds what the inline projections built.
 */
describe('rebuilding the purchase and communication read models', () => {
  let database: TestDatabase;
  let persistence: Persistence;

  beforeAll(async () => {
    database = await createTestDatabase('purchase_rebuild');
    persistence = await openPersistence({ databaseUrl: database.url, dataDir: '' });
    const random = prng(17);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const metadata = { actorId: null, correlationId: newId() };
    const companies: string[] = [];
    for (let i = 0; i < 8; i++) {
      const companyId = newId();
      companies.push(companyId);
      await executeCommand(persistence.store, companyDecider, {
        command: {
          type: 'RegisterCompany',
          companyId,
          fields: companyFieldsSchema.parse({ companyName: `Company ${i}` }),
        },
        metadata,
      });
    }
    const client = { id: companies[0]!, name: 'Company 0' };
    const projects = [newId(), newId()];
    const purchases = new Map<string, { project: string; company: string }>();
    const communications: string[] = [];
    const at = (i: number) => new Date(Date.UTC(2026, 9, 1 + (i % 28), i % 24)).toISOString();
    const parents = (): CommunicationLookups['purchaseParents'] => Object.fromEntries(purchases);
    const lookups = (): CommunicationLookups => ({
      unknownLinks: [],
      unknownEmployees: [],
      unknownContacted: [],
      purchaseParents: parents(),
    });
    const outcomePair = () => {
      const outcome = pick(CommunicationOutcomes);
      return { outcome, action: pick(OutcomeActions[outcome]) };
    };
    for (let i = 0; i < 300; i++) {
      const roll = random();
      if (purchases.size < 6 || roll < 0.15) {
        const purchaseId = newId();
        const project = pick(projects);
        const company = pick(companies.slice(1));
        if ([...purchases.values()].some((p) => p.project === project && p.company === company)) continue;
        purchases.set(purchaseId, { project, company });
        await executeCommand(persistence.store, purchaseDecider, {
          command: {
            type: 'RegisterPurchase',
            purchaseId,
            fields: purchaseFieldsSchema.parse({ company, project, currentStage: random() < 0.5 ? 'Contacted' : '' }),
            score: 10,
            at: at(i),
            lookups: {
              company: { id: company, name: `Company ${companies.indexOf(company)}` },
              project: { id: project, name: 'Sale', client },
              existingPurchaseId: null,
            },
          },
          metadata,
        });
      } else if (roll < 0.35) {
        const milestone = pick<PurchaseMilestone>(['sentNDA', 'sentIM']);
        await executeCommand(persistence.store, purchaseDecider, {
          command: {
            type: 'UpdatePurchase',
            purchaseId: pick([...purchases.keys()]),
            changes: {
              currentStage: pick(['Contacted', 'Interested', 'Offer']),
              score: Math.floor(random() * 100),
              [milestone]: { checked: random() < 0.6, timestamp: at(i) },
              clientComments: `Comment ${i}`,
            },
            at: at(i),
          },
          metadata,
        });
      } else if (roll < 0.6 || communications.length === 0) {
        const communicationId = newId();
        communications.push(communicationId);
        await executeCommand(persistence.store, communicationDecider, {
          command: {
            type: 'LogCommunication',
            communicationId,
            fields: communicationFieldsSchema.parse({ commsDate: at(i), ...(random() < 0.8 ? outcomePair() : {}) }),
            links: [{ type: 'purchase', id: pick([...purchases.keys()]) }],
            massId: null,
            author: newId(),
            lookups: lookups(),
          },
          metadata,
        });
      } else if (roll < 0.85) {
        const change = random();
        await executeCommand(persistence.store, communicationDecider, {
          command: {
            type: 'UpdateCommunication',
            communicationId: pick(communications),
            changes: change < 0.4 ? { commsDate: at(i * 7) } : change < 0.7 ? outcomePair() : {},
            links: change >= 0.7 ? { purchase: random() < 0.3 ? [] : [pick([...purchases.keys()])] } : {},
            lookups: lookups(),
          },
          metadata,
        });
      } else if (roll < 0.92) {
        const communicationId = communications.splice(Math.floor(random() * communications.length), 1)[0]!;
        await executeCommand(persistence.store, communicationDecider, {
          command: { type: 'DeleteCommunication', communicationId },
          metadata,
        });
      } else if (roll < 0.97) {
        const companyId = pick(companies.slice(1));
        await executeCommand(persistence.store, companyDecider, {
          command: { type: 'UpdateCompany', companyId, changes: { companyName: `Renamed ${i}` } },
          metadata,
        });
      } else {
        const projectId = pick(projects);
        const stream = streamId('project', projectId);
        const version = (await persistence.store.readStream(stream)).length;
        const to = { id: companies[i % 8]!, name: `Client ${i}` };
        await persistence.store.append(
          stream,
          toNewEvents<ProjectEvent>(
            [{ type: 'ProjectClientChanged', data: { projectId, from: client, to } }],
            ProjectEvents,
            metadata,
          ),
          { expectedVersion: version },
        );
      }
    }
    // The client's review (issue 14), last: a rejected purchaser refuses the approaches above.
    const [approved, rejected, waiting] = [...purchases.keys()];
    for (const [purchaseId, decision] of [
      [approved, 'approved'],
      [rejected, 'rejected'],
      [waiting, null],
    ] as const) {
      const id = purchaseId!;
      const command = { purchaseId: id, at: at(400) };
      await executeCommand(persistence.store, purchaseDecider, {
        command: { type: 'SubmitPurchaseForApproval', ...command, note: 'A fit', sector: null },
        metadata,
      });
      if (decision) {
        await executeCommand(persistence.store, purchaseDecider, {
          command: { type: 'DecidePurchaseApproval', ...command, decision, comment: 'Noted' },
          metadata,
        });
      }
    }
  });

  afterAll(async () => {
    await persistence?.close();
    await database?.drop();
  });

  it('replays the log into fresh tables equal row for row to the inline-built models', async () => {
    const inline = await snapshot(persistence);
    expect(inline.purchases.length).toBeGreaterThan(6);
    expect(inline.purchases.filter((row) => row.last_contact_id !== null).length).toBeGreaterThan(3);
    expect(inline.purchases.some((row) => row.company_name.startsWith('Renamed'))).toBe(true);
    expect(inline.purchases.filter((row) => row.review_state !== 'notSubmitted').length).toBe(3);
    expect(inline.communications.length).toBeGreaterThan(10);

    await sql`update purchases set company_name = 'tampered', last_contact_id = null, last_outcome = 'x'`.execute(
      persistence.db,
    );
    await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: [purchaseProjection],
    });
    expect(await snapshot(persistence)).toEqual(inline);
    await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: [communicationProjection, purchaseProjection],
    });
    expect(await snapshot(persistence)).toEqual(inline);
  });

  it('builds the same models in catch-up mode from empty tables and checkpoints', async () => {
    const inline = await snapshot(persistence);
    await sql`truncate purchases, purchase_comms, communications`.execute(persistence.db);
    for (const projection of [purchaseProjection, communicationProjection]) {
      await resetCheckpoint(persistence.db, projection.name, { commit: 0n, prepare: 0n });
      await new CatchUpProjectionRunner(persistence.db, persistence.store, projection, { batchSize: 37 }).catchUp();
    }
    expect(await snapshot(persistence)).toEqual(inline);
  });
});
