import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@dealbook/contracts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { openPersistence, type Persistence } from '../infra/persistence.js';
import { executeUserCommand } from '../users/execute-user-command.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoDeals } from './seed-demo-deals.js';

let database: TestDatabase;
let persistence: Persistence;

beforeAll(async () => {
  database = await createTestDatabase('seed_deals');
  persistence = await openPersistence({ databaseUrl: database.url, dataDir: '/nonexistent' });
});
afterAll(async () => {
  await persistence?.close();
  await database?.drop();
});

const count = async (table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(persistence.db)).rows[0]!.n);

describe('seedDemoDeals', () => {
  it('does nothing without staff users or companies', async () => {
    expect(await seedDemoDeals(persistence.store, persistence.db)).toEqual({
      projects: 0,
      purchases: 0,
      communications: 0,
    });
  });

  it('registers opportunities and deals with their status history, purchasers on the deals and calls to them', async () => {
    await seedDemoCompanies(persistence.store, null);
    const adminId = '0193a000-0000-7000-8000-0000000000a1';
    await executeUserCommand(
      persistence.store,
      {
        type: 'RegisterUser',
        userId: adminId,
        email: 'demo@dealbook.local',
        firstName: 'Demo',
        lastName: 'Admin',
        role: Role.superadmin,
      },
      { actorId: null, correlationId: adminId },
    );
    const counts = await seedDemoDeals(persistence.store, persistence.db);
    expect(counts.projects).toBe(36);
    expect(await count('projects')).toBe(counts.projects);
    expect(await count('purchases')).toBe(counts.purchases);
    expect(await count('communications')).toBe(counts.communications);
    expect(counts.purchases).toBeGreaterThan(0);
    expect(counts.communications).toBeGreaterThan(0);

    const deals = await persistence.db.selectFrom('projects').select('id').where('is_deal', '=', true).execute();
    expect(deals.length).toBeGreaterThan(0);
    // Every deal got there through transitions an auditor can replay.
    const history = await persistence.store.readStream(`project-${deals[0]!.id}`);
    expect(history.map((event) => event.type)).toEqual(
      expect.arrayContaining(['ProjectRegistered', 'OpportunityStatusChanged', 'ProjectConvertedToDeal']),
    );
  });
});
