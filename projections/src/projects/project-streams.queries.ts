import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/** A record whose domain events belong in a project's history, named for display. */
export interface ProjectRelatedStream {
  type: 'purchase' | 'communication' | 'attachment' | 'buyerlink';
  id: string;
  name: string;
}

/**
 * The purchases of a project, the communications logged on it or on its purchases, and the
 * documents attached to it (their sharing with the client and the client's decisions are
 * part of the project's story, issue 14), and the links to buyer documents sent on it (issue 38):
 * the streams its history reads besides its own. Deleted records are gone from the read models and
 * so from the list. A communication is named after the purchaser it concerns, if any.
 */
export async function findProjectRelatedStreams(
  db: Kysely<ReadModelDatabase>,
  projectId: string,
): Promise<ProjectRelatedStream[]> {
  const purchases = await db
    .selectFrom('purchases')
    .select(['id', 'company_name'])
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .execute();
  const names = new Map(purchases.map((row) => [row.id, row.company_name]));
  const { rows: communications } = await sql<{ id: string; purchases: string[] }>`
    select id::text as id, coalesce(doc->'purchases', '[]'::jsonb) as purchases from communications
    where doc->'projects' ? ${projectId}::text
       or doc->'purchases' ?| ${purchases.map((row) => row.id)}::text[]
    order by created_at`.execute(db);
  const { rows: attachments } = await sql<{ id: string; name: string }>`
    select id::text as id, file_name as name from attachments
    where doc @> jsonb_build_object('projects', jsonb_build_array(${projectId}::text))
    order by created_at`.execute(db);
  return [
    ...purchases.map((row) => ({ type: 'purchase' as const, id: row.id, name: row.company_name })),
    ...communications.map((row) => ({
      type: 'communication' as const,
      id: row.id,
      name: row.purchases.map((id) => names.get(id)).find((name) => name !== undefined) ?? '',
    })),
    ...attachments.map((row) => ({ type: 'attachment' as const, id: row.id, name: row.name })),
    ...(await findBuyerLinkStreams(db, { projectId })),
  ];
}

/**
 * The links to buyer documents (issue 38) sent on a project or to one purchaser, oldest first,
 * each named after its purchaser: the streams that tell who was sent what, and what they read.
 */
export async function findBuyerLinkStreams(
  db: Kysely<ReadModelDatabase>,
  of: { projectId: string } | { purchaseId: string },
): Promise<ProjectRelatedStream[]> {
  const rows = await db
    .selectFrom('buyer_links as l')
    .leftJoin('purchases as p', 'p.id', 'l.purchase_id')
    .select(['l.id', 'p.company_name'])
    .where('projectId' in of ? 'l.project_id' : 'l.purchase_id', '=', 'projectId' in of ? of.projectId : of.purchaseId)
    .orderBy('l.sent_at')
    .execute();
  return rows.map((row) => ({ type: 'buyerlink' as const, id: row.id, name: row.company_name ?? '' }));
}
