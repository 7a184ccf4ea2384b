import {
  CommunicationAction,
  CommunicationType,
  DealStatus,
  Role,
  type CommunicationOutcome,
  type CommunicationFields,
} from '@dealbook/contracts';
import { findProjectIdsOfCaller, type ReadModelDatabase } from '@dealbook/projections';
import type { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { LogCommunicationCommand } from '../communications/log-communication.handler.js';
import { demoRandom, inBatches, type DemoRandom } from './demo-random.js';
import { newId } from '../common/ids.js';

const Seed = 20_261_125;
const BatchSize = 8;
const DayMs = 86_400_000;
const MinuteMs = 60_000;
/** 09:00 to 17:30 in UTC: the firm's working day whether London is on GMT or BST. */
const DayStartMinutes = 9 * 60;
const DayEndMinutes = 17 * 60 + 30;

type Outcome = CommunicationOutcome;
type Action = CommunicationAction;

/** What a caller writes after each outcome and follow-up: a note never contradicts its outcome. */
export const DemoCallNotes: readonly { outcome: Outcome; action: Action; notes: readonly string[] }[] = [
  {
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.SendNDA,
    notes: ['Spoke to the MD: interested, NDA to follow.', 'Good call with the FD; they asked for the NDA.'],
  },
  {
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.FurtherCallBooked,
    notes: [
      'Spoke to the CEO; call booked for next week.',
      'Board reviews acquisitions quarterly; follow-up booked.',
      'Good conversation with the owner; call booked after their board meets.',
    ],
  },
  {
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.EmailToBeResent,
    notes: ['Spoke to the contact: the e-mail went to spam, resending it.'],
  },
  {
    outcome: 'Engaged conversation but not the right contact',
    action: CommunicationAction.FindRightContact,
    notes: ['Not the right person: try the corporate development team.', 'Reception was helpful but no name given.'],
  },
  {
    outcome: 'Called but no response',
    action: CommunicationAction.TryToCallAgain,
    notes: ['Left a voicemail.', 'No answer; rang out.', 'Left a message with the PA.'],
  },
  {
    outcome: 'Wrong contact details',
    action: CommunicationAction.TryToCallAgain,
    notes: ['Number on file is out of date; trying the switchboard.'],
  },
  {
    outcome: 'Wrong contact details',
    action: CommunicationAction.FindRightContact,
    notes: ['The contact has left the company.'],
  },
];

/** What a meeting with a buyer who signed the NDA leaves in its notes (no call outcome: it was not a call). */
export const DemoMeetingNotes: readonly string[] = [
  "Met the buyer's team at their offices and walked through the IM.",
  'Site visit with the buyer; they asked for the management accounts next.',
  "Lunch with the buyer's finance director: keen, funding being lined up.",
];

interface Purchaser {
  id: string;
  projectId: string;
  companyId: string;
  ndaSigned: boolean;
}

interface Caller {
  id: string;
  external: boolean;
}

/** Picks one of the weighted choices; the weights need not add up to one. */
function weighted<T>(random: DemoRandom, choices: readonly (readonly [T, number])[]): T {
  let roll = random.next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return choices.at(-1)![0];
}

/**
 * How a call went. A purchaser still to sign the NDA is being cold-called: most calls ring out,
 * some reach the wrong person or stale details, and a good call leads to the NDA. One that has
 * signed already has a contact who answers or not, and is never offered the NDA again.
 */
function callResult(random: DemoRandom, purchaser: Purchaser) {
  const { SendNDA, FurtherCallBooked, EmailToBeResent, FindRightContact, TryToCallAgain } = CommunicationAction;
  const [outcome, action] = weighted<[Outcome, Action]>(
    random,
    purchaser.ndaSigned
      ? [
          [['Called but no response', TryToCallAgain], 4],
          [['Spoke to Contact - Successful call', FurtherCallBooked], 5],
          [['Spoke to Contact - Successful call', EmailToBeResent], 1],
        ]
      : [
          [['Called but no response', TryToCallAgain], 40],
          [['Spoke to Contact - Successful call', SendNDA], 14],
          [['Spoke to Contact - Successful call', FurtherCallBooked], 10],
          [['Spoke to Contact - Successful call', EmailToBeResent], 4],
          [['Engaged conversation but not the right contact', FindRightContact], 16],
          [['Wrong contact details', TryToCallAgain], 9],
          [['Wrong contact details', FindRightContact], 7],
        ],
  );
  const { notes } = DemoCallNotes.find((entry) => entry.outcome === outcome && entry.action === action)!;
  return { outcome, action, content: random.pick(notes) };
}

/** Whom a caller rings: mostly purchasers still to sign the NDA, sometimes one further on. */
function pickPurchaser(random: DemoRandom, purchasers: readonly Purchaser[]): Purchaser {
  const unsigned = purchasers.filter((p) => !p.ndaSigned);
  return random.pick(unsigned.length > 0 && random.chance(0.75) ? unsigned : purchasers);
}

/** The call times of one caller's working day, in order, none in the future. */
function workingDayCalls(random: DemoRandom, dayStart: number, count: number, now: number): number[] {
  return Array.from({ length: count }, () => dayStart + random.int(DayStartMinutes, DayEndMinutes) * MinuteMs)
    .filter((at) => at <= now)
    .sort((a, b) => a - b);
}

/**
 * Thirty days of calls by each staff member (user, manager) and external caller, on weekdays
 * during working hours, to the purchasers of deals that are approaching buyers or at heads; an
 * external caller only to the purchasers of the projects they are assigned to, logged with the
 * reach the API gives them. Run after seedDemoDeals.
 */
export async function seedDemoCalls(
  commands: CommandBus,
  db: Kysely<ReadModelDatabase>,
  now = Date.now(),
): Promise<number> {
  const callers: Caller[] = (
    await db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('deleted', '=', false)
      .where('is_active', '=', true)
      .where('role', 'in', [Role.external, Role.user, Role.manager])
      .orderBy('created_at')
      .execute()
  ).map((row) => ({ id: row.id, external: row.role === Role.external }));
  const purchasers: Purchaser[] = (
    await db
      .selectFrom('purchases')
      .innerJoin('projects', 'projects.id', 'purchases.project_id')
      .select(['purchases.id', 'purchases.project_id', 'purchases.company_id', 'purchases.doc'])
      .where('projects.deal_status', 'in', [
        DealStatus.CurrentlyApproachingPotentialPurchasers,
        DealStatus.DealsAtHeadsAndDueDilligence,
      ])
      .orderBy('purchases.id')
      .execute()
  ).map((row) => ({
    id: row.id,
    projectId: row.project_id,
    companyId: row.company_id,
    ndaSigned: (row.doc.signedNDA as { checked?: boolean } | undefined)?.checked === true,
  }));
  if (purchasers.length === 0) return 0;
  const random = demoRandom(Seed);
  const today = Math.floor(now / DayMs) * DayMs;

  const calls: { caller: Caller; reach: string[] | undefined; purchaser: Purchaser; at: number; meeting?: true }[] = [];
  for (const caller of callers) {
    const reach = caller.external ? await findProjectIdsOfCaller(db, caller.id) : undefined;
    const theirs = reach ? purchasers.filter((p) => reach.includes(p.projectId)) : purchasers;
    if (theirs.length === 0) continue;
    for (let day = 29; day >= 0; day--) {
      const dayStart = today - day * DayMs;
      const weekday = new Date(dayStart).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const count = caller.external ? random.int(5, 9) : random.int(2, 6);
      for (const at of workingDayCalls(random, dayStart, count, now)) {
        calls.push({ caller, reach, purchaser: pickPurchaser(random, theirs), at });
      }
      // Now and then the firm's own people meet a buyer who has signed the NDA.
      const signed = theirs.filter((p) => p.ndaSigned);
      if (!caller.external && signed.length > 0 && random.chance(0.2)) {
        const [at] = workingDayCalls(random, dayStart, 1, now);
        if (at !== undefined) calls.push({ caller, reach, purchaser: random.pick(signed), at, meeting: true });
      }
    }
  }

  await inBatches(calls, BatchSize, ({ caller, reach, purchaser, at, meeting }) => {
    const fields: CommunicationFields = {
      commsType: meeting ? CommunicationType.Meeting : CommunicationType.Phone,
      commsDate: new Date(at).toISOString(),
      contacted: [],
      employees: [caller.id],
      ...(meeting
        ? { outcome: null, action: null, content: random.pick(DemoMeetingNotes) }
        : callResult(random, purchaser)),
    };
    return commands.execute(
      new LogCommunicationCommand(
        newId(),
        fields,
        [
          { type: 'purchase', id: purchaser.id },
          { type: 'project', id: purchaser.projectId },
          { type: 'company', id: purchaser.companyId },
        ],
        { actorId: caller.id, correlationId: newId() },
        reach,
      ),
    );
  });
  return calls.length;
}
