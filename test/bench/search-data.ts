import type pg from 'pg';

/** Name parts the generated records are built from (and the benchmark's terms are drawn from). */
const firstNames = [
  'James',
  'Mary',
  'John',
  'Patricia',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'William',
  'Elizabeth',
  'David',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Oliver',
  'Amelia',
  'George',
  'Isla',
  'Harry',
  'Ava',
  'Noah',
  'Mia',
  'Jack',
  'Ivy',
  'Leo',
  'Freya',
  'Arthur',
  'Lily',
  'Muhammad',
  'Florence',
  'Oscar',
  'Willow',
  'Theodore',
  'Rosie',
];
const onsets = [
  'sm',
  'jo',
  'ta',
  'br',
  'wi',
  'da',
  'pa',
  'ro',
  'wr',
  'th',
  'ev',
  'wa',
  'gr',
  'ha',
  'cl',
  'ja',
  'wo',
  'ed',
  'tu',
  'ma',
  'co',
  'hi',
  'mo',
  'ki',
  'le',
  'ba',
  'al',
  'kh',
  'sc',
  'pe',
  'be',
  'yo',
  'ph',
  'ri',
  'mi',
  'fo',
  'ne',
  'gi',
  'ca',
  'du',
];
const vowels = ['a', 'e', 'i', 'o', 'u', 'ay', 'ee', 'ow', 'ar', 'er'];
const codas = [
  'll',
  'n',
  'rd',
  'ck',
  'ns',
  'lton',
  'ker',
  'son',
  'ton',
  'man',
  'ley',
  'ford',
  'well',
  'wood',
  'er',
  's',
  'field',
  'by',
  'worth',
  'ham',
];
const endings = ['', '', '', 'son', 's', 'e', 'ington', 'er'];
const companySuffixes = [
  'Holdings',
  'Partners',
  'Group',
  'Capital',
  'Advisory',
  'Technologies',
  'Foods',
  'Logistics',
  'Consulting',
  'Ltd',
  'Engineering',
  'Healthcare',
  'Media',
  'Properties',
  'Energy',
  'Retail',
  'Services',
  'Systems',
  'Ventures',
  'Industries',
];

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
/** A made-up surname-like word from the bytes of an md5 hash `h`, starting at byte `at`. */
const word = (at: number) =>
  `initcap((${sqlArray(onsets)})[1 + get_byte(h, ${at}) % ${onsets.length}]` +
  ` || (${sqlArray(vowels)})[1 + get_byte(h, ${at + 1}) % ${vowels.length}]` +
  ` || (${sqlArray(codas)})[1 + get_byte(h, ${at + 2}) % ${codas.length}]` +
  ` || (${sqlArray(endings)})[1 + get_byte(h, ${at + 3}) % ${endings.length}])`;

const companyId = (n: string) => `md5('bench-company-' || (${n}))::uuid`;

/**
 * Loads `companies` companies and `contacts` contacts (each at one or two companies) straight
 * into the read-model tables with SQL: going through the API would take hours at the write
 * path's rate, and global search reads only these tables. The tables' secondary indexes are
 * dropped for the load and rebuilt from their own definitions afterwards.
 */
export async function loadSearchData(client: pg.Client, companies: number, contacts: number): Promise<void> {
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where tablename in ('companies', 'contacts', 'contact_companies') and indexname not like '%_pkey'`,
  );
  for (const index of indexes) await client.query(`drop index ${index.name}`);

  await client.query(`
    insert into companies (id, version, doc, created_at, updated_at)
    select ${companyId('g')}, 1, jsonb_build_object(
        'companyName', ${word(0)} || ' ' || (${sqlArray(companySuffixes)})[1 + get_byte(h, 4) % ${companySuffixes.length}],
        'domain', '', 'logoUrl', '', 'revenue', 0, 'city', 'London', 'country', 'United Kingdom',
        'isClient', get_byte(h, 5) % 7 = 0, 'isBuyer', get_byte(h, 6) % 5 = 0, 'isOpportunity', get_byte(h, 7) % 9 = 0,
        'isLawyer', false, 'isReferrer', false, 'isClinicHost', false, 'isAccountant', false, 'isSupplier', false,
        'isAmbassador', false, 'doNotContact', false),
      now(), now()
    from (select g, decode(md5('company' || g), 'hex') as h from generate_series(1, ${companies}) g) s`);

  await client.query(`
    insert into contacts (id, version, doc, created_at, updated_at)
    select md5('bench-contact-' || g)::uuid, 1, jsonb_build_object(
        'reference', 'CON-' || lpad(g::text, 7, '0'),
        'firstName', first_name, 'lastName', last_name, 'fullName', first_name || ' ' || last_name,
        'jobTitle', (array['Director', 'Partner', 'CEO', 'Finance Director', 'Manager', ''])[1 + get_byte(h, 8) % 6],
        'email', lower(first_name) || '.' || lower(last_name) || g || '@example.com', 'city', 'London',
        'companies', case when get_byte(h, 9) % 4 = 0
          then jsonb_build_array(${companyId(`1 + (get_byte(h, 10) * 256 + get_byte(h, 11)) * 7 % ${companies}`)},
                                 ${companyId(`1 + (get_byte(h, 12) * 256 + get_byte(h, 13)) * 13 % ${companies}`)})
          else jsonb_build_array(${companyId(`1 + (get_byte(h, 10) * 256 + get_byte(h, 11)) * 7 % ${companies}`)}) end,
        'referrals', '[]'::jsonb, 'isAmbassador', false, 'hasSignedAmbassadorNDA', false, 'doNotContact', false),
      now(), now()
    from (
      select g, h, (${sqlArray(firstNames)})[1 + get_byte(h, 0) % ${firstNames.length}] as first_name, ${word(1)} as last_name
      from (select g, decode(md5(g::text), 'hex') as h from generate_series(1, ${contacts}) g) hashed
    ) s`);

  await client.query(`
    insert into contact_companies (contact_id, company_id, linked_at)
    select c.id, link.company_id::uuid, c.created_at + link.n * interval '1 second'
    from contacts c, jsonb_array_elements_text(c.doc->'companies') with ordinality as link(company_id, n)
    on conflict do nothing`);

  for (const index of indexes) await client.query(index.def);
  // Vacuumed as autovacuum would have done after a load this size (PostgreSQL 13+ vacuums on
  // inserts); servers here may run without it, and an unvacuumed table makes every index scan
  // visit each row's page to check that it is visible, which is not the steady state measured.
  for (const table of ['companies', 'contacts', 'contact_companies']) await client.query(`vacuum analyze ${table}`);
}

/** Terms people type: two-letter starts, first names, surnames, full names, typos, company words. */
export const searchTerms = [
  'jo',
  'ma',
  'th',
  'oliver',
  'theodore',
  'smarton',
  'harry wa',
  'john sm',
  'mary jo',
  'wilson',
  'grow',
  'capital',
  'holdings',
  'jonsen',
  'freya clee',
  'zq',
  'partners',
  'rosie',
  'dull',
  'ka',
];
