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
      -- An erased person (issue 37) is nobody's duplicate: "Erased person" would match every other.
      and not coalesce((doc->>'erased')::boolean, false)
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

/** A contact an import row (by line) may duplicate. */
export interface LineCandidate {
  line: number;
  id: string;
  version: number;
  doc: Record<string, unknown>;
}

/** What an import row says of a person, to look for who may be them already. */
export interface PersonGiven {
  line: number;
  firstName: string;
  lastName: string;
  telephone: string;
  mobile: string;
}

/**
 * For each row of an import batch, the contacts of the same name key or with a number of the
 * same phone key: one query, each branch of the union an equality join on an indexed key (an OR
 * in one join would read the whole table for every row).
 */
export async function findContactsByPersonKeys(db: Db, people: readonly PersonGiven[]): Promise<LineCandidate[]> {
  if (people.length === 0) return [];
  const column = <K extends keyof PersonGiven>(key: K) => people.map((person) => person[key]);
  const { rows } = await sql<LineCandidate>`
    with given as (
      select * from unnest(${column('line')}::int[], ${column('firstName')}::text[], ${column('lastName')}::text[],
        ${column('telephone')}::text[], ${column('mobile')}::text[]) as g(line, first_name, last_name, telephone, mobile)
    ), keys as (
      select line, 'name' as kind, person_name_key(first_name, last_name) as key from given
        where first_name <> '' and last_name <> ''
      union select line, 'phone', phone_key(telephone) from given where phone_key(telephone) is not null
      union select line, 'phone', phone_key(mobile) from given where phone_key(mobile) is not null
    ), matched as (
      select k.line, c.id from keys k join contacts c on person_name_key(c.first_name, c.last_name) = k.key
        where k.kind = 'name'
      union select k.line, c.id from keys k join contacts c on phone_key(c.doc->>'telephone') = k.key
        where k.kind = 'phone'
      union select k.line, c.id from keys k join contacts c on phone_key(c.doc->>'mobile') = k.key
        where k.kind = 'phone'
    )
    select m.line, c.id, c.version, c.doc from matched m join contacts c on c.id = m.id
    order by m.line, c.id`.execute(db);
  return rows;
}
