import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from '@dealbook/contracts';
import {
  countContacts,
  findEmployeesOfCompanies,
  findTopContacts,
  parseContactFilter,
  searchContacts,
} from '@dealbook/projections';
import { bootApp } from '../../../test/support/boot-app.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoContacts } from './seed-demo-contacts.js';

const app = bootApp('seed_contacts');

describe('seedDemoContacts', () => {
  it('registers people at the demo companies, with references, employees and ambassadors', async () => {
    await seedDemoCompanies(app.commands, null);
    const seeded = await seedDemoContacts(app.commands, app.persistence.db, null);
    expect(seeded).toBeGreaterThanOrEqual(240);
    expect(await countContacts(app.persistence.db)).toBe(seeded);

    const page = pageQuerySchema.parse({ limit: 500 });
    const { rows } = await searchContacts(app.persistence.db, [], page);
    expect(new Set(rows.map((c) => c.reference)).size).toBe(rows.length);
    for (const contact of rows) expect(contact.reference).toMatch(/^CON-\d{6}$/);

    const first = rows[0]!;
    const employees = await findEmployeesOfCompanies(app.persistence.db, [first.companies[0]!._id]);
    expect(employees.get(first.companies[0]!._id)!.map((e) => e._id)).toContain(first._id);

    expect(
      (await findTopContacts(app.persistence.db, ' ', ' ', 100, { ambassadorsOnly: true })).length,
    ).toBeGreaterThan(5);
    const doNotContact = await searchContacts(app.persistence.db, parseContactFilter({ doNotContact: 'true' }), page);
    expect(doNotContact.total).toBeGreaterThan(0);
  });
});
