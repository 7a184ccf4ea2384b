import type { BuyerEngagement } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * How each purchaser of a project read the buyer documents sent to them (issue 38), the most
 * engaged first: a download counts three, a view two, an opening one; ties by the latest activity.
 * Purchasers sent nothing are not listed.
 */
export async function findBuyerEngagement(
  db: Kysely<ReadModelDatabase>,
  projectId: string,
  /** Only the purchasers the client approved: what the client's portal may show (issue 38). */
  options: { approvedOnly?: boolean } = {},
): Promise<BuyerEngagement[]> {
  const approved = options.approvedOnly ? sql`and p.review_state = 'approved'` : sql``;
  const { rows } = await sql<{
    purchase_id: string;
    purchaser_name: string | null;
    links: number;
    readers: number;
    opened: number;
    viewed: number;
    downloaded: number;
    teaser_sent_at: Date | null;
    im_sent_at: Date | null;
    first_opened_at: Date | null;
    last_activity_at: Date | null;
  }>`
    with reads as (
      select l.purchase_id, l.opened, l.sent_at, l.first_opened_at, l.last_activity_at, l.documents,
        coalesce((select sum((a.value->>'viewed')::int) from jsonb_each(l.activity) a), 0)::int as viewed,
        coalesce((select sum((a.value->>'downloaded')::int) from jsonb_each(l.activity) a), 0)::int as downloaded
      from buyer_links l where l.project_id = ${projectId}::uuid
    )
    select r.purchase_id::text as purchase_id, p.company_name as purchaser_name,
      count(*)::int as links, count(*) filter (where r.opened > 0)::int as readers,
      sum(r.opened)::int as opened, sum(r.viewed)::int as viewed, sum(r.downloaded)::int as downloaded,
      min(r.sent_at) filter (where r.documents @> '[{"buyerAccess": "teaser"}]') as teaser_sent_at,
      min(r.sent_at) filter (where r.documents @> '[{"buyerAccess": "nda"}]') as im_sent_at,
      min(r.first_opened_at) as first_opened_at, max(r.last_activity_at) as last_activity_at
    from reads r left join purchases p on p.id = r.purchase_id
    where true ${approved}
    group by r.purchase_id, p.company_name
    order by sum(r.downloaded) * 3 + sum(r.viewed) * 2 + sum(r.opened) desc, max(r.last_activity_at) desc nulls last,
      p.company_name
    limit 500`.execute(db);
  return rows.map((row) => ({
    purchaseId: row.purchase_id,
    purchaserName: row.purchaser_name ?? '',
    links: row.links,
    readers: row.readers,
    opened: row.opened,
    viewed: row.viewed,
    downloaded: row.downloaded,
    teaserSentAt: isoOrNull(row.teaser_sent_at),
    imSentAt: isoOrNull(row.im_sent_at),
    firstOpenedAt: isoOrNull(row.first_opened_at),
    lastActivityAt: isoOrNull(row.last_activity_at),
  }));
}
