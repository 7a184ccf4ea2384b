import { purchaseFieldsSchema, type ClientDecision } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import { sql, type Kysely } from 'kysely';
import type { Commands } from '../kernel/event-sourcing/commands.js';
import { commandTime, type CommandMetadata } from '../kernel/event-sourcing/execute-command.js';
import { newId } from '../kernel/ids.js';
import { purchaseDecider } from '../features/purchases/purchase.decider.js';
import { registerPurchase } from '../features/purchases/register-purchase.js';
import { findDemoClientProject } from './demo-client-project.js';
import { demoTime } from './demo-time.js';

const DayMs = 86_400_000;

/**
 * What the demo client finds waiting (issue 14), oldest first: one submitted long enough ago to
 * be overdue (past CLIENT_APPROVAL_DUE_DAYS, 5 by default), two more awaiting, one approved and
 * one rejected with the client's reason.
 */
const plan: {
  submittedDaysAgo: number;
  note: string;
  decision?: { daysAgo: number; as: ClientDecision; comment: string };
}[] = [
  {
    submittedDaysAgo: 12,
    note: 'Trade buyer in the same region; strong balance sheet.',
    decision: { daysAgo: 10, as: 'approved', comment: 'Happy for you to approach them.' },
  },
  {
    submittedDaysAgo: 11,
    note: 'Active acquirer in the sector.',
    decision: { daysAgo: 9, as: 'rejected', comment: 'We know them — a competitor, please don’t approach' },
  },
  { submittedDaysAgo: 8, note: 'Private equity backed; has asked about businesses like yours before.' },
  { submittedDaysAgo: 2, note: 'Looking to expand into your market.' },
  { submittedDaysAgo: 1, note: 'A good strategic fit for your product range.' },
];

/**
 * Purchasers of the demo client's project submitted for their approval, and some decided, through
 * the same commands the API runs, dated in the past as a team would have done it. Run last
 * (after the calls): a rejected purchaser refuses calls, and the calls pick purchasers at random.
 * Answers how many purchasers were submitted (0 without the demo client or their project).
 */
export async function seedDemoClientApprovals(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  now = Date.now(),
): Promise<number> {
  const demo = await findDemoClientProject(db);
  if (!demo) return 0;
  const { project } = demo;
  const client = { id: demo.clientUserId };
  const owner = await db.selectFrom('projects').select('owner_id').where('id', '=', project.id).executeTakeFirst();
  const teamId = owner?.owner_id ?? null;
  const time = demoTime(now);
  const at = (daysAgo: number) => now - daysAgo * DayMs;

  // Purchasers whose own history had ended by the first submission, so each one's record reads in order.
  const listedBy = at(Math.max(...plan.map((step) => step.submittedDaysAgo)) + 1);
  const purchasers = await ensurePurchasers(commands, db, project, time.by(teamId, listedBy), plan.length);
  for (const [i, step] of plan.entries()) {
    const purchaseId = purchasers[i];
    if (!purchaseId) break;
    const submitted = time.by(teamId, at(step.submittedDaysAgo));
    await commands.execute(purchaseDecider, {
      command: {
        type: 'SubmitPurchaseForApproval',
        purchaseId,
        note: step.note,
        sector: null,
        at: commandTime(submitted).toISOString(),
      },
      metadata: submitted,
    });
    if (step.decision) {
      const { as, comment, daysAgo } = step.decision;
      const decided = time.by(client.id, at(daysAgo));
      await commands.execute(purchaseDecider, {
        command: {
          type: 'DecidePurchaseApproval',
          purchaseId,
          decision: as,
          comment,
          at: commandTime(decided).toISOString(),
        },
        metadata: decided,
      });
    }
  }
  return Math.min(plan.length, purchasers.length);
}

/**
 * The project's purchasers not yet approached (no stage, no call) first, among those last changed
 * by the time `team` is dated at, registering more from the demo companies (at that time) when the
 * project has fewer than `count`.
 */
async function ensurePurchasers(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  project: { id: string; clientId: string },
  team: CommandMetadata,
  count: number,
): Promise<string[]> {
  const ofProject = async () =>
    (
      await sql<{ id: string }>`
        select id from purchases where project_id = ${project.id} and review_state = 'notSubmitted'
          and updated_at <= ${team.at ?? new Date()}
        order by (current_stage <> '' or last_contact_id is not null), lower(company_name), id`.execute(db)
    ).rows.map((row) => row.id);
  const found = await ofProject();
  if (found.length >= count) return found;
  const { rows: spare } = await sql<{ id: string }>`
    select id from companies
    where id <> ${project.clientId}
      and id not in (select company_id from purchases where project_id = ${project.id})
    order by lower(company_name), id limit ${count - found.length}`.execute(db);
  for (const company of spare) {
    const fields = purchaseFieldsSchema.parse({ company: company.id, project: project.id });
    await registerPurchase({ db, commands }, newId(), fields, 0, team);
  }
  return ofProject();
}
