import { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStatus } from '@dealbook/contracts';
import { countCrmEvents, findAttendeeContacts, parseCrmEventFilter, searchCrmEvents } from '@dealbook/projections';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { createApp, type DealbookApp } from '../app.factory.js';
import { Commands } from '../common/event-sourcing/commands.js';
import { loadConfig } from '../config/app-config.js';
import type { Persistence } from '../infra/persistence.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoContacts } from './seed-demo-contacts.js';
import { seedDemoEvents } from './seed-demo-events.js';

let database: TestDatabase;
let dealbook: DealbookApp;
let persistence: Persistence;
let bus: CommandBus;
let commands: Commands;
const now = new Date('2026-11-22T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase('seed_events');
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

describe('seedDemoEvents', () => {
  it('schedules events without attendees when there are no contacts', async () => {
    const count = await seedDemoEvents(commands, persistence.db, now.getTime());
    expect(await countCrmEvents(persistence.db)).toBe(count);
    const page = await searchCrmEvents(persistence.db, parseCrmEventFilter({}), { limit: 500, offset: 0 });
    expect(page.rows.every((event) => event.attendees.length === 0)).toBe(true);
  });

  it('invites demo contacts, closing past events and keeping future ones open', async () => {
    await seedDemoCompanies(commands, null);
    await seedDemoContacts(bus, persistence.db, null);
    const before = await countCrmEvents(persistence.db);
    const count = await seedDemoEvents(commands, persistence.db, now.getTime());
    const page = await searchCrmEvents(persistence.db, parseCrmEventFilter({}), { limit: 500, offset: 0 });
    expect(page.total).toBe(before + count);
    const seeded = page.rows.filter((event) => event.attendees.length > 0);
    expect(seeded).toHaveLength(count);
    for (const event of seeded) {
      const open = event.status === EventStatus.Active || event.status === EventStatus.Paused;
      expect(open, event.description).toBe(new Date(event.eventDate) > now);
      expect(event.actualCost === 0).toBe(open);
    }
    const attendees = [...new Set(seeded.flatMap((event) => event.attendees.map((a) => a.attendee)))];
    expect(await findAttendeeContacts(persistence.db, attendees)).toHaveLength(attendees.length);
  });
});
