import { CommandBus } from '@nestjs/cqrs';
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
import { createApp, type DealbookApp } from '../app.factory.js';
import { Commands } from '../common/event-sourcing/commands.js';
import { loadConfig } from '../config/app-config.js';
import type { Persistence } from '../infra/persistence.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoContacts } from './seed-demo-contacts.js';

let database: TestDatabase;
let dealbook: DealbookApp;
let persistence: Persistence;
let bus: CommandBus;
let commands: Commands;

beforeAll(async () => {
  database = await createTestDatabase('seed_contacts');
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

describe('seedDemoContacts', () => {
  it('registers people at the demo companies, with references, employees and ambassadors', async () => {
    await seedDemoCompanies(commands, null);
    const seeded = await seedDemoContacts(bus, persistence.db, null);
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
