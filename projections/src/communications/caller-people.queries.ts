import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;

/** The companies each of these contacts is linked to (a contact linked to none maps to []). */
export async function findCompaniesOfContacts(db: Db, contactIds: readonly string[]): Promise<Map<string, string[]>> {
  const companies = new Map<string, string[]>(contactIds.map((id) => [id, []]));
  if (contactIds.length === 0) return companies;
  const rows = await db
    .selectFrom('contact_companies')
    .select(['contact_id', 'company_id'])
    .where('contact_id', 'in', [...new Set(contactIds)])
    .execute();
  for (const row of rows) companies.get(row.contact_id)?.push(row.company_id);
  return companies;
}

/** The users each of these projects names: its owner, the firm's people and its external callers. */
export async function findPeopleOfProjects(db: Db, projectIds: readonly string[]): Promise<Map<string, string[]>> {
  const people = new Map<string, string[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return people;
  const { rows } = await sql<{ id: string; user_id: string }>`
    select p.id::text as id, person.user_id
    from projects p,
      lateral (
        select p.doc->>'owner' as user_id
        union all select jsonb_array_elements_text(coalesce(p.doc->'blueboxContacts', '[]'::jsonb))
        union all select jsonb_array_elements_text(coalesce(p.doc->'externalCallers', '[]'::jsonb))
      ) person
    where p.id = any(${[...new Set(projectIds)]}::uuid[]) and person.user_id is not null`.execute(db);
  for (const row of rows) people.get(row.id)?.push(row.user_id);
  return people;
}
