import { sql, type Kysely } from 'kysely';

/**
 * Lists stay fast at a million rows (DESIGN §5): each sort a grid offers on contacts and
 * companies has a btree on exactly the expression the ORDER BY uses, so a page (and a keyset
 * page after a cursor) reads its fifty index entries instead of sorting the table. The keys are
 * never null (`coalesce(…, '')`), so they order without a NULLS clause and page by a row
 * comparison the index can start from; same expression, same (default) collation as the query.
 * `email` gets a trigram index for the §5 contains filter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index contacts_name_key
    on contacts ((coalesce(lower(last_name), '')), (coalesce(lower(first_name), '')), id)`.execute(db);
  await sql`create index contacts_first_name_key on contacts ((coalesce(lower(first_name), '')), id)`.execute(db);
  await sql`create index contacts_email_key on contacts (email, id)`.execute(db);
  await sql`create index contacts_email_trgm on contacts using gin (email gin_trgm_ops)`.execute(db);
  await sql`create index companies_name_key on companies ((coalesce(lower(company_name), '')), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'contacts_name_key',
    'contacts_first_name_key',
    'contacts_email_key',
    'contacts_email_trgm',
    'companies_name_key',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
}
