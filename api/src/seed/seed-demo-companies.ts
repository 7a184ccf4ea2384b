import {
  BusinessRelationshipTypes,
  CompanyValuationBands,
  companyFieldsSchema,
  IndustryCategories,
  InvestmentAmountBands,
  InvestmentGeographicalPreferences,
  InvestmentPreferredDealTypes,
  InvestmentTypes,
  InvestorTypes,
  OpportunitySourceTypes,
  ProfitCharacteristics,
  RevenueCharacteristics,
  type BusinessRelationshipType,
  type CompanyFields,
  type IndustryCategory,
} from '@dealbook/contracts';
import { companyDecider } from '../features/companies/company.decider.js';
import type { Commands } from '../kernel/event-sourcing/commands.js';
import {
  industrySuffixes,
  investmentNotes,
  investorRelationships,
  places,
  relationshipFlags,
  relationshipIndustries,
  secondLines,
  streets,
  surnames,
  towns,
  type Town,
} from './demo-company-data.js';
import { demoRandom, type DemoRandom } from './demo-random.js';
import { demoTime } from './demo-time.js';
import { newId } from '../kernel/ids.js';

const DemoCompanyCount = 240;
/** Appends in flight at once: enough to hide round trips, few enough for a small pool. */
const BatchSize = 8;
const Seed = 20_240_611;
/** Firms that would never refer work to the firm (or already do, as Ambassador). */
const notAmbassadors: ReadonlySet<BusinessRelationshipType> = new Set(['Ambassador', 'Competitor', 'FormerClient']);

type Random = DemoRandom;

/**
 * Demo companies for a fresh install (DESIGN §8): realistic British firms across every industry
 * and relationship type, registered through the same command as any user's, so the demo's
 * audit trail and read models are built exactly as production ones are. Returns how many.
 */
export async function seedDemoCompanies(commands: Commands, actorId: string | null, now = Date.now()): Promise<number> {
  const companies = demoCompanies();
  const time = demoTime(now);
  const random = demoRandom(Seed + 1);
  // Entered in the firm's first weeks on Dealbook, a year ago: the CRM's oldest records.
  const registered = companies.map((fields, i) => ({
    fields,
    metadata: time.by(actorId, time.officeTime(random, 365 - Math.floor((i * 35) / companies.length))),
  }));
  for (let start = 0; start < registered.length; start += BatchSize) {
    await Promise.all(
      registered.slice(start, start + BatchSize).map(({ fields, metadata }) =>
        commands.execute(companyDecider, {
          command: { type: 'RegisterCompany', companyId: newId(), fields },
          metadata,
          expectedVersion: 0,
        }),
      ),
    );
  }
  return companies.length;
}

/** The demo data set; the same list on every call. */
export function demoCompanies(): CompanyFields[] {
  const random = demoRandom(Seed);
  const usedNames = new Set<string>();
  // Industries of generalist firms cycle so that every category is represented.
  let industryCursor = 0;
  return Array.from({ length: DemoCompanyCount }, (_, i) => {
    const relationship = BusinessRelationshipTypes[i % BusinessRelationshipTypes.length]!;
    const industry =
      relationshipIndustries[relationship] ?? IndustryCategories[industryCursor++ % IndustryCategories.length]!;
    const companyName = uniqueName(random, industry, usedNames);
    return demoCompany(random, companyName, industry, relationship);
  });
}

