import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ContactSearchHit, SearchColumn } from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';
import { escapeLike } from '../shared/document-filter.js';
import { folded, fuzzyMinLength, prefixPattern, termWords } from './search-terms.js';
import { similarIds, tieredIds, type SearchTier } from './tiered-search.js';

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

/** Ids matching `where`, by last then first name (contacts_last_first_prefix order). */
const byName = (db: Db) => async (where: RawBuilder<SqlBool>, limit: number) => {
  const { rows } = await sql<{ id: string }>`
    select id from contacts where ${where} order by ${last}, ${first}, id limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
};

/**
 * The Contacts column of global search: names starting with the typed words, then full names
 * containing the term (alphabetically by last then first name, counted up to 1000); only when
 * nothing contains it, full names like it by trigram word similarity, so a misspelt name still
 * finds people.
 */
export async function searchContactsColumn(
  db: Db,
  term: string,
  limit: number,
): Promise<SearchColumn<ContactSearchHit>> {
  const text = term.trim();
  const branches = prefixBranches(text);
  const tiers: SearchTier[] = [
    {
      where: sql<SqlBool>`(${sql.join(
        branches.map((b) => sql`(${b})`),
        sql` or `,
      )})`,
      // Each branch walks its own index in name order; an OR of both would sort every match.
      ids: (_where, n) => prefixIds(db, branches, n),
    },
  ];
  const longEnough = text.length >= fuzzyMinLength;
  if (longEnough) tiers.push({ where: sql<SqlBool>`full_name ilike ${`%${escapeLike(text)}%`}`, ids: byName(db) });
  const found = await tieredIds(
    db,
    'contacts',
    tiers,
    limit,
    longEnough ? (n) => similarIds(db, 'contacts', 'full_name', text, n) : undefined,
  );
  return { count: found.count, countCapped: found.countCapped, items: await hits(db, found.ids) };
}
