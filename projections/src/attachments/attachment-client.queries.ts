import type { ClientApprovalItem, ClientReview, OverdueApproval } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;
const dayMs = 24 * 60 * 60 * 1000;

interface ItemRow {
  id: string;
  file_name: string;
  content_type: string;
  size: string;
  review: ClientReview;
  project_id: string;
  project_name: string;
}

/**
 * The documents the clients of these projects see (issue 14): shared with them or submitted for
 * their approval, as approval items. Only the file's name, type and size and the review go out:
 * never the uploader, the description or the document's other links. Awaiting ones first, then
 * the most recently submitted. Served by the partial index on (client_project_id, review_state).
 */
export async function findDocumentApprovalItems(db: Db, projectIds: readonly string[]): Promise<ClientApprovalItem[]> {
  if (projectIds.length === 0) return [];
  const { rows } = await sql<ItemRow>`
    select a.id, a.file_name, a.content_type, a.size, a.doc->'clientReview' as review,
      p.id as project_id, p.project_name
    from attachments a join projects p on p.id = a.client_project_id
    where a.client_project_id = any(${[...projectIds]}::uuid[]) and a.review_state <> 'notSubmitted'
    order by (a.review_state = 'awaiting') desc, (a.doc->'clientReview'->>'submittedAt') desc nulls last, a.id`.execute(
    db,
  );
  return rows.map((row) => ({
    kind: 'document',
    _id: row.id,
    project: { _id: row.project_id, projectName: row.project_name },
    title: row.file_name,
    review: row.review,
    file: { contentType: row.content_type, size: Number(row.size) },
  }));
}

interface OverdueRow {
  id: string;
  file_name: string;
  submitted_at: string;
  project_id: string;
  project_name: string;
  reference: string;
  client_id: string;
  company_name: string | null;
}

/**
 * Documents awaiting their client's decision for longer than `dueDays` whole days at `now`
 * (optionally of one project), the longest waiting first, for staff: the project, its client
 * company and how many whole days the document has waited.
 */
export async function findOverdueDocumentApprovals(
  db: Db,
  opts: { now: Date; dueDays: number; projectId?: string },
): Promise<OverdueApproval[]> {
  const cutoff = new Date(opts.now.getTime() - opts.dueDays * dayMs).toISOString();
  const project = opts.projectId === undefined ? sql`true` : sql`a.client_project_id = ${opts.projectId}::uuid`;
  const { rows } = await sql<OverdueRow>`
    select a.id, a.file_name, a.doc->'clientReview'->>'submittedAt' as submitted_at,
      p.id as project_id, p.project_name, p.reference, p.client_id, c.company_name
    from attachments a
      join projects p on p.id = a.client_project_id
      left join companies c on c.id = p.client_id
    where a.client_project_id is not null and a.review_state = 'awaiting' and ${project}
      and (a.doc->'clientReview'->>'submittedAt')::timestamptz < ${cutoff}::timestamptz
    order by submitted_at, a.id`.execute(db);
  return rows.map((row) => ({
    kind: 'document',
    _id: row.id,
    project: { _id: row.project_id, projectName: row.project_name, reference: row.reference },
    client: { _id: row.client_id, companyName: row.company_name ?? '' },
    title: row.file_name,
    submittedAt: row.submitted_at,
    daysWaiting: Math.max(0, Math.floor((opts.now.getTime() - Date.parse(row.submitted_at)) / dayMs)),
  }));
}
