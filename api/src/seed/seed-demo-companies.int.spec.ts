import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndustryCategories, pageQuerySchema, streamId } from '@dealbook/contracts';
import { countCompanies, findTopCompanies, parseCompanyFilter, searchCompanies } from '@dealbook/projections';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { createApp, type DealbookApp } from '../app.factory.js';
import { Commands } from '../common/event-sourcing/commands.js';
import { loadConfig } from '../config/app-config.js';
import type { Persistence } from '../infra/persistence.js';
import { seedDemoCompanies } from './seed-demo-companies.js';

let database: TestDatabase;
let dealbook: DealbookApp;
let persistence: Persistence;
let commands: Commands;

beforeAll(async () => {
  database = await createTestDatabase('seed_companies');
  const config = loadConfig({ DATABASE_URL: database.url, NODE_ENV: 'test', DEMO_DATA: 'false' });
  dealbook = await createApp(config, { logger: false, serveWeb: false });
  persistence = dealbook.persistence;
  commands = dealbook.app.get(Commands);
});

afterAll(async () => {
  await dealbook?.close();
  await database?.drop();
});

describe('seedDemoCompanies', () => {
  it('registers the demo companies through the event store within a first start budget', async () => {
    const started = performance.now();
    const seeded = await seedDemoCompanies(commands, null);
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
    // Read by stream, which sees every committed event at once (the log-wide read waits for the
    // oldest open transaction on the server, which other specs' databases may hold for a moment).
    const events = await persistence.store.readStream(streamId('company', ambassadors[0]!._id));
    expect(events[0]?.metadata).toMatchObject({ actorId: null, causationId: null });
  });
});
