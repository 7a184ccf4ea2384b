import {
  PaymentStatus,
  Role,
  TaskPriority,
  TaskStatus,
  type PaymentFields,
  type RecordRef,
  type TaskFields,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { addNote } from '../features/notes/add-note.js';
import { schedulePayment } from '../features/payments/schedule-payment.js';
import { createTask } from '../features/tasks/create-task.js';
import { updateTask } from '../features/tasks/update-task.js';
import { demoRandom, inBatches } from './demo-random.js';
import { DayMs, demoTime } from './demo-time.js';
import { newId } from '../kernel/ids.js';
import type { Commands } from '../kernel/event-sourcing/commands.js';

const Seed = 20_261_123;
const TaskCount = 160;
const NoteCount = 120;
const PaymentCount = 40;
const BatchSize = 8;

const taskSubjects = [
  'Call the finance director',
  'Send the NDA',
  'Chase the signed engagement letter',
  'Prepare the information memorandum',
  'Book the initial meeting',
  'Follow up on the valuation',
  'Update the buyer list',
  'Review the heads of terms',
  'Send the teaser to purchasers',
  'Confirm seminar attendance',
  'Request the management accounts',
  'Arrange the site visit',
] as const;
const noteTexts = [
  'Spoke to the owner: keen to sell within 18 months, wants to stay on as a consultant.',
  'Accountant confirmed the last two years of accounts will be ready next week.',
  'Met at the breakfast seminar; interested in a valuation.',
  'Prefers e-mail to calls; best reached before 10am.',
  'Two competing advisers pitched last year; price was the sticking point.',
  'Board meeting on the 3rd will decide on the mandate.',
] as const;
const paymentDescriptions = [
  'Engagement fee',
  'Monthly retainer',
  'Success fee instalment',
  'Valuation report',
] as const;

export interface DemoTaskCounts {
  tasks: number;
  notes: number;
  payments: number;
}

/**
 * Tasks assigned to the staff users there are (the demo team at first start), notes and
 * payments, all linked to demo companies and created as the API creates them, at times over the
 * last year: tasks set weeks before they fall due and some completed days later. Run after the demo
 * companies; needs at least one.
 */
export async function seedDemoTasks(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  now = Date.now(),
): Promise<DemoTaskCounts> {
  const staff = (
    await db
      .selectFrom('users')
      .select('id')
      .where('deleted', '=', false)
      .where('is_active', '=', true)
      .where('role', '>=', Role.user)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.id);
  const companies = (await db.selectFrom('companies').select('id').orderBy('company_name').limit(200).execute()).map(
    (row) => row.id,
  );
  if (staff.length === 0 || companies.length === 0) return { tasks: 0, notes: 0, payments: 0 };
  const random = demoRandom(Seed);
  const time = demoTime(now);
  const when = demoRandom(Seed + 1);
  const company = (): RecordRef => ({ type: 'company', id: random.pick(companies) });
  const statuses = Object.values(TaskStatus).filter((status) => status !== TaskStatus.Completed);
  const priorities = Object.values(TaskPriority);

  const tasks = Array.from({ length: TaskCount }, (_, i) => {
    const completed = random.next() < 0.35;
    const dueInDays = random.int(-20, 45);
    const fields: TaskFields = {
      subject: random.pick(taskSubjects),
      description: '',
      status: random.pick(statuses),
      priority: random.pick(priorities),
      dueDate: new Date(now + dueInDays * DayMs).toISOString(),
      assignedTo: [staff[i % staff.length]!],
    };
    // Set by the first of the staff (the demo manager) on a working day, a week to two months
    // before it falls due, and done by its assignee (when it is) some days after.
    const createdDaysAgo = time.setUpDaysAgo(when, dueInDays, [7, 60]);
    const created = time.workdayTime(when, createdDaysAgo);
    const completedAt = completed ? time.later(when, created, when.int(1, Math.max(1, createdDaysAgo - 1))) : null;
    return { fields, links: [company()], created, completedAt, assignee: fields.assignedTo[0]! };
  });
  await inBatches(tasks, BatchSize, async ({ fields, links, created, completedAt, assignee }) => {
    const taskId = newId();
    await createTask({ db, commands }, taskId, fields, links, time.by(staff[0]!, created));
    if (completedAt !== null) {
      await updateTask({ db, commands }, taskId, { status: TaskStatus.Completed }, {}, time.by(assignee, completedAt));
    }
  });

  const notes = Array.from({ length: NoteCount }, (_, i) => ({
    authorId: staff[i % staff.length]!,
    content: random.pick(noteTexts),
    pinned: random.next() < 0.1,
    links: [company()],
    at: time.officeTime(when, when.int(0, 330)),
  }));
  // addNote makes the actor the author.
  await inBatches(notes, BatchSize, ({ authorId, content, pinned, links, at }) =>
    addNote({ db, commands }, newId(), { content, subject: '', pinned }, links, time.by(authorId, at)),
  );

  const payments = Array.from({ length: PaymentCount }, () => {
    const dueInDays = random.int(-60, 90);
    const fields: PaymentFields = {
      description: random.pick(paymentDescriptions),
      status:
        dueInDays < -30
          ? PaymentStatus.Paid
          : dueInDays < 0
            ? PaymentStatus.Overdue
            : dueInDays < 14
              ? PaymentStatus.Due
              : PaymentStatus.NotYetDue,
      dueDate: new Date(now + dueInDays * DayMs).toISOString(),
      vatRate: 20,
      amountIncVAT: random.int(5, 250) * 100,
    };
    // Invoiced a month or two before it fell due.
    const scheduled = time.workdayTime(when, time.setUpDaysAgo(when, dueInDays, [30, 60]));
    return { fields, links: [company()], scheduled };
  });
  await inBatches(payments, BatchSize, ({ fields, links, scheduled }) =>
    schedulePayment({ db, commands }, newId(), fields, links, time.by(null, scheduled)),
  );
  return { tasks: TaskCount, notes: NoteCount, payments: PaymentCount };
}
