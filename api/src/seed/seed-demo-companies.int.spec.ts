import { describe, expect, it } from 'vitest';
import { IndustryCategories, pageQuerySchema, streamId } from '@dealbook/contracts';
import { countCompanies, findTopCompanies, parseCompanyFilter, searchCompanies } from '@dealbook/projections';
import { bootApp } from '../../../test/support/boot-app.js';
import { seedDemoCompanies } from './seed-demo-companies.js';

const app = bootApp('seed_companies');

describe('seedDemoCompanies', () => {
  it('registers the demo companies through the event store', async () => {
    const seeded = await seedDemoCompanies(app.commands, null);
    expect(seeded).toBeGreaterThanOrEqual(240);
    expect(await countCompanies(app.persistence.db)).toBe(seeded);

    const page = pageQuerySchema.parse({ limit: 1 });
    for (const industryType of IndustryCategories) {
      const { total } = await searchCompanies(
        app.persistence.db,
        parseCompanyFilter({ industryType: [industryType] }),
        page,
      );
      expect(total, industryType).toBeGreaterThan(0);
    }
    const ambassadors = await findTopCompanies(app.persistence.db, ' ', 100, { ambassadorsOnly: true });
    expect(ambassadors.length).toBeGreaterThanOrEqual(10);
    // Read by stream, which sees every committed event at once (the log-wide read waits for the
    // oldest open transaction on the server, which other specs' databases may hold for a moment).
    const events = await app.persistence.store.readStream(streamId('company', ambassadors[0]!._id));
    expect(events[0]?.metadata).toMatchObject({ actorId: null, causationId: null });
  });
});
