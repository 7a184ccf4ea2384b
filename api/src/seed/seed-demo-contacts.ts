import { contactFieldsSchema, type CompanyRef, type ContactFields } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { registerContact } from '../features/contacts/register-contact.js';
import { streets, surnames, towns } from './demo-company-data.js';
import { demoRandom, type DemoRandom } from './demo-random.js';
import { demoTime } from './demo-time.js';
import { newId } from '../kernel/ids.js';
import type { Commands } from '../kernel/event-sourcing/commands.js';

/** Appends in flight at once: enough to hide round trips, few enough for a small pool. */
const BatchSize = 8;
const Seed = 20_261_122;

const firstNames = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Harry',
  'Mia',
  'Noah',
  'Grace',
  'Jack',
  'Sophie',
  'Thomas',
  'Emily',
  'James',
  'Lily',
  'William',
  'Ella',
  'Charlie',
  'Freya',
  'Oscar',
  'Chloe',
  'Henry',
  'Ruby',
  'Alfie',
  'Priya',
  'Arjun',
  'Aisha',
  'Omar',
  'Zara',
  'Rohan',
  'Siobhan',
  'Callum',
  'Niamh',
  'Euan',
  'Rhiannon',
  'Dylan',
] as const;
const lastNames = [
  ...surnames,
  'Patel',
  'Khan',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Evans',
  'Davies',
  'Murphy',
  "O'Neill",
  'Campbell',
  'Stewart',
  'Hughes',
  'Clarke',
  'Shah',
  'Ahmed',
  'Edwards',
  'Walsh',
] as const;
const jobTitles = [
  'Managing Director',
  'Finance Director',
  'Chief Executive',
  'Operations Director',
  'Partner',
  'Senior Partner',
  'Head of Corporate Finance',
  'Office Manager',
  'Commercial Director',
  'Founder',
  'Chairman',
  'Company Secretary',
  'Business Development Manager',
  'Investment Director',
  'Associate',
  'Head of M&A',
] as const;
const summaries = [
  '',
  '',
  'Prefers e-mail; in the office Tuesday to Thursday.',
  'Met at the Leeds breakfast seminar; keen on succession planning.',
  'Introduced by a long-standing client.',
  'Decision maker; copy the finance director on proposals.',
] as const;

type Random = DemoRandom;

/** A demo company as the contacts seeder needs it. */
export interface DemoEmployer extends CompanyRef {
  domain: string;
}

export interface DemoContact {
  fields: ContactFields;
  companies: CompanyRef[];
  referrals: CompanyRef[];
}

/**
 * People for the demo companies: one or two at each firm, some also at a second firm, a few
 * ambassadors (most with the NDA signed, with the firms they referred) and a few who must not be
 * contacted. The same list for the same companies on every call.
 */
export function demoContacts(employers: readonly DemoEmployer[]): DemoContact[] {
  const random = demoRandom(Seed);
  return employers.flatMap((employer) =>
    Array.from({ length: random.int(1, 2) }, () => demoContact(random, employer, employers)),
  );
}

function demoContact(random: Random, employer: DemoEmployer, employers: readonly DemoEmployer[]): DemoContact {
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  const town = random.pick(towns);
  const isAmbassador = random.chance(0.08);
  const second = random.chance(0.12) ? random.pick(employers) : undefined;
  const referrals = isAmbassador
    ? Array.from({ length: random.int(0, 3) }, () => random.pick(employers)).filter((c) => c !== employer)
    : [];
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  const fields = contactFieldsSchema.parse({
    firstName,
    lastName,
    jobTitle: random.pick(jobTitles),
    email: employer.domain ? `${local}@${employer.domain}` : '',
    telephone: `${town.dialCode} 496 0${String(random.int(0, 999)).padStart(3, '0')}`,
    mobile: random.chance(0.7) ? `07700 900${String(random.int(0, 999)).padStart(3, '0')}` : '',
    linkedIn: random.chance(0.5) ? `https://www.linkedin.com/in/${local.replace('.', '-')}` : '',
    isAmbassador,
    hasSignedAmbassadorNDA: isAmbassador && random.chance(0.6),
    doNotContact: random.chance(0.05),
    summary: random.pick(summaries),
    line1: `${random.int(1, 240)} ${random.pick(streets)}`,
    city: town.city,
    county: town.county,
    country: 'United Kingdom',
  });
  const companies = [employer, ...(second && second !== employer ? [second] : [])];
  return { fields, companies: companies.map(toRef), referrals: [...new Set(referrals)].map(toRef) };
}

const toRef = ({ companyId, companyName }: CompanyRef): CompanyRef => ({ companyId, companyName });

/**
 * Registers the demo people through registerContact, the API's own use case (which draws their
 * references and names their companies as for anyone's), linked to the companies in the read
 * model (seed the companies first). Returns how many.
 */
export async function seedDemoContacts(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  actorId: string | null,
  now = Date.now(),
): Promise<number> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'company_name', 'domain'])
    .orderBy('company_name')
    .execute();
  const contacts = demoContacts(rows.map((r) => ({ companyId: r.id, companyName: r.company_name, domain: r.domain })));
  const time = demoTime(now);
  const random = demoRandom(Seed + 1);
  // Met over the firm's first months: from a year ago to about seven months ago.
  const metadataOf = contacts.map((_, i) =>
    time.by(actorId, time.officeTime(random, 360 - Math.floor((i * 150) / contacts.length))),
  );
  for (let start = 0; start < contacts.length; start += BatchSize) {
    await Promise.all(
      contacts.slice(start, start + BatchSize).map(({ fields, companies, referrals }, j) =>
        registerContact(
          { db, commands },
          newId(),
          fields,
          companies.map((c) => c.companyId),
          referrals.map((c) => c.companyId),
          metadataOf[start + j]!,
        ),
      ),
    );
  }
  return contacts.length;
}
