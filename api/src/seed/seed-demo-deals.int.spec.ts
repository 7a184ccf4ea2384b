import { sql } from 'kysely';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { createApp, type DealbookApp } from '../app.factory.js';
import { Commands } from '../common/event-sourcing/commands.js';
import { loadConfig } from '../config/app-config.js';
import type { Persistence } from '../infra/persistence.js';
import { registerDemoAdmin } from '../../../test/support/demo-admin.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoDeals } from './seed-demo-deals.js';

let database: TestDatabase;
let dealbook: DealbookApp;
let persistence: Persistence;
let bus: CommandBus;
let commands: Commands;

beforeAll(async () => {
  database = await createTestDatabase('seed_deals');
  const config = loadConfig({ DATABASE_URL: database.url, NODE_ENV: 'test', DEMO_DATA: 'false' });
  dealbook = await createApp(config, { logger: false, serveWeb: false });
  persistence = dealbook.persistence;
  bus = dealbook.app.get(CommandBus);
  commands = dealbook.app.get(Commands);
});

afterAll(async () => {
  await dealbook?.close();
  await database?.drop();
});

const count = async (table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(persistence.db)).rows[0]!.n);

describe('seedDemoDeals', () => {
  it('does nothing without staff users or companies', async () => {
    expect(await seedDemoDeals(bus, commands, persistence.db)).toEqual({ projects: 0, purchases: 0 });
  });

  it('registers opportunities and deals with their status history and purchasers on the deals', async () => {
    await seedDemoCompanies(commands, null);
    await registerDemoAdmin(bus);
    const counts = await seedDemoDeals(bus, commands, persistence.db);
    expect(counts.projects).toBe(36);
    expect(await count('projects')).toBe(counts.projects);
    expect(await count('purchases')).toBe(counts.purchases);
    expect(counts.purchases).toBeGreaterThan(0);

    const deals = await persistence.db.selectFrom('projects').select('id').where('is_deal', '=', true).execute();
    expect(deals.length).toBeGreaterThan(0);
    // Every deal got there through transitions an auditor can replay.
    const history = await persistence.store.readStream(`project-${deals[0]!.id}`);
    expect(history.map((event) => event.type)).toEqual(
      expect.arrayContaining(['ProjectRegistered', 'OpportunityStatusChanged', 'ProjectConvertedToDeal']),
    );
  });
});
