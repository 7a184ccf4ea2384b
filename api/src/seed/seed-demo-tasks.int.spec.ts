import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@dealbook/contracts';
import { countNotes, countPayments, countTasks, parseTaskFilter, searchTasks } from '@dealbook/projections';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { openPersistence, type Persistence } from '../infra/persistence.js';
import { executeUserCommand } from '../users/execute-user-command.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoTasks } from './seed-demo-tasks.js';

let database: TestDatabase;
let persistence: Persistence;

beforeAll(async () => {
  database = await createTestDatabase('seed_tasks');
  persistence = await openPersistence({ databaseUrl: database.url, dataDir: '/nonexistent' });
});

afterAll(async () => {
  await persistence?.close();
  await database?.drop();
});

describe('seedDemoTasks', () => {
  it('does nothing without staff users to assign tasks to', async () => {
    expect(await seedDemoTasks(persistence.store, persistence.db)).toEqual({ tasks: 0, notes: 0, payments: 0 });
  });

  it('assigns tasks to the staff there are and links tasks, notes and payments to demo companies', async () => {
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
    const counts = await seedDemoTasks(persistence.store, persistence.db);
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
