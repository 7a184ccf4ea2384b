import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bootApp } from '../../../test/support/boot-app.js';
import { registerDemoAdmin } from '../../../test/support/demo-admin.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoDeals } from './seed-demo-deals.js';

const app = bootApp('seed_deals');

const count = async (table: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(app.persistence.db)).rows[0]!.n,
  );

describe('seedDemoDeals', () => {
  it('does nothing without staff users or companies', async () => {
    expect(await seedDemoDeals(app.commands, app.persistence.db)).toEqual({ projects: 0, purchases: 0 });
  });

  it('registers opportunities and deals with their status history and purchasers on the deals', async () => {
    await seedDemoCompanies(app.commands, null);
    await registerDemoAdmin(app.commands, app.persistence.db);
    const counts = await seedDemoDeals(app.commands, app.persistence.db);
    expect(counts.projects).toBe(36);
    expect(await count('projects')).toBe(counts.projects);
    expect(await count('purchases')).toBe(counts.purchases);
    expect(counts.purchases).toBeGreaterThan(0);

    const deals = await app.persistence.db.selectFrom('projects').select('id').where('is_deal', '=', true).execute();
    expect(deals.length).toBeGreaterThan(0);
    // Every deal got there through transitions an auditor can replay.
    const history = await app.persistence.store.readStream(`project-${deals[0]!.id}`);
    expect(history.map((event) => event.type)).toEqual(
      expect.arrayContaining(['ProjectRegistered', 'OpportunityStatusChanged', 'ProjectConvertedToDeal']),
    );
  });
});
