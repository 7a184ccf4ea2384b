import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageQuerySchema } from '@dealbook/contracts';
import {
  countContacts,
  findEmployeesOfCompanies,
  findTopContacts,
  parseContactFilter,
  searchContacts,
} from '@dealbook/projections';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { openPersistence, type Persistence } from '../infra/persistence.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoContacts } from './seed-demo-contacts.js';

let database: TestDatabase;
let persistence: Persistence;

beforeAll(async () => {
  database = await createTestDatabase('seed_contacts');
  persistence = await openPersistence({ databaseUrl: database.url, dataDir: '/nonexistent' });
});

afterAll(async () => {
  await persistence?.close();
  await database?.drop();
});

describe('seedDemoContacts', () => {
  it('registers people at the demo companies, with references, employees and ambassadors', async () => {
    await seedDemoCompanies(persistence.store, null);
    const seeded = await seedDemoContacts(persistence.store, persistence.db, null);
    expect(seeded).toBeGreaterThanOrEqual(240);
    expect(await countContacts(persistence.db)).toBe(seeded);

    const page = pageQuerySchema.parse({ limit: 500 });
    const { rows } = await searchContacts(persistence.db, [], page);
    expect(new Set(rows.map((c) => c.reference)).size).toBe(rows.length);
    for (const contact of rows) expect(contact.reference).toMatch(/^CON-\d{6}$/);

    const first = rows[0]!;
    const employees = await findEmployeesOfCompanies(persistence.db, [first.companies[0]!._id]);
    expect(employees.get(first.companies[0]!._id)!.map((e) => e._id)).toContain(first._id);

    expect((await findTopContacts(persistence.db, ' ', ' ', 100, { ambassadorsOnly: true })).length).toBeGreaterThan(5);
    const doNotContact = await searchContacts(persistence.db, parseContactFilter({ doNotContact: 'true' }), page);
    expect(doNotContact.total).toBeGreaterThan(0);
  });
});
