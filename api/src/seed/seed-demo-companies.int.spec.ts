import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndustryCategories, pageQuerySchema } from '@dealbook/contracts';
import { countCompanies, findTopCompanies, parseCompanyFilter, searchCompanies } from '@dealbook/projections';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { openPersistence, type Persistence } from '../infra/persistence.js';
import { seedDemoCompanies } from './seed-demo-companies.js';

let database: TestDatabase;
let persistence: Persistence;

beforeAll(async () => {
  database = await createTestDatabase('seed_companies');
  persistence = await openPersistence({ databaseUrl: database.url, dataDir: '/nonexistent' });
});

afterAll(async () => {
  await persistence?.close();
  await database?.drop();
});

describe('seedDemoCompanies', () => {
  it('registers the demo companies through the event store within a first start budget', async () => {
    const started = performance.now();
    const seeded = await seedDemoCompanies(persistence.store, null);
    const elapsed = performance.now() - started;

    expect(seeded).toBeGreaterThanOrEqual(240);
    expect(elapsed).toBeLessThan(10_000);
    expect(await countCompanies(persistence.db)).toBe(seeded);

    const page = pageQuerySchema.parse({ limit: 1 });
    for (const industryType of IndustryCategories) {
      const { total } = await searchCompanies(
        persistence.db,
        parseCompanyFilter({ industryType: [industryType] }),
        page,
      );
      expect(total, industryType).toBeGreaterThan(0);
    }
    const ambassadors = await findTopCompanies(persistence.db, ' ', 100, { ambassadorsOnly: true });
    expect(ambassadors.length).toBeGreaterThanOrEqual(10);
    const { events } = await persistence.store.readAll({ limit: 1 });
    expect(events[0]?.metadata).toMatchObject({ actorId: null, causationId: null });
  });
});
