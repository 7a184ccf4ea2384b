import { describe, expect, it } from 'vitest';
import { EventStatus } from '@dealbook/contracts';
import { countCrmEvents, findAttendeeContacts, parseCrmEventFilter, searchCrmEvents } from '@dealbook/projections';
import { bootApp } from '../../../test/support/boot-app.js';
import { seedDemoCompanies } from './seed-demo-companies.js';
import { seedDemoContacts } from './seed-demo-contacts.js';
import { seedDemoEvents } from './seed-demo-events.js';

const now = new Date('2026-11-22T12:00:00Z');

const app = bootApp('seed_events');

describe('seedDemoEvents', () => {
  it('schedules events without attendees when there are no contacts', async () => {
    const count = await seedDemoEvents(app.commands, app.persistence.db, now.getTime());
    expect(await countCrmEvents(app.persistence.db)).toBe(count);
    const page = await searchCrmEvents(app.persistence.db, parseCrmEventFilter({}), { limit: 500, offset: 0 });
    expect(page.rows.every((event) => event.attendees.length === 0)).toBe(true);
  });

  it('invites demo contacts, closing past events and keeping future ones open', async () => {
    await seedDemoCompanies(app.commands, null);
    await seedDemoContacts(app.commands, app.persistence.db, null);
    const before = await countCrmEvents(app.persistence.db);
    const count = await seedDemoEvents(app.commands, app.persistence.db, now.getTime());
    const page = await searchCrmEvents(app.persistence.db, parseCrmEventFilter({}), { limit: 500, offset: 0 });
    expect(page.total).toBe(before + count);
    const seeded = page.rows.filter((event) => event.attendees.length > 0);
    expect(seeded).toHaveLength(count);
    for (const event of seeded) {
      const open = event.status === EventStatus.Active || event.status === EventStatus.Paused;
      expect(open, event.description).toBe(new Date(event.eventDate) > now);
      expect(event.actualCost === 0).toBe(open);
    }
    const attendees = [...new Set(seeded.flatMap((event) => event.attendees.map((a) => a.attendee)))];
    expect(await findAttendeeContacts(app.persistence.db, attendees)).toHaveLength(attendees.length);
  });
});
