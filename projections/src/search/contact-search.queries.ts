import { sql, type Kysely, type RawBuilder } from 'kysely';
import { GlobalSearchCountCap, type ContactSearchHit, type SearchColumn } from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';
import { cappedCount, folded, fuzzyMinLength, prefixPattern, termWords } from './search-terms.js';

type Db = Kysely<ReadModelDatabase>;

const first = folded('first_name');
const last = folded('last_name');

/**
 * Who a typed term names, by prefix: "jo" is anyone whose first or last name starts with "jo";
 * "jo sm" is first name "jo…" and last name "sm…", or the other way round. Each branch is a
 * range of one of the prefix indexes, already in name order.
 */
function prefixBranches(term: string): RawBuilder<unknown>[] {
  const [a, b] = termWords(term).map(prefixPattern);
  if (b === undefined) return [sql`${last} like ${a}`, sql`${first} like ${a}`];
  return [sql`${first} like ${a} and ${last} like ${b}`, sql`${last} like ${a} and ${first} like ${b}`];
}

async function prefixIds(db: Db, branches: RawBuilder<unknown>[], limit: number): Promise<string[]> {
  const selects = branches.map(
    (where) =>
      sql`(select id, ${last} as l, ${first} as f from contacts where ${where} order by 2, 3, id limit ${limit})`,
  );
  const { rows } = await sql<{ id: string }>`
    select id from (${sql.join(selects, sql` union `)}) hits order by l, f, id limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

async function hits(db: Db, ids: readonly string[]): Promise<ContactSearchHit[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{
    id: string;
    first_name: string;
    last_name: string;
    job_title: string;
    company_name: string | null;
    company_count: string;
  }>`
    select c.id, c.first_name, c.last_name, c.job_title,
      (select co.company_name from contact_companies cc join companies co on co.id = cc.company_id
        where cc.contact_id = c.id order by cc.linked_at, cc.company_id limit 1) as company_name,
      (select count(*) from contact_companies cc where cc.contact_id = c.id) as company_count
    from contacts c where c.id = any(${ids}::uuid[])`.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        _id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        jobTitle: r.job_title,
        companyName: r.company_name ?? '',
        companyCount: Number(r.company_count),
      },
    ];
  });
}

/**
 * The Contacts column of global search: names starting with the typed words, alphabetically by
 * last then first name; when those do not fill the column, full names like the term by trigram
 * word similarity (contacts_full_name_trgm), best first, so a misspelt name still finds people.
 */
export async function searchContactsColumn(
  db: Db,
  term: string,
  limit: number,
): Promise<SearchColumn<ContactSearchHit>> {
  const text = term.trim();
  const branches = prefixBranches(text);
  const anyBranch = sql`(${sql.join(
    branches.map((b) => sql`(${b})`),
    sql` or `,
  )})`;
  const ids = await prefixIds(db, branches, limit);
  const prefixCount = await cappedCount(db, 'contacts', anyBranch, GlobalSearchCountCap);
  if (ids.length >= limit || text.length < fuzzyMinLength) {
    return { count: prefixCount.count, countCapped: prefixCount.capped, items: await hits(db, ids) };
  }
  const similar = sql`${text} <% full_name and not ${anyBranch}`;
  const { rows } = await sql<{ id: string }>`
    select id from contacts where ${similar}
    order by word_similarity(${text}, full_name) desc, id limit ${limit - ids.length}`.execute(db);
  const fuzzyCount = await cappedCount(db, 'contacts', similar, GlobalSearchCountCap - prefixCount.count);
  return {
    count: prefixCount.count + fuzzyCount.count,
    countCapped: fuzzyCount.capped,
    items: await hits(db, [...ids, ...rows.map((r) => r.id)]),
  };
}
