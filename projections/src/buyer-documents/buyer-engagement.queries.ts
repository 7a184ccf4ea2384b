import type { BuyerEngagement } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/**
 * How each purchaser of a project read the buyer documents sent to them (issue 38), the most
 * engaged first: a download counts three, a view two, an opening one; ties by the latest activity.
 * Purchasers sent nothing are not listed.
 */
export async function findBuyerEngagement(
  db: Kysely<ReadModelDatabase>,
  projectId: string,
): Promise<BuyerEngagement[]> {
  const { rows } = await sql<{
    purchase_id: string;
    purchaser_name: string | null;
    links: number;
    readers: number;
    opened: number;
    viewed: number;
    downloaded: number;
    teaser_sent: boolean;
    im_sent: boolean;
    last_activity_at: Date | null;
  }>`
    with reads as (
      select l.purchase_id, l.opened, l.last_activity_at, l.documents,
        coalesce((select sum((a.value->>'viewed')::int) from jsonb_each(l.activity) a), 0)::int as viewed,
        coalesce((select sum((a.value->>'downloaded')::int) from jsonb_each(l.activity) a), 0)::int as downloaded
      from buyer_links l where l.project_id = ${projectId}::uuid
    )
    select r.purchase_id::text as purchase_id, p.company_name as purchaser_name,
      count(*)::int as links, count(*) filter (where r.opened > 0)::int as readers,
      sum(r.opened)::int as opened, sum(r.viewed)::int as viewed, sum(r.downloaded)::int as downloaded,
      bool_or(r.documents @> '[{"buyerAccess": "teaser"}]') as teaser_sent,
      bool_or(r.documents @> '[{"buyerAccess": "nda"}]') as im_sent,
      max(r.last_activity_at) as last_activity_at
    from reads r left join purchases p on p.id = r.purchase_id
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
    teaserSent: row.teaser_sent,
    imSent: row.im_sent,
    lastActivityAt: row.last_activity_at ? new Date(row.last_activity_at).toISOString() : null,
  }));
}
