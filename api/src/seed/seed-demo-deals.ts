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
import type { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { RegisterProjectCommand } from '../projects/register-project.handler.js';
import { UpdateProjectCommand } from '../projects/update-project.handler.js';
import { RegisterPurchaseCommand } from '../purchases/register-purchase.handler.js';
import { demoRandom, inBatches, type DemoRandom } from './demo-random.js';
import { newId } from '../common/ids.js';

const Seed = 20_261_124;
const ProjectCount = 36;
const BatchSize = 6;
const DayMs = 86_400_000;

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
  /** The status changes made after registration, in order: the project's replayable history. */
  transitions: Partial<ProjectFields>[];
}

function planProject(i: number, random: DemoRandom, client: { id: string; name: string }, owner: string, now: number) {
  const service =
    i % 6 === 0
      ? ProjectServiceType.Velocity
      : random.pick([
          ProjectServiceType.Sale,
          ProjectServiceType.Sale,
          ProjectServiceType.FundRaise,
          ProjectServiceType.BlueDiamond,
        ]);
  // Long enough ago that a won client signed (30 days on) and its purchasers were approached since.
  const introduced = now - random.int(60, 240) * DayMs;
  const iso = (ms: number) => new Date(ms).toISOString();
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
    dateClientSigned: iso(introduced + 30 * DayMs),
    introductionDate: iso(introduced),
    initialMeetingDate: iso(introduced + random.int(5, 25) * DayMs),
    moneyLaunderingChecklistSent: { checked: false, timestamp: iso(introduced) },
    moneyLaunderingInformationReceived: { checked: false, timestamp: iso(introduced) },
    blueboxContacts: [owner],
    owner,
    externalCallers: [],
  };
  const transitions: Partial<ProjectFields>[] = [
    { opportunityStatus: OpportunityStatus.MeetingBooked },
    { opportunityStatus: OpportunityStatus.InitialMeetingHeld, status: ProjectStatus.PitchHeld },
  ];
  const kind = random.next();
  if (kind < 0.45) {
    // Won: signed, converted to a deal and working through the sale.
    transitions.push(
      { opportunityStatus: OpportunityStatus.ClosedWon, status: ProjectStatus.SignedClient },
      { isDeal: true, moneyLaunderingChecklistSent: { checked: true, timestamp: iso(introduced + 32 * DayMs) } },
      random.pick([
        { dealStatus: DealStatus.PreparingSaleDocuments, status: ProjectStatus.PreparingDocs },
        { dealStatus: DealStatus.CurrentlyApproachingPotentialPurchasers, status: ProjectStatus.ApproachingPurchasers },
        { dealStatus: DealStatus.DealsAtHeadsAndDueDilligence, status: ProjectStatus.DealsAtHeads },
        { dealStatus: DealStatus.CurrentlyApproachingPotentialPurchasers, status: ProjectStatus.ApproachingPurchasers },
      ]),
    );
  } else if (kind < 0.6) {
    transitions.push({
      opportunityStatus: OpportunityStatus.ClosedLost,
      lostOpportunityReason: random.pick(Object.values(OpportunityLostReason)),
      lostOpportunityDescription: 'Chose another adviser on fees.',
    });
  } else {
    transitions.push({
      opportunityStatus: random.pick([
        OpportunityStatus.FormalPitchBooked,
        OpportunityStatus.ProposalSent,
        OpportunityStatus.NegotiatingClosing,
      ]),
    });
  }
  return { fields, client, transitions } satisfies DemoProjectPlan;
}

/** How far a deal's purchasers can have got: none approached while documents are prepared. */
function stageRange(dealStatus: DealStatus): [number, number] {
  if (dealStatus === DealStatus.PreparingSaleDocuments) return [-1, -1];
  if (dealStatus === DealStatus.DealsAtHeadsAndDueDilligence) return [0, stages.length - 1];
  return [-1, stages.length - 2];
}

