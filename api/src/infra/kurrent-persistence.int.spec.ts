import { afterEach, describe, expect, it } from 'vitest';
import { companyFieldsSchema } from '@dealbook/contracts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { companyDecider } from '../features/companies/company.decider.js';
import { Commands } from '../kernel/event-sourcing/commands.js';
import { openKurrentPersistence } from './kurrent-persistence.js';
import { openPersistence } from './persistence.js';
import { newId } from '../kernel/ids.js';

// What can go wrong before KurrentDB is ever reached; the suite with a server is
// kurrent-persistence.kurrent.spec.ts. Nothing listens on port 1.
const unreachable = 'kurrentdb://127.0.0.1:1?tls=false';
let database: TestDatabase | undefined;

afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe('opening persistence with the log in KurrentDB', () => {
  it('refuses a read-model database that already holds the PostgreSQL event log', async () => {
    database = await createTestDatabase('kurrent_refuse');
    const postgres = await openPersistence({ databaseUrl: database.url, dataDir: '' });
    await new Commands(postgres.store).execute(companyDecider, {
      command: {
        type: 'RegisterCompany',
        companyId: newId(),
        fields: companyFieldsSchema.parse({ companyName: 'Fenwick Mills Ltd' }),
      },
      metadata: { actorId: null, correlationId: newId() },
      expectedVersion: 0,
    });
    await postgres.close();

    await expect(
      openKurrentPersistence({ kurrentDbUrl: unreachable, databaseUrl: database.url, dataDir: '' }),
    ).rejects.toThrow(/holds the event log of EVENT_STORE=postgres/);
  });

  it('names an unreachable KurrentDB without repeating its password', async () => {
    database = await createTestDatabase('kurrent_unreachable');
    const opening = openKurrentPersistence({
      kurrentDbUrl: 'kurrentdb://admin:s3cret-pass@127.0.0.1:1?tls=false',
      databaseUrl: database.url,
      dataDir: '',
    });
    await expect(opening).rejects.toThrow('KurrentDB at kurrentdb://127.0.0.1:1?tls=false did not answer');
    await expect(opening).rejects.not.toThrow(/s3cret/);
  });
});
