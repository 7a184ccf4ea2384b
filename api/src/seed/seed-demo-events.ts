import { AttendeeStatus, crmEventFieldsSchema, EventStatus, EventType, type EventAttendee } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { Commands } from '../kernel/event-sourcing/commands.js';
import { crmEventDecider } from '../features/crm-events/crm-event.decider.js';
import { demoRandom, inBatches } from './demo-random.js';
import { DayMs, demoTime } from './demo-time.js';
import { newId } from '../kernel/ids.js';

const Seed = 20_261_210;
const EventCount = 36;
const BatchSize = 6;

const venues = [
  { line1: 'The Principal', city: 'York', county: 'North Yorkshire', postcode: 'YO24 1AA' },
  { line1: 'Leeds Corn Exchange', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 7BR' },
  { line1: 'The Midland Hotel', city: 'Manchester', county: 'Greater Manchester', postcode: 'M60 2DS' },
  { line1: 'Old Swan Hotel', city: 'Harrogate', county: 'North Yorkshire', postcode: 'HG1 2SR' },
  { line1: 'Malmaison', city: 'Newcastle upon Tyne', county: 'Tyne and Wear', postcode: 'NE1 3DX' },
  { line1: 'The Grand', city: 'Birmingham', county: 'West Midlands', postcode: 'B3 2DA' },
  { line1: 'Kenilworth House', city: 'London', county: 'Greater London', postcode: 'EC2V 7HH' },
] as const;

const themes: readonly { type: EventType; title: string; budget: [number, number] }[] = [
  { type: EventType.Breakfast, title: 'Founders breakfast', budget: [300, 900] },
  { type: EventType.Seminar, title: 'Selling your business seminar', budget: [1500, 4000] },
  { type: EventType.Lecture, title: 'Valuation masterclass', budget: [800, 2000] },
  { type: EventType.Conference, title: 'Private capital conference', budget: [6000, 15000] },
  { type: EventType.Advisory, title: 'Advisory clinic', budget: [200, 600] },
  { type: EventType.Discussion, title: 'Succession planning round table', budget: [400, 1200] },
  { type: EventType.Meeting, title: 'Buyer introductions', budget: [50, 300] },
];

const upcomingStatuses = [
  AttendeeStatus.Invited,
  AttendeeStatus.SeminarBooked,
  AttendeeStatus.MapAndDirectionsSent,
  AttendeeStatus.ConfirmedAttending,
  AttendeeStatus.Declined,
  AttendeeStatus.TickedForAMeeting,
];
const pastStatuses = [AttendeeStatus.Attended, AttendeeStatus.Attended, AttendeeStatus.NoShow, AttendeeStatus.Declined];

/**
 * Demo events for a fresh install: breakfasts, seminars and conferences over the last four
 * months and the next three, each with attendees drawn from the demo contacts (none when there
 * are no contacts). Scheduled through the same command as anyone's, so their history is real. No files.
 */
export async function seedDemoEvents(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  now = Date.now(),
): Promise<number> {
  const random = demoRandom(Seed);
  const time = demoTime(now);
  const when = demoRandom(Seed + 1);
  const contacts = (await db.selectFrom('contacts').select('id').orderBy('id').limit(400).execute()).map((c) => c.id);
  const events = Array.from({ length: EventCount }, () => {
    const theme = random.pick(themes);
    const venue = random.pick(venues);
    const day = new Date(now + random.int(-120, 90) * DayMs);
    day.setUTCHours(random.pick([8, 12, 18]), random.pick([0, 30]), 0, 0);
    const past = day.getTime() < now;
    const budgetedCost = random.int(theme.budget[0], theme.budget[1]);
    const fields = crmEventFieldsSchema.parse({
      eventType: theme.type,
      status: past
        ? random.pick([EventStatus.Completed, EventStatus.Closed])
        : random.pick([EventStatus.Active, EventStatus.Active, EventStatus.Paused]),
      description: `${theme.title}, ${venue.city}`,
      budgetedCost,
      actualCost: past ? Math.round(budgetedCost * (0.8 + random.next() * 0.4) * 100) / 100 : 0,
      eventDate: day.toISOString(),
      ...venue,
      country: 'United Kingdom',
    });
    const attendees = new Map<string, EventAttendee>();
    const wanted = contacts.length === 0 ? 0 : random.int(3, Math.min(14, contacts.length));
    while (attendees.size < wanted) {
      const attendee = random.pick(contacts);
      const status = random.pick(past ? pastStatuses : upcomingStatuses);
      attendees.set(attendee, { attendee, status, hasResponded: status !== AttendeeStatus.Invited });
    }
    // Planned one to three months ahead of the day.
    const scheduled = time.officeTime(when, Math.max(0, when.int(30, 90) - Math.round((day.getTime() - now) / DayMs)));
    return { event: { eventId: newId(), fields, attendees: [...attendees.values()] }, scheduled };
  });
  await inBatches(events, BatchSize, ({ event, scheduled }) =>
    commands.execute(crmEventDecider, {
      command: { type: 'ScheduleCrmEvent', ...event },
      metadata: time.by(null, scheduled),
      expectedVersion: 0,
    }),
  );
  return events.length;
}
