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
import type { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { AddNoteCommand } from '../notes/add-note.handler.js';
import { SchedulePaymentCommand } from '../payments/schedule-payment.handler.js';
import { CreateTaskCommand } from '../tasks/create-task.handler.js';
import { demoRandom, inBatches } from './demo-random.js';
import { newId } from '../common/ids.js';

const Seed = 20_261_123;
const TaskCount = 160;
const NoteCount = 120;
const PaymentCount = 40;
const BatchSize = 8;
const DayMs = 86_400_000;

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
 * payments, all linked to demo companies and created through their handlers. Run after the demo
 * companies; needs at least one.
 */
export async function seedDemoTasks(
  commands: CommandBus,
  db: Kysely<ReadModelDatabase>,
  now = new Date(),
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
  const company = (): RecordRef => ({ type: 'company', id: random.pick(companies) });
  const metadata = (actorId: string | null) => ({ actorId, correlationId: newId() });
  const statuses = Object.values(TaskStatus);
  const priorities = Object.values(TaskPriority);

  const tasks = Array.from({ length: TaskCount }, (_, i) => {
    const fields: TaskFields = {
      subject: random.pick(taskSubjects),
      description: '',
      status: random.next() < 0.35 ? TaskStatus.Completed : random.pick(statuses),
      priority: random.pick(priorities),
      dueDate: new Date(now.getTime() + random.int(-20, 45) * DayMs).toISOString(),
      assignedTo: [staff[i % staff.length]!],
    };
    return { fields, links: [company()] };
  });
  await inBatches(tasks, BatchSize, ({ fields, links }) =>
    commands.execute(new CreateTaskCommand(newId(), fields, links, metadata(null))),
  );

  const notes = Array.from({ length: NoteCount }, (_, i) => ({
    authorId: staff[i % staff.length]!,
    content: random.pick(noteTexts),
    pinned: random.next() < 0.1,
    links: [company()],
  }));
  // The handler makes the actor the author.
  await inBatches(notes, BatchSize, ({ authorId, content, pinned, links }) =>
    commands.execute(new AddNoteCommand(newId(), { content, subject: '', pinned }, links, metadata(authorId))),
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
      dueDate: new Date(now.getTime() + dueInDays * DayMs).toISOString(),
      vatRate: 20,
      amountIncVAT: random.int(5, 250) * 100,
    };
    return { fields, links: [company()] };
  });
  await inBatches(payments, BatchSize, ({ fields, links }) =>
    commands.execute(new SchedulePaymentCommand(newId(), fields, links, metadata(null))),
  );
  return { tasks: TaskCount, notes: NoteCount, payments: PaymentCount };
}