/**
 * A purchaser's milestones in order, as they happen: the NDA is sent, then signed, then the IM
 * sent, each a few days after the last and all since the client signed; a milestone not yet
 * reached keeps the registration time, so no date ever runs backwards.
 */
function planPurchase(random: DemoRandom, dealStatus: DealStatus, clientSigned: number, now: number) {
  const [min, max] = stageRange(dealStatus);
  const stageIndex = random.int(min, max);
  let at = Math.max(clientSigned, now - 60 * DayMs) + random.int(1, 10) * DayMs;
  const milestone = (stage: number) => {
    if (stageIndex < stage) return { checked: false, timestamp: new Date(now).toISOString() };
    at = Math.min(at + random.int(1, 6) * DayMs, now - DayMs);
    return { checked: true, timestamp: new Date(at).toISOString() };
  };
  const fields: Omit<PurchaseFields, 'company' | 'project'> = {
    currentStage: stageIndex >= 0 ? stages[stageIndex]! : '',
    clientComments: '',
    internalComments: '',
    priority: random.pick(Object.values(PurchasePriorityLevel)),
    sentNDA: milestone(1),
    signedNDA: milestone(2),
    sentIM: milestone(3),
  };
  return { fields, score: stageIndex >= 0 ? random.int(1, 10) : 0 };
}

/**
 * Puts the demo's external callers on the deals approaching purchasers or at heads, in turn, up
 * to three each: they call those projects' purchasers and no others.
 */
async function assignExternalCallers(
  commands: CommandBus,
  db: Kysely<ReadModelDatabase>,
  deals: readonly { id: string; plan: DemoProjectPlan; dealStatus: DealStatus }[],
  metadata: (actorId: string | null) => CommandMetadata,
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
    commands.execute(
      new UpdateProjectCommand(
        deal.id,
        { externalCallers: [callers[assigned.indexOf(deal) % callers.length]!.id] },
        metadata(deal.plan.fields.owner),
      ),
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
 * on the deals, all through the handlers the API uses. Run after the demo companies, contacts and
 * team; needs staff users and companies. The calls to the purchasers are seedDemoCalls'.
 */
export async function seedDemoDeals(
  commands: CommandBus,
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
  const metadata = (actorId: string | null): CommandMetadata => ({ actorId, correlationId: newId() });

  const clients = companies.slice(0, ProjectCount);
  const purchasers = companies.slice(ProjectCount);
  const plans = clients.map((company, i) =>
    planProject(i, random, { id: company.id, name: company.company_name }, staff[i % staff.length]!, now),
  );
  const projects = plans.map((plan) => ({ id: newId(), plan }));
  await inBatches(projects, BatchSize, async ({ id: projectId, plan }) => {
    await commands.execute(new RegisterProjectCommand(projectId, plan.fields, metadata(plan.fields.owner)));
    for (const changes of plan.transitions) {
      await commands.execute(new UpdateProjectCommand(projectId, changes, metadata(plan.fields.owner)));
    }
  });

  const deals = projects.flatMap(({ id, plan }) => {
    const dealStatus = plan.transitions.find((t) => t.dealStatus !== undefined)?.dealStatus;
    return dealStatus === undefined ? [] : [{ id, plan, dealStatus }];
  });
  await assignExternalCallers(commands, db, deals, metadata);
  const purchases: { id: string; projectId: string; companyId: string }[] = [];
  for (const deal of deals) {
    const chosen = random.some(purchasers, 6, 12);
    const signed = Date.parse(deal.plan.fields.dateClientSigned);
    for (const company of chosen) {
      const { fields, score } = planPurchase(random, deal.dealStatus, signed, now);
      purchases.push({ id: newId(), projectId: deal.id, companyId: company.id });
      const purchase = purchases.at(-1)!;
      await commands.execute(
        new RegisterPurchaseCommand(
          purchase.id,
          { ...fields, company: company.id, project: deal.id },
          score,
          metadata(deal.plan.fields.owner),
        ),
      );
    }
  }

  return { projects: plans.length, purchases: purchases.length };
}
