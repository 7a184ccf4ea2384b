import {
  companyFieldsSchema,
  formatProjectReference,
  projectFieldsSchema,
  ProjectServiceType,
  type ProjectCommand,
} from '@dealbook/contracts';
import { CatchUpProjectionRunner, projectProjection, rebuildProjections, resetCheckpoint } from '@dealbook/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { prng } from '../../../../test/support/prng.js';
import { openPersistence, type Persistence } from '../../infra/persistence.js';
import { executeCommand } from '../../kernel/event-sourcing/execute-command.js';
import { companyDecider } from '../companies/company.decider.js';
import { projectDecider } from './project.decider.js';
import { newId } from '../../kernel/ids.js';

async function snapshot(persistence: Persistence) {
  const { rows } = await sql<{ id: string; version: number; doc: unknown; client_name: string }>`
    select id, version, doc, client_name, created_at, updated_at from projects order by id`.execute(persistence.db);
  return rows;
}

describe('rebuilding the project read model', () => {
  let database: TestDatabase;
  let persistence: Persistence;

  beforeAll(async () => {
    database = await createTestDatabase('rebuild');
    persistence = await openPersistence({ databaseUrl: database.url, dataDir: '' });
    const random = prng(11);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const metadata = { actorId: null, correlationId: newId() };
    const companies = new Map<string, string>();
    for (let i = 0; i < 6; i++) {
      const companyId = newId();
      companies.set(companyId, `Client ${i}`);
      await executeCommand(persistence.store, companyDecider, {
        command: {
          type: 'RegisterCompany',
          companyId,
          fields: companyFieldsSchema.parse({ companyName: `Client ${i}` }),
        },
        metadata,
      });
    }
    const clientRef = (id: string) => ({ id, name: companies.get(id)! });
    const lookups = (client: string) => ({ client: clientRef(client), nonStaff: [], nonExternal: [] });
    const live: string[] = [];
    const run = (command: ProjectCommand) =>
      executeCommand(persistence.store, projectDecider, { command: command, metadata });
    for (let i = 0; i < 200; i++) {
      const roll = random();
      if (live.length < 10 || roll < 0.25) {
        const projectId = newId();
        const client = pick([...companies.keys()]);
        live.push(projectId);
        await run({
          type: 'RegisterProject',
          projectId,
          reference: formatProjectReference(i + 1),
          fields: projectFieldsSchema.parse({ projectName: `Project ${i}`, client }),
          lookups: lookups(client),
        });
      } else if (roll < 0.8) {
        const client = pick([...companies.keys()]);
        const velocity = random() < 0.3;
        await run({
          type: 'UpdateProject',
          projectId: pick(live),
          changes: {
            status: pick([1, 2, 3, 9, 11] as const),
            isDeal: random() < 0.5,
            dealStatus: pick([1, 5, 7] as const),
            serviceOfInterest: velocity ? ProjectServiceType.Velocity : ProjectServiceType.Sale,
            velocityProducts: velocity ? [pick([10, 27] as const)] : [],
            ...(random() < 0.3 ? { client, projectName: `Renamed ${i}` } : {}),
          },
          lookups: lookups(client),
        });
      } else if (roll < 0.93) {
        const companyId = pick([...companies.keys()]);
        companies.set(companyId, `Client renamed ${i}`);
        await executeCommand(persistence.store, companyDecider, {
          command: { type: 'UpdateCompany', companyId, changes: { companyName: `Client renamed ${i}` } },
          metadata,
        });
      } else {
        const projectId = live.splice(Math.floor(random() * live.length), 1)[0]!;
        await run({ type: 'DeleteProject', projectId });
      }
    }
  });

  afterAll(async () => {
    await persistence?.close();
    await database?.drop();
  });

  it('replays the log into fresh tables equal row for row to the inline-built model', async () => {
    const inline = await snapshot(persistence);
    expect(inline.length).toBeGreaterThan(10);
    expect(inline.some((row) => row.version > 3)).toBe(true);
    expect(inline.some((row) => row.client_name.startsWith('Client renamed'))).toBe(true);

    await sql`update projects set client_name = 'tampered', doc = doc || '{"status": 5}'::jsonb`.execute(
      persistence.db,
    );
    const [result] = await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: [projectProjection],
    });
    expect(result!.eventsApplied).toBeGreaterThan(200);
    expect(await snapshot(persistence)).toEqual(inline);
  });

  it('builds the same model in catch-up mode from an empty table and checkpoint', async () => {
    const inline = await snapshot(persistence);
    await sql`truncate projects`.execute(persistence.db);
    await resetCheckpoint(persistence.db, projectProjection.name, { commit: 0n, prepare: 0n });
    const runner = new CatchUpProjectionRunner(persistence.db, persistence.store, projectProjection, { batchSize: 40 });
    await runner.catchUp();
    expect(await snapshot(persistence)).toEqual(inline);
  });
});
