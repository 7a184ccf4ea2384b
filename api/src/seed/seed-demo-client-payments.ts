import { PaymentStatus, type PaymentFields } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { newId } from '../kernel/ids.js';
import { schedulePayment } from '../features/payments/schedule-payment.js';
import { findDemoClientProject } from './demo-client-project.js';
import { demoTime } from './demo-time.js';
import type { Commands } from '../kernel/event-sourcing/commands.js';

const DayMs = 86_400_000;

/** What the demo client pays for their sale: paid, due, and due on completion. */
const fees: { description: string; dueInDays: number; status: PaymentStatus; amountIncVAT: number }[] = [
  { description: 'Engagement fee', dueInDays: -40, status: PaymentStatus.Paid, amountIncVAT: 6000 },
  { description: 'Information memorandum', dueInDays: 7, status: PaymentStatus.Due, amountIncVAT: 4800 },
  { description: 'Success fee on completion', dueInDays: 120, status: PaymentStatus.NotYetDue, amountIncVAT: 60000 },
];

/**
 * The payments of the demo client's project, so their status page shows what is paid and due
 * (issue 14), through the payments' own command. Answers how many payments were scheduled.
 */
export async function seedDemoClientPayments(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  now = Date.now(),
): Promise<number> {
  const demo = await findDemoClientProject(db);
  if (!demo) return 0;
  const time = demoTime(now);
  const project = await db
    .selectFrom('projects')
    .select('created_at')
    .where('id', '=', demo.project.id)
    .executeTakeFirst();
  const started = project?.created_at.getTime() ?? now;
  for (const fee of fees) {
    const fields: PaymentFields = {
      description: fee.description,
      status: fee.status,
      dueDate: new Date(now + fee.dueInDays * DayMs).toISOString(),
      vatRate: 20,
      amountIncVAT: fee.amountIncVAT,
    };
    await schedulePayment(
      { db, commands },
      newId(),
      fields,
      [{ type: 'project', id: demo.project.id }],
      // Agreed in the engagement letter, the day after the sale was introduced.
      time.by(null, started + DayMs),
    );
  }
  return fees.length;
}
