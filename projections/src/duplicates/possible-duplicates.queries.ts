import {
  MaxPossibleDuplicates,
  type CompanyDuplicatesQuery,
  type ContactDuplicatesQuery,
  type DuplicateReason,
  type PossibleDuplicate,
} from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;

interface CandidateRow {
  id: string;
  name: string;
  detail: string;
  same_name: boolean;
  same_domain?: boolean;
  same_email?: boolean;
  same_phone?: boolean;
}

const reasonsOf = (row: CandidateRow): DuplicateReason[] => [
  ...(row.same_name ? (['name'] as const) : []),
  ...(row.same_domain ? (['domain'] as const) : []),
  ...(row.same_email ? (['email'] as const) : []),
  ...(row.same_phone ? (['phone'] as const) : []),
];

const toDuplicate = (row: CandidateRow): PossibleDuplicate => ({
  _id: row.id,
  name: row.name,
  detail: row.detail,
  reasons: reasonsOf(row),
});

/**
 * Companies that may be the one described: the same name key (company_name_key, indexed) or the
 * same domain. Each branch is an index lookup, so the check costs the same at any table size.
 */
export async function findPossibleDuplicateCompanies(
  db: Db,
  { name, domain, except }: CompanyDuplicatesQuery,
): Promise<PossibleDuplicate[]> {
  if (name === '' && domain === '') return [];
  const { rows } = await sql<CandidateRow>`
    select id, company_name as name,
      concat_ws(', ', nullif(domain, ''), nullif(city, '')) as detail,
      company_name_key(company_name) = company_name_key(${name}) as same_name,
      (domain = ${domain} and domain <> '') as same_domain
    from companies
    where ((company_name_key(company_name) = company_name_key(${name}) and company_name_key(${name}) <> '')
        or (domain = ${domain} and domain <> ''))
      and id <> ${except ?? '00000000-0000-0000-0000-000000000000'}::uuid
    order by lower(company_name), id
    limit ${MaxPossibleDuplicates}`.execute(db);
  return rows.map(toDuplicate);
}

/**
 * Contacts that may be the one described: the same first and last name (person_name_key), the
 * same e-mail, or a telephone or mobile number whose last ten digits match either number given.
 */
export async function findPossibleDuplicateContacts(
  db: Db,
  { firstName, lastName, email, telephone, mobile, except }: ContactDuplicatesQuery,
): Promise<PossibleDuplicate[]> {
  const nameGiven = firstName !== '' && lastName !== '';
  if (!nameGiven && email === '' && telephone === '' && mobile === '') return [];
  const phones = sql`(phone_key(${telephone}), phone_key(${mobile}))`;
  const { rows } = await sql<CandidateRow>`
    select id, full_name as name,
      concat_ws(', ', nullif(email, ''), nullif(doc->>'telephone', ''), nullif(doc->>'mobile', '')) as detail,
      ${nameGiven} and person_name_key(first_name, last_name) = person_name_key(${firstName}, ${lastName}) as same_name,
      (email = ${email} and email <> '') as same_email,
      coalesce(phone_key(doc->>'telephone') in ${phones} or phone_key(doc->>'mobile') in ${phones}, false) as same_phone
    from contacts
    where ((${nameGiven} and person_name_key(first_name, last_name) = person_name_key(${firstName}, ${lastName}))
        or (email = ${email} and email <> '')
        or phone_key(doc->>'telephone') in ${phones}
        or phone_key(doc->>'mobile') in ${phones})
      and id <> ${except ?? '00000000-0000-0000-0000-000000000000'}::uuid
    order by lower(last_name), lower(first_name), id
    limit ${MaxPossibleDuplicates}`.execute(db);
  return rows.map(toDuplicate);
}

/** A company an import row may duplicate, by the row's name as given. */
export interface NamedCandidate {
  /** The name as the row gave it. */
  given: string;
  id: string;
  version: number;
  doc: Record<string, unknown>;
}

/**
 * For each name of an import batch, the companies whose name key it shares: one query for the
 * batch, an index lookup per name.
 */
export async function findCompaniesByNameKeys(db: Db, names: readonly string[]): Promise<NamedCandidate[]> {
  if (names.length === 0) return [];
  const { rows } = await sql<NamedCandidate>`
    select given.name as given, c.id, c.version, c.doc
    from unnest(${[...names]}::text[]) as given(name)
    join companies c on company_name_key(c.company_name) = company_name_key(given.name)
    where company_name_key(given.name) <> ''`.execute(db);
  return rows;
}
