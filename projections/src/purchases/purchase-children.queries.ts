import { PurchaseChildListNames, type PurchaseChildListName } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;
export type PurchaseChildLists = Record<PurchaseChildListName, string[]>;

/** The one linked to the purchase last first (spec §7.10; `linked_at`, migration 0018). */
const linkedLastFirst = sql`c.linked_at->>p.purchase desc nulls last`;

/**
 * The tables of the records a purchase lists, each matched the way its GIN index is built: on
 * the `purchases` list, or (attachments) on the whole document. Communications by when they took
 * place, newest first; the others latest linked first.
 */
const childTables: Record<PurchaseChildListName, { table: string; wholeDoc?: true; newestFirst: RawBuilder<unknown> }> =
  {
    communications: { table: 'communications', newestFirst: sql`c.doc->>'commsDate' desc` },
    attachments: { table: 'attachments', wholeDoc: true, newestFirst: linkedLastFirst },
    tasks: { table: 'tasks', newestFirst: linkedLastFirst },
    notes: { table: 'notes', newestFirst: linkedLastFirst },
  };

const emptyLists = (): PurchaseChildLists =>
  Object.fromEntries(PurchaseChildListNames.map((name) => [name, []])) as unknown as PurchaseChildLists;

/**
 * The ids of the records linked to each of these purchases, per list (spec §3.6). The links live
 * on the children (their `purchases` lists): one query per kind of child for a whole page.
 */
export async function findPurchaseChildIds(
  db: Db,
  purchaseIds: readonly string[],
): Promise<Map<string, PurchaseChildLists>> {
  const lists = new Map(purchaseIds.map((id) => [id, emptyLists()]));
  if (purchaseIds.length === 0) return lists;
  const ids = [...lists.keys()];
  await Promise.all(
    PurchaseChildListNames.map(async (name) => {
      const { table, wholeDoc, newestFirst } = childTables[name];
      const linked = wholeDoc
        ? sql.join(
            ids.map((id) => sql`c.doc @> ${JSON.stringify({ purchases: [id] })}::jsonb`),
            sql` or `,
          )
        : sql`c.doc->'purchases' ?| ${ids}::text[]`;
      const { rows } = await sql<{ id: string; purchase: string }>`
        select c.id::text as id, p.purchase
        from ${sql.table(table)} c cross join lateral jsonb_array_elements_text(c.doc->'purchases') as p(purchase)
        where (${linked}) and p.purchase = any(${ids}::text[])
        order by ${newestFirst}, c.id desc`.execute(db);
      for (const row of rows) lists.get(row.purchase)?.[name].push(row.id);
    }),
  );
  return lists;
}
