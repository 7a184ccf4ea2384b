import {
  CommunicationAction,
  CommunicationType,
  DealStatus,
  Role,
  type CommunicationOutcome,
  type CommunicationFields,
} from '@dealbook/contracts';
import { DefaultFirmTimeZone, findProjectIdsOfCaller, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { logCommunication } from '../features/communications/log-communication.js';
import { demoRandom, inBatches, type DemoRandom } from './demo-random.js';
import { demoTime, firmDayStart, type DemoTime } from './demo-time.js';
import { newId } from '../kernel/ids.js';
import type { Commands } from '../kernel/event-sourcing/commands.js';

const Seed = 20_261_125;
const BatchSize = 8;
const MinuteMs = 60_000;
/** 09:00 in UTC: the firm's working day starts then whether London is on GMT or BST. */
const DayStartMinutes = 9 * 60;
/** Today and the 59 days before it. */
export const CallDays = 60;

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
  /** When it was approached (registered): nobody calls it before. */
  approached: number;
  /** When it signed the NDA, if it has. */
  signedAt: number | undefined;
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
function callResult(random: DemoRandom, purchaser: Purchaser, at: number) {
  const { SendNDA, FurtherCallBooked, EmailToBeResent, FindRightContact, TryToCallAgain } = CommunicationAction;
  const [outcome, action] = weighted<[Outcome, Action]>(
    random,
    signedBy(purchaser, at)
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

const signedBy = (purchaser: Purchaser, at: number) => purchaser.signedAt !== undefined && purchaser.signedAt < at;

/** Whom a caller rings at `at`: mostly purchasers still to sign the NDA, sometimes one further on. */
function pickPurchaser(random: DemoRandom, purchasers: readonly Purchaser[], at: number): Purchaser | undefined {
  const approached = purchasers.filter((p) => p.approached < at);
  if (approached.length === 0) return undefined;
  const unsigned = approached.filter((p) => !signedBy(p, at));
  return random.pick(unsigned.length > 0 && random.chance(0.75) ? unsigned : approached);
}

/**
 * The call times of one caller's day, in order: office hours on a past day; today, from the
 * start of the working day (or of the firm's day, early in the morning) up to a minute ago, so
 * "Calls today" is never empty and no call is in the future.
 */
function dayCalls(random: DemoRandom, time: DemoTime, daysAgo: number, count: number, todayFrom: number): number[] {
  const times =
    daysAgo > 0
      ? Array.from({ length: count }, () => time.officeTime(random, daysAgo))
      : Array.from({ length: count }, () => todayFrom + Math.floor(random.next() * (time.now - 60_000 - todayFrom)));
  return times.sort((a, b) => a - b);
}

/**
 * How many calls a caller makes on a day: a full working day, or a lighter weekend one, when the
 * staff member on duty (in turn) always rings someone, and today everyone has.
 */
function callsOnDay(random: DemoRandom, caller: Caller, day: { weekend: boolean; today: boolean; onDuty: boolean }) {
  if (!day.weekend) return caller.external ? random.int(2, 5) : random.int(1, 3);
  const calls = caller.external ? random.int(1, 3) : random.chance(0.35) ? random.int(1, 2) : 0;
  return day.today || day.onDuty ? Math.max(1, calls) : calls;
}

/**
 * Sixty days of calls, today's included, by each staff member (user, manager) and external
 * caller, in working hours and fewer at weekends, to the purchasers of deals that are
 * approaching buyers or at heads once they were approached; an external caller only to the
 * purchasers of the projects they are assigned to, logged with the reach the API gives them.
 * Each is recorded when it was made. Run after seedDemoDeals.
 */
export async function seedDemoCalls(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  now = Date.now(),
  zone = DefaultFirmTimeZone,
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
      .select(['purchases.id', 'purchases.project_id', 'purchases.company_id', 'purchases.doc', 'purchases.created_at'])
      .where('projects.deal_status', 'in', [
        DealStatus.CurrentlyApproachingPotentialPurchasers,
        DealStatus.DealsAtHeadsAndDueDilligence,
      ])
      .orderBy('purchases.id')
      .execute()
  ).map((row) => {
    const signed = row.doc.signedNDA as { checked?: boolean; timestamp?: string } | undefined;
    return {
      id: row.id,
      projectId: row.project_id,
      companyId: row.company_id,
      approached: row.created_at.getTime(),
      signedAt: signed?.checked === true && signed.timestamp ? Date.parse(signed.timestamp) : undefined,
    };
  });
  if (purchasers.length === 0) return 0;
  const random = demoRandom(Seed);
  const time = demoTime(now);
  const firmToday = firmDayStart(now, zone);
  const workdayStart = time.dayStart(0) + DayStartMinutes * MinuteMs;
  const todayFrom = Math.max(firmToday, now - workdayStart > 30 * MinuteMs ? workdayStart : firmToday);

  const staff = callers.filter((caller) => !caller.external);
  const calls: { caller: Caller; reach: string[] | undefined; purchaser: Purchaser; at: number; meeting?: true }[] = [];
  for (const caller of callers) {
    const reach = caller.external ? await findProjectIdsOfCaller(db, caller.id) : undefined;
    const theirs = reach ? purchasers.filter((p) => reach.includes(p.projectId)) : purchasers;
    if (theirs.length === 0) continue;
    for (let day = CallDays - 1; day >= 0; day--) {
      const weekday = new Date(time.dayStart(day)).getUTCDay();
      const weekend = weekday === 0 || weekday === 6;
      const onDuty = !caller.external && staff.indexOf(caller) === day % staff.length;
      const count = callsOnDay(random, caller, { weekend, today: day === 0, onDuty });
      for (const at of dayCalls(random, time, day, count, todayFrom)) {
        const purchaser = pickPurchaser(random, theirs, at);
        if (purchaser) calls.push({ caller, reach, purchaser, at });
      }
      // Now and then on a working day the firm's own people meet a buyer who has signed the NDA.
      if (caller.external || weekend || day === 0 || !random.chance(0.2)) continue;
      const [at] = dayCalls(random, time, day, 1, todayFrom);
      const signed = theirs.filter((p) => signedBy(p, at!));
      if (signed.length > 0) calls.push({ caller, reach, purchaser: random.pick(signed), at: at!, meeting: true });
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
        : callResult(random, purchaser, at)),
    };
    return logCommunication(
      { db, commands },
      newId(),
      fields,
      [
        { type: 'purchase', id: purchaser.id },
        { type: 'project', id: purchaser.projectId },
        { type: 'company', id: purchaser.companyId },
      ],
      // Logged a few minutes after the call ended.
      { ...time.by(caller.id, at + random.int(2, 15) * MinuteMs), actorId: caller.id },
      reach,
    );
  });
  return calls.length;
}
