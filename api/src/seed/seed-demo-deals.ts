import {
  DealStatus,
  OpportunityLostReason,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  PurchasePriorityLevel,
  Role,
  VelocityProducts,
  type ProjectFields,
  type PurchaseFields,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { registerProject } from '../features/projects/register-project.js';
import { updateProject } from '../features/projects/update-project.js';
import { purchaseDecider } from '../features/purchases/purchase.decider.js';
import { registerPurchase } from '../features/purchases/register-purchase.js';
import { demoRandom, inBatches, type DemoRandom } from './demo-random.js';
import { DayMs, demoTime, type DemoTime } from './demo-time.js';
import type { Commands } from '../kernel/event-sourcing/commands.js';
import { commandTime } from '../kernel/event-sourcing/execute-command.js';
import { newId } from '../kernel/ids.js';

const Seed = 20_261_124;
const ProjectCount = 36;
const BatchSize = 6;

const codeNames = [
  'Oak',
  'Birch',
  'Willow',
  'Hawthorn',
  'Rowan',
  'Alder',
  'Hazel',
  'Juniper',
  'Cedar',
  'Elm',
  'Aspen',
  'Laurel',
  'Maple',
  'Holly',
  'Linden',
  'Sycamore',
  'Poplar',
  'Yew',
  'Beech',
  'Chestnut',
  'Cypress',
  'Larch',
  'Magnolia',
  'Myrtle',
  'Olive',
  'Pine',
  'Quince',
  'Redwood',
  'Sequoia',
  'Spruce',
  'Tamarind',
  'Walnut',
  'Acacia',
  'Banyan',
  'Cherry',
  'Damson',
] as const;
const stages = ['Teaser sent', 'NDA sent', 'NDA signed', 'IM sent', 'Management meeting', 'Offer received'] as const;
interface DemoProjectPlan {
  fields: ProjectFields;
  client: { id: string; name: string };
  /** When it was introduced: its registration. */
  introduced: number;
  /** The status changes made after registration, in order and each at its time: the replayable history. */
  transitions: { at: number; changes: Partial<ProjectFields> }[];
}

/**
 * One demo project's year: introduced two to eleven months ago, then moved through its stages a
 * week or few apart (closer together when it was introduced lately), the last change at least
 * two days ago, so each stage has days in it and an old last change shows as idle.
 */
export function planProject(
  i: number,
  random: DemoRandom,
  client: { id: string; name: string },
  owner: string,
  time: DemoTime,
): DemoProjectPlan {
  const { now } = time;
  const service =
    i % 6 === 0
      ? ProjectServiceType.Velocity
      : random.pick([
          ProjectServiceType.Sale,
          ProjectServiceType.Sale,
          ProjectServiceType.FundRaise,
          ProjectServiceType.BlueDiamond,
        ]);
  const introduced = time.officeTime(random, random.int(60, 330));
  const steps: Partial<ProjectFields>[] = [
    { opportunityStatus: OpportunityStatus.MeetingBooked },
    { opportunityStatus: OpportunityStatus.InitialMeetingHeld, status: ProjectStatus.PitchHeld },
  ];
  const kind = random.next();
  const won = kind < 0.45;
  if (won) {
    // Won: signed, converted to a deal and working through the sale.
    steps.push(
      { opportunityStatus: OpportunityStatus.ClosedWon, status: ProjectStatus.SignedClient },
      { isDeal: true },
      random.pick([
        { dealStatus: DealStatus.PreparingSaleDocuments, status: ProjectStatus.PreparingDocs },
        { dealStatus: DealStatus.CurrentlyApproachingPotentialPurchasers, status: ProjectStatus.ApproachingPurchasers },
        { dealStatus: DealStatus.DealsAtHeadsAndDueDilligence, status: ProjectStatus.DealsAtHeads },
        { dealStatus: DealStatus.CurrentlyApproachingPotentialPurchasers, status: ProjectStatus.ApproachingPurchasers },
      ]),
    );
  } else if (kind < 0.6) {
    steps.push({
      opportunityStatus: OpportunityStatus.ClosedLost,
      lostOpportunityReason: random.pick(Object.values(OpportunityLostReason)),
      lostOpportunityDescription: 'Chose another adviser on fees.',
    });
  } else {
    steps.push({
      opportunityStatus: random.pick([
        OpportunityStatus.FormalPitchBooked,
        OpportunityStatus.ProposalSent,
        OpportunityStatus.NegotiatingClosing,
      ]),
    });
  }
  const gaps = steps.map(() => random.int(5, 28) * DayMs + random.int(-120, 120) * 60_000);
  const room = now - 2 * DayMs - introduced;
  const scale = Math.min(1, room / gaps.reduce((sum, gap) => sum + gap, 0));
  let at = introduced;
  const transitions = steps.map((changes, k) => {
    at += Math.max(DayMs, Math.floor(gaps[k]! * scale));
    return { at: Math.min(at, now - 2 * DayMs), changes };
  });
  const timeOf = (found: (changes: Partial<ProjectFields>) => boolean) => transitions.find((t) => found(t.changes))?.at;
  const iso = (ms: number) => new Date(ms).toISOString();
  const signed = timeOf((c) => c.opportunityStatus === OpportunityStatus.ClosedWon);
  const converted = transitions.find((t) => t.changes.isDeal);
  if (converted) {
    converted.changes.moneyLaunderingChecklistSent = { checked: true, timestamp: iso(converted.at) };
  }
  const fields: ProjectFields = {
    projectName: `Project ${codeNames[i % codeNames.length]}`,
    client: client.id,
    description: `Sell-side mandate for ${client.name}.`,
    status: ProjectStatus.AwaitingPitch,
    opportunityStatus: OpportunityStatus.Introduction,
    isDeal: false,
    dealStatus: DealStatus.SignedButNothingStarted,
    serviceOfInterest: service,
    velocityProducts: service === ProjectServiceType.Velocity ? random.some(Object.values(VelocityProducts), 1, 3) : [],
    lostOpportunityReason: null,
    lostOpportunityDescription: '',
    expectedCompletion: iso(now + random.int(30, 300) * DayMs),
    dateClientSigned: iso(signed ?? introduced + 30 * DayMs),
    introductionDate: iso(introduced),
    initialMeetingDate: iso(timeOf((c) => c.opportunityStatus === OpportunityStatus.InitialMeetingHeld)!),
    moneyLaunderingChecklistSent: { checked: false, timestamp: iso(introduced) },
    moneyLaunderingInformationReceived: { checked: false, timestamp: iso(introduced) },
    blueboxContacts: [owner],
    owner,
    externalCallers: [],
    buyerDocumentsNeedApproval: false,
  };
  return { fields, client, introduced, transitions };
}

/** How far a deal's purchasers can have got: none approached while documents are prepared. */
function stageRange(dealStatus: DealStatus): [number, number] {
  if (dealStatus === DealStatus.PreparingSaleDocuments) return [-1, -1];
  if (dealStatus === DealStatus.DealsAtHeadsAndDueDilligence) return [0, stages.length - 1];
  return [-1, stages.length - 2];
}

/** The milestone a stage ticks when the purchaser reaches it (the later stages tick none). */
const milestoneOfStage: Partial<Record<number, 'sentNDA' | 'signedNDA' | 'sentIM'>> = {
  1: 'sentNDA',
  2: 'signedNDA',
  3: 'sentIM',
};

export interface DemoPurchasePlan {
  /** Registration: approached with the teaser (stage 0), or only listed (no stage). */
  approached: number;
  fields: Omit<PurchaseFields, 'company' | 'project'>;
  score: number;
  /** The stages reached after the first, each at its time: NDA sent, signed days later, then the IM. */
  steps: { at: number; changes: Partial<PurchaseFields> }[];
}

/**
 * A purchaser's approach as it happened: listed once the deal went out to buyers (within the
 * calls' two months, mostly), the NDA sent a few days later, signed two to eight days after that,
 * the IM after the signature. A stage whose time would still be ahead is not reached yet.
 */
export function planPurchase(
  random: DemoRandom,
  dealStatus: DealStatus,
  dealMoved: number,
  time: DemoTime,
): DemoPurchasePlan {
  const { now } = time;
  const [min, max] = stageRange(dealStatus);
  const planned = random.int(min, max);
  const approached = Math.min(
    now - 3 * 3_600_000,
    Math.max(dealMoved, now - 75 * DayMs) + random.int(1, 10) * DayMs + random.int(0, 480) * 60_000,
  );
  const unchecked = { checked: false, timestamp: new Date(approached).toISOString() };
  const fields: Omit<PurchaseFields, 'company' | 'project'> = {
    currentStage: planned >= 0 ? stages[0] : '',
    clientComments: '',
    internalComments: '',
    priority: random.pick(Object.values(PurchasePriorityLevel)),
    sentTeaser: unchecked,
    sentNDA: unchecked,
    signedNDA: unchecked,
    sentIM: unchecked,
  };
  const steps: DemoPurchasePlan['steps'] = [];
  let at = approached;
  for (let stage = 1; stage <= planned; stage++) {
    at += (stage === 2 ? random.int(2, 8) : random.int(1, 6)) * DayMs + random.int(-90, 90) * 60_000;
    if (at > now - 60_000) break;
    const milestone = milestoneOfStage[stage];
    steps.push({
      at,
      changes: {
        currentStage: stages[stage],
        ...(milestone ? { [milestone]: { checked: true, timestamp: new Date(at).toISOString() } } : {}),
      },
    });
  }
  return { approached, fields, score: planned >= 0 ? random.int(1, 10) : 0, steps };
}

/**
 * Puts the demo's external callers on the deals approaching purchasers or at heads, in turn, up
 * to three each: they call those projects' purchasers and no others.
 */
async function assignExternalCallers(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  deals: readonly { id: string; plan: DemoProjectPlan; dealStatus: DealStatus; moved: number }[],
  time: DemoTime,
): Promise<void> {
  const callers = await db
    .selectFrom('users')
    .select('id')
    .where('deleted', '=', false)
    .where('is_active', '=', true)
    .where('role', '=', Role.external)
    .orderBy('created_at')
    .execute();
  const calling = deals.filter(
    (deal) =>
      deal.dealStatus === DealStatus.CurrentlyApproachingPotentialPurchasers ||
      deal.dealStatus === DealStatus.DealsAtHeadsAndDueDilligence,
  );
  const assigned = calling.slice(0, callers.length * 3);
  await inBatches(assigned, BatchSize, (deal) =>
    updateProject(
      { db, commands },
      deal.id,
      { externalCallers: [callers[assigned.indexOf(deal) % callers.length]!.id] },
      // Put on the deal as it went out to buyers.
      time.by(deal.plan.fields.owner, deal.moved + 3_600_000),
    ),
  );
}

export interface DemoDealCounts {
  projects: number;
  purchases: number;
}

/**
 * Opportunities and deals for demo clients, each with the status changes that got it there (so
 * its history replays), the demo's external callers on some of them and potential purchasers
 * on the deals, all through the commands the API runs. Run after the demo companies, contacts and
 * team; needs staff users and companies. The calls to the purchasers are seedDemoCalls'.
 */
export async function seedDemoDeals(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  now = Date.now(),
): Promise<DemoDealCounts> {
  const staff = (
    await db
      .selectFrom('users')
      .select('id')
      .where('deleted', '=', false)
      .where('is_active', '=', true)
      .where('role', '>=', Role.user)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.id);
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'company_name'])
    .orderBy('company_name')
    .limit(240)
    .execute();
  if (staff.length === 0 || companies.length < ProjectCount + 20) return { projects: 0, purchases: 0 };
  const random = demoRandom(Seed);
  const time = demoTime(now);

  const clients = companies.slice(0, ProjectCount);
  const purchasers = companies.slice(ProjectCount);
  const plans = clients.map((company, i) =>
    planProject(i, random, { id: company.id, name: company.company_name }, staff[i % staff.length]!, time),
  );
  const projects = plans.map((plan) => ({ id: newId(), plan }));
  await inBatches(projects, BatchSize, async ({ id: projectId, plan }) => {
    const owner = plan.fields.owner;
    await registerProject({ db, commands }, projectId, plan.fields, time.by(owner, plan.introduced));
    for (const { at, changes } of plan.transitions) {
      await updateProject({ db, commands }, projectId, changes, time.by(owner, at));
    }
  });

  const deals = projects.flatMap(({ id, plan }) => {
    const moved = plan.transitions.find((t) => t.changes.dealStatus !== undefined);
    const dealStatus = moved?.changes.dealStatus;
    return moved === undefined || dealStatus === undefined ? [] : [{ id, plan, dealStatus, moved: moved.at }];
  });
  await assignExternalCallers(commands, db, deals, time);
  const purchases = deals.flatMap((deal) =>
    random.some(purchasers, 6, 12).map((company) => ({
      id: newId(),
      deal,
      company,
      plan: planPurchase(random, deal.dealStatus, deal.moved, time),
    })),
  );
  await inBatches(purchases, BatchSize, async ({ id, deal, company, plan }) => {
    const owner = deal.plan.fields.owner;
    const fields = { ...plan.fields, company: company.id, project: deal.id };
    await registerPurchase({ db, commands }, id, fields, plan.score, time.by(owner, plan.approached));
    for (const { at, changes } of plan.steps) {
      const metadata = time.by(owner, at);
      await commands.execute(purchaseDecider, {
        command: { type: 'UpdatePurchase', purchaseId: id, changes, at: commandTime(metadata).toISOString() },
        metadata,
      });
    }
  });

  return { projects: plans.length, purchases: purchases.length };
}
