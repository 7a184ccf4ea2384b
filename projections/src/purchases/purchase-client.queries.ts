import {
  notSubmittedReview,
  type ClientApprovalItem,
  type ClientPurchaserMilestones,
  type ClientReview,
  type OverdueApproval,
} from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/**
 * What the client portal reads of purchases (issue 14). Only the purchaser's name, the project's
 * name and the review leave here: never comments, priority, stages, scores or communications.
 */

type Db = Kysely<ReadModelDatabase>;

/**
 * The purchasers submitted to the client on these projects (every review but notSubmitted):
 * those waiting for a decision first, then the most recently submitted.
 */
export async function findPurchaserApprovalItems(db: Db, projectIds: readonly string[]): Promise<ClientApprovalItem[]> {
  if (projectIds.length === 0) return [];
  const { rows } = await sql<{
    id: string;
    project_id: string;
    project_name: string | null;
    doc: Record<string, unknown>;
    company_name: string;
  }>`
    select p.id, p.project_id, pr.project_name, p.doc, p.company_name
    from purchases p left join projects pr on pr.id = p.project_id
    where p.project_id = any(${[...projectIds]}::uuid[]) and p.review_state <> 'notSubmitted'
    order by (p.review_state = 'awaiting') desc, p.review_submitted_at desc nulls last, p.id`.execute(db);
  return rows.map((row) => ({
    kind: 'purchaser',
    _id: row.id,
    project: { _id: row.project_id, projectName: row.project_name ?? String(row.doc.projectName ?? '') },
    title: row.company_name,
    review: (row.doc.clientReview as ClientReview | undefined) ?? notSubmittedReview,
    file: null,
  }));
}

/**
 * How far the approaches on a project have gone: a purchaser counts as approached once it has a
 * stage or a logged contact, or once the client approved it; the ticks are counted as they stand.
 */
export async function countPurchaserMilestones(db: Db, projectId: string): Promise<ClientPurchaserMilestones> {
  const ticked = (name: string) => sql`count(*) filter (where (doc->${name}->>'checked')::boolean)`;
  const { rows } = await sql<{ approached: string; nda_sent: string; nda_signed: string; im_sent: string }>`
    select
      count(*) filter (where current_stage <> '' or last_contact_id is not null or review_state = 'approved')
        as approached,
      ${ticked('sentNDA')} as nda_sent,
      ${ticked('signedNDA')} as nda_signed,
      ${ticked('sentIM')} as im_sent
    from purchases where project_id = ${projectId}`.execute(db);
  const row = rows[0];
  return {
    approached: Number(row?.approached ?? 0),
    ndaSent: Number(row?.nda_sent ?? 0),
    ndaSigned: Number(row?.nda_signed ?? 0),
    imSent: Number(row?.im_sent ?? 0),
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Purchasers waiting for the client longer than `dueDays` (submitted before now − dueDays), the
 * longest waiting first; of one project when `projectId` is given.
 */
export async function findOverduePurchaserApprovals(
  db: Db,
  opts: { now: Date; dueDays: number; projectId?: string },
): Promise<OverdueApproval[]> {
  const due = new Date(opts.now.getTime() - opts.dueDays * dayMs).toISOString();
  const ofProject = opts.projectId === undefined ? sql`true` : sql`p.project_id = ${opts.projectId}`;
  // ISO instants in UTC sort as text, so the comparison uses the index on review_submitted_at.
  const { rows } = await sql<{
    id: string;
    project_id: string;
    client_id: string;
    company_name: string;
    submitted_at: string;
    doc: Record<string, unknown>;
    project_name: string | null;
    reference: string | null;
    client_name: string | null;
  }>`
    select p.id, p.project_id, p.client_id, p.company_name, p.review_submitted_at as submitted_at, p.doc,
      pr.project_name, pr.reference, c.company_name as client_name
    from purchases p
      left join projects pr on pr.id = p.project_id
      left join companies c on c.id = p.client_id
    where p.review_state = 'awaiting' and p.review_submitted_at < ${due} and ${ofProject}
    order by p.review_submitted_at, p.id`.execute(db);
  return rows.map((row) => ({
    kind: 'purchaser',
    _id: row.id,
    project: {
      _id: row.project_id,
      projectName: row.project_name ?? String(row.doc.projectName ?? ''),
      reference: row.reference ?? '',
    },
    client: { _id: row.client_id, companyName: row.client_name ?? String(row.doc.clientName ?? '') },
    title: row.company_name,
    submittedAt: row.submitted_at,
    daysWaiting: Math.max(0, Math.floor((opts.now.getTime() - Date.parse(row.submitted_at)) / dayMs)),
  }));
}
