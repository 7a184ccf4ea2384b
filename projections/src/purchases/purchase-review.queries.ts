import { notSubmittedReview, type ClientReview } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;

/**
 * What the approval use cases (issue 14) need to know of a purchase before they decide: its
 * project and client, the purchaser's name and industry (the sector the team may share), and
 * where it stands with the client.
 */
export interface PurchaseReview {
  id: string;
  projectId: string;
  clientId: string;
  companyName: string;
  /** The client company's name (the name the purchase last knew, once it is deleted). */
  clientName: string;
  /** The purchaser company's industry (an IndustryCategory), null when not set. */
  industryType: string | null;
  review: ClientReview;
}

interface ReviewRow {
  id: string;
  project_id: string;
  client_id: string;
  company_name: string;
  client_name: string | null;
  industry_type: string | null;
  doc: Record<string, unknown>;
}

async function reviewsWhere(db: Db, where: RawBuilder<unknown>): Promise<PurchaseReview[]> {
  const { rows } = await sql<ReviewRow>`
    select p.id, p.project_id, p.client_id, p.company_name, cl.company_name as client_name, co.industry_type, p.doc
    from purchases p
      left join companies co on co.id = p.company_id
      left join companies cl on cl.id = p.client_id
    where ${where}
    order by lower(p.company_name), p.id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    clientId: row.client_id,
    companyName: row.company_name,
    clientName: row.client_name ?? String(row.doc.clientName ?? ''),
    industryType: row.industry_type,
    review: (row.doc.clientReview as ClientReview | undefined) ?? notSubmittedReview,
  }));
}

/** The purchases among these ids that exist, by id. */
export async function findPurchaseReviews(db: Db, ids: readonly string[]): Promise<Map<string, PurchaseReview>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = await reviewsWhere(db, sql`p.id = any(${unique}::uuid[])`);
  return new Map(found.map((review) => [review.id, review]));
}

/** Every purchaser of a project, by name. */
export function findProjectPurchaseReviews(db: Db, projectId: string): Promise<PurchaseReview[]> {
  return reviewsWhere(db, sql`p.project_id = ${projectId}`);
}
