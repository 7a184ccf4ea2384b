import { describe, expect, it } from 'vitest';
import { countNotes, countPayments, countTasks, parseTaskFilter, searchTasks } from '@dealbook/projections';
import { bootApp } from '../../../test/support/boot-app.js';
import { registerDemoAdmin } from '../../../test/support/demo-admin.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoTasks } from './seed-demo-tasks.js';

const app = bootApp('seed_tasks');

describe('seedDemoTasks', () => {
  it('does nothing without staff users to assign tasks to', async () => {
    expect(await seedDemoTasks(app.commands, app.persistence.db)).toEqual({ tasks: 0, notes: 0, payments: 0 });
  });

  it('assigns tasks to the staff there are and links tasks, notes and payments to demo companies', async () => {
    await seedDemoCompanies(app.commands, null);
    const adminId = await registerDemoAdmin(app.commands, app.persistence.db);
    const counts = await seedDemoTasks(app.commands, app.persistence.db);
    expect(await countTasks(app.persistence.db, [])).toBe(counts.tasks);
    expect(await countNotes(app.persistence.db, [])).toBe(counts.notes);
    expect(await countPayments(app.persistence.db, [])).toBe(counts.payments);
    const mine = await searchTasks(app.persistence.db, parseTaskFilter({ assignedTo: adminId, completed: 'false' }), {
      limit: 5,
      offset: 0,
    });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.rows[0]!.assignedTo).toEqual([{ _id: adminId, fullName: 'Demo Admin' }]);
    expect(mine.rows[0]!.companies).toHaveLength(1);
  });
});
