import {
  CompanyRoleFlags,
  IndustryCategories,
  BusinessRelationshipTypes,
  companyFieldsSchema,
  type CompanyCommand,
} from '@dealbook/contracts';
import { CatchUpProjectionRunner, companyProjection, rebuildProjections, resetCheckpoint } from '@dealbook/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { prng } from '../../../test/support/prng.js';
import { openPersistence, type Persistence } from '../infra/persistence.js';
import { executeCommand } from '../kernel/event-sourcing/execute-command.js';
import { companyDecider } from '../features/companies/company.decider.js';
import { newId } from '../kernel/ids.js';

async function snapshot(persistence: Persistence) {
  const { rows } = await sql<{ id: string; version: number; doc: unknown; created_at: Date; updated_at: Date }>`
    select id, version, doc, created_at, updated_at from companies order by id`.execute(persistence.db);
  return rows;
}

describe('rebuilding the company read model', () => {
  let database: TestDatabase;
  let persistence: Persistence;
  let commandsRun = 0;

  beforeAll(async () => {
    database = await createTestDatabase('rebuild');
    persistence = await openPersistence({ databaseUrl: database.url, dataDir: '' });
    const random = prng(7);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const live: string[] = [];
    const metadata = { actorId: null, correlationId: newId() };
    const run = async (command: CompanyCommand) => {
      await executeCommand(persistence.store, companyDecider, { command: command, metadata });
      commandsRun++;
    };
    for (let i = 0; i < 320; i++) {
      const roll = random();
      if (live.length < 20 || roll < 0.35) {
        const companyId = newId();
        live.push(companyId);
        await run({
          type: 'RegisterCompany',
          companyId,
          fields: companyFieldsSchema.parse({
            companyName: `Company ${i} ${pick(['Holdings', 'Ltd', 'Partners', 'Group'])}`,
            industryType: pick(IndustryCategories),
            relationshipTypes: [pick(BusinessRelationshipTypes)],
            revenue: Math.round(random() * 5_000_000),
            city: pick(['London', 'Leeds', 'Bristol', 'York']),
          }),
        });
      } else if (roll < 0.75) {
        await run({
          type: 'UpdateCompany',
          companyId: pick(live),
          changes: {
            companyName: `Renamed ${i}`,
            revenue: Math.round(random() * 1000),
            relationshipTypes: [pick(BusinessRelationshipTypes), pick(BusinessRelationshipTypes)].filter(
              (v, idx, all) => all.indexOf(v) === idx,
            ),
            [pick(CompanyRoleFlags)]: random() < 0.5,
          },
        });
      } else if (roll < 0.93) {
        await run({
          type: 'UpdateCompany',
          companyId: pick(live),
          changes: { [pick(CompanyRoleFlags)]: random() < 0.5 },
        });
      } else {
        const companyId = live.splice(Math.floor(random() * live.length), 1)[0]!;
        await run({ type: 'DeleteCompany', companyId });
      }
    }
  });

  afterAll(async () => {
    await persistence?.close();
    await database?.drop();
  });

  it('replays the log into fresh tables equal row for row to the inline-built model', async () => {
    const inline = await snapshot(persistence);
    expect(commandsRun).toBe(320);
    expect(inline.length).toBeGreaterThan(50);
    expect(inline.some((row) => row.version > 1)).toBe(true);

    await sql`update companies set doc = doc || '{"companyName": "tampered"}'::jsonb`.execute(persistence.db);
    const [result] = await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: [companyProjection],
    });
    expect(result!.eventsApplied).toBeGreaterThanOrEqual(320);
    expect(await snapshot(persistence)).toEqual(inline);
  });

  it('builds the same model in catch-up mode from an empty table and checkpoint', async () => {
    const inline = await snapshot(persistence);
    await sql`truncate companies`.execute(persistence.db);
    await resetCheckpoint(persistence.db, companyProjection.name, { commit: 0n, prepare: 0n });
    const runner = new CatchUpProjectionRunner(persistence.db, persistence.store, companyProjection, { batchSize: 50 });
    await runner.catchUp();
    expect(await snapshot(persistence)).toEqual(inline);
    expect(await runner.lag()).toBe(0);
  });
});
