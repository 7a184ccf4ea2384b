import { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countNotes, countPayments, countTasks, parseTaskFilter, searchTasks } from '@dealbook/projections';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { createApp, type DealbookApp } from '../app.factory.js';
import { Commands } from '../common/event-sourcing/commands.js';
import { loadConfig } from '../config/app-config.js';
import type { Persistence } from '../infra/persistence.js';
import { registerDemoAdmin } from '../../../test/support/demo-admin.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoTasks } from './seed-demo-tasks.js';

let database: TestDatabase;
let dealbook: DealbookApp;
let persistence: Persistence;
let bus: CommandBus;
let commands: Commands;

beforeAll(async () => {
  database = await createTestDatabase('seed_tasks');
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

describe('seedDemoTasks', () => {
  it('does nothing without staff users to assign tasks to', async () => {
    expect(await seedDemoTasks(bus, persistence.db)).toEqual({ tasks: 0, notes: 0, payments: 0 });
  });

  it('assigns tasks to the staff there are and links tasks, notes and payments to demo companies', async () => {
    await seedDemoCompanies(commands, null);
    const adminId = await registerDemoAdmin(bus);
    const counts = await seedDemoTasks(bus, persistence.db);
    expect(await countTasks(persistence.db, [])).toBe(counts.tasks);
    expect(await countNotes(persistence.db, [])).toBe(counts.notes);
    expect(await countPayments(persistence.db, [])).toBe(counts.payments);
    const mine = await searchTasks(persistence.db, parseTaskFilter({ assignedTo: adminId, completed: 'false' }), {
      limit: 5,
      offset: 0,
    });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.rows[0]!.assignedTo).toEqual([{ _id: adminId, fullName: 'Demo Admin' }]);
    expect(mine.rows[0]!.companies).toHaveLength(1);
  });
});