function demoCompany(
  random: Random,
  companyName: string,
  industryType: IndustryCategory,
  relationship: BusinessRelationshipType,
): CompanyFields {
  const relationshipTypes: BusinessRelationshipType[] = [relationship];
  if (!notAmbassadors.has(relationship) && random.chance(0.08)) relationshipTypes.push('Ambassador');
  const isAmbassador = relationshipTypes.includes('Ambassador');
  const town = random.pick(towns);
  const other = random.chance(0.15) ? random.pick(towns) : undefined;
  const flags = Object.fromEntries(
    relationshipTypes.flatMap((type) => relationshipFlags[type] ?? []).map((flag) => [flag, true]),
  );
  return companyFieldsSchema.parse({
    companyName,
    domain: domainOf(companyName),
    telephone: `${town.dialCode} 496 0${String(random.int(0, 999)).padStart(3, '0')}`,
    revenue: revenue(random, relationship),
    industryType,
    opportunitySource: random.pick(OpportunitySourceTypes),
    relationshipTypes,
    isContact: true,
    isAmbassador,
    hasSignedAmbassadorNDA: isAmbassador && random.chance(0.7),
    doNotContact: relationship === 'Competitor' || random.chance(0.04),
    ...flags,
    isClinicHost: (relationship === 'Accountant' || relationship === 'Lawyer' || isAmbassador) && random.chance(0.3),
    ...(investorRelationships.has(relationship) ? investmentPreferences(random) : {}),
    line1: `${random.int(1, 240)} ${random.pick(streets)}`,
    line2: random.pick(secondLines),
    city: town.city,
    postcode: postcode(random, town),
    county: town.county,
    country: 'United Kingdom',
    ...(other && {
      otherLine1: `${random.int(1, 120)} ${random.pick(streets)}`,
      otherCity: other.city,
      otherPostcode: postcode(random, other),
      otherCounty: other.county,
      otherCountry: 'United Kingdom',
    }),
  });
}

function investmentPreferences(random: Random): Partial<CompanyFields> {
  return {
    investmentTypes: random.some(InvestmentTypes.slice(0, 2), 1, 2),
    investorTypes: random.some(InvestorTypes, 1, 2),
    investmentPreferredDealTypes: random.some(InvestmentPreferredDealTypes, 1, 4),
    investmentGeographicalPreferences: ['UK', ...random.some(InvestmentGeographicalPreferences.slice(1), 0, 2)],
    investmentPreferredIndustries: random.some(IndustryCategories, 1, 5),
    investmentPreferredCompanyValuations: random.some(CompanyValuationBands, 1, 3),
    investmentPreferredInvestmentAmounts: random.some(InvestmentAmountBands, 1, 3),
    investmentPreferredRevenueCharacteristics: random.some(RevenueCharacteristics, 1, 2),
    investmentPreferredProfitCharacteristics: random.some(ProfitCharacteristics, 1, 2),
    investmentNotes: random.pick(investmentNotes),
  };
}

function uniqueName(random: Random, industry: IndustryCategory, used: Set<string>): string {
  for (;;) {
    const stem = random.chance(0.45)
      ? `${random.pick(surnames)} & ${random.pick(surnames)}`
      : random.chance(0.5)
        ? random.pick(places)
        : random.pick(surnames);
    const name = `${stem} ${random.pick(industrySuffixes[industry])}`;
    if (!stem.includes(' & ') || new Set(stem.split(' & ')).size === 2) {
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  }
}

function domainOf(companyName: string): string {
  const words = companyName
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/\b(ltd|llp|plc|co|group)\b/g, ' ')
    .split(/[^a-z]+/)
    .filter(Boolean);
  return `${words.slice(0, 3).join('')}.co.uk`;
}

function postcode(random: Random, town: Town): string {
  const letters = 'ABDEFGHJLNPQRSTUWXYZ';
  const inward = `${random.int(1, 9)}${random.pick([...letters])}${random.pick([...letters])}`;
  return `${town.area}${random.int(1, town.districts)} ${inward}`;
}

/** Log-uniform from £80k to £60m, rounded as people quote it; investors report none. */
function revenue(random: Random, relationship: BusinessRelationshipType): number {
  if (investorRelationships.has(relationship) && random.chance(0.5)) return 0;
  const value = Math.exp(Math.log(80_000) + random.next() * (Math.log(60_000_000) - Math.log(80_000)));
  const step = value >= 1_000_000 ? 100_000 : 10_000;
  return Math.round(value / step) * step;
}
