import { v7 as uuidv7 } from 'uuid';
import {
  CommunicationOutcomes,
  CommunicationType,
  DealStatus,
  OpportunityLostReason,
  OpportunityStatus,
  OutcomeActions,
  ProjectServiceType,
  ProjectStatus,
  PurchasePriorityLevel,
  Role,
  VelocityProducts,
  type EventStore,
  type ProjectFields,
  type PurchaseFields,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { executeCommunicationCommand } from '../communications/execute-communication-command.js';
import { executeProjectCommand } from '../projects/execute-project-command.js';
import { nextProjectReference } from '../projects/project-lookups.js';
import { executePurchaseCommand } from '../purchases/execute-purchase-command.js';
import { demoRandom, inBatches, type DemoRandom } from './demo-random.js';

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
const callNotes = [
  'Left a voicemail with the PA.',
  'Interested; wants the teaser by e-mail.',
  'Not the right person: try the corporate development team.',
  'Number on file is out of date.',
  'Asked for the IM after the NDA is signed.',
  'Board reviews acquisitions quarterly; call back next month.',
] as const;

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
  const introduced = now - random.int(20, 240) * DayMs;
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

export interface DemoDealCounts {
  projects: number;
  purchases: number;
  communications: number;
}

/**
 * Opportunities and deals for demo clients, each with the status changes that got it there (so
 * its history replays), potential purchasers on the deals and two weeks of calls to them. Run
 * after the demo companies and contacts; needs staff users and companies.
 */
export async function seedDemoDeals(
  store: EventStore,
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
  if (staff.length === 0 || companies.length < ProjectCount + 20)
    return { projects: 0, purchases: 0, communications: 0 };
  const random = demoRandom(Seed);
  const metadata = (actorId: string | null): CommandMetadata => ({ actorId, correlationId: uuidv7() });
  const lookups = (client: { id: string; name: string }) => ({ client, nonStaff: [], nonExternal: [] });

  const clients = companies.slice(0, ProjectCount);
  const purchasers = companies.slice(ProjectCount);
  const plans = clients.map((company, i) =>
    planProject(i, random, { id: company.id, name: company.company_name }, staff[i % staff.length]!, now),
  );
  const projects = plans.map((plan) => ({ id: uuidv7(), plan }));
  await inBatches(projects, BatchSize, async ({ id: projectId, plan }) => {
    const reference = await nextProjectReference(db);
    await executeProjectCommand(
      store,
      { type: 'RegisterProject', projectId, reference, fields: plan.fields, lookups: lookups(plan.client) },
      metadata(plan.fields.owner),
    );
    for (const changes of plan.transitions) {
      await executeProjectCommand(
        store,
        { type: 'UpdateProject', projectId, changes, lookups: lookups(plan.client) },
        metadata(plan.fields.owner),
      );
    }
  });

  const deals = projects.filter(({ plan }) => plan.transitions.some((t) => t.isDeal));
  const purchases: { id: string; projectId: string; companyId: string }[] = [];
  for (const deal of deals) {
    const chosen = random.some(purchasers, 6, 12);
    for (const company of chosen) {
      const stageIndex = random.int(-1, stages.length - 1);
      const ticked = (from: number) => ({
        checked: stageIndex >= from,
        timestamp: new Date(now - random.int(1, 40) * DayMs).toISOString(),
      });
      const fields: PurchaseFields = {
        company: company.id,
        project: deal.id,
        currentStage: stageIndex >= 0 ? stages[stageIndex]! : '',
        clientComments: '',
        internalComments: '',
        priority: random.pick(Object.values(PurchasePriorityLevel)),
        sentNDA: ticked(1),
        signedNDA: ticked(2),
        sentIM: ticked(3),
      };
      purchases.push({ id: uuidv7(), projectId: deal.id, companyId: company.id });
      const purchase = purchases.at(-1)!;
      await executePurchaseCommand(
        store,
        {
          type: 'RegisterPurchase',
          purchaseId: purchase.id,
          fields,
          score: stageIndex >= 0 ? random.int(1, 10) : 0,
          at: new Date(now).toISOString(),
          lookups: {
            company: { id: company.id, name: company.company_name },
            project: {
              id: deal.id,
              name: deal.plan.fields.projectName,
              client: deal.plan.client,
            },
            existingPurchaseId: null,
          },
        },
        metadata(deal.plan.fields.owner),
      );
    }
  }

  const calls = purchases.flatMap((purchase) =>
    Array.from({ length: random.int(0, 4) }, () => {
      const outcome = random.pick(CommunicationOutcomes);
      const author = random.pick(staff);
      return {
        purchase,
        author,
        fields: {
          commsType: CommunicationType.Phone,
          commsDate: new Date(now - random.int(0, 13) * DayMs - random.int(0, 8 * 60) * 60_000).toISOString(),
          content: random.pick(callNotes),
          contacted: [],
          employees: [author],
          outcome,
          action: random.pick(OutcomeActions[outcome]),
        },
      };
    }),
  );
  await inBatches(calls, BatchSize, ({ purchase, author, fields }) =>
    executeCommunicationCommand(
      store,
      {
        type: 'LogCommunication',
        communicationId: uuidv7(),
        fields,
        links: [
          { type: 'purchase', id: purchase.id },
          { type: 'project', id: purchase.projectId },
          { type: 'company', id: purchase.companyId },
        ],
        massId: null,
        author,
        lookups: {
          unknownLinks: [],
          unknownEmployees: [],
          unknownContacted: [],
          purchaseParents: { [purchase.id]: { project: purchase.projectId, company: purchase.companyId } },
        },
      },
      metadata(author),
    ),
  );
  return { projects: plans.length, purchases: purchases.length, communications: calls.length };
}
