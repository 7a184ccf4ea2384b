import { z } from 'zod';
import { CommunicationAction, DealStatus, OpportunityStatus } from '../enums/numeric-enums.js';
import { communicationActionSchema, communicationOutcomeSchema } from '../communications/communication.js';
import { historyEntrySchema } from '../http/record-schemas.js';

/**
 * The dashboards of issue 12. Every figure is counted in the firm's one time zone
 * (`FIRM_TIME_ZONE`), so two viewers in different places see the same days; days are
 * 'YYYY-MM-DD' in that zone.
 */

/** The spans a leaderboard compares, each against the one before it (yesterday, last week, last month). */
export const DashboardPeriods = ['today', 'week', 'month'] as const;
export type DashboardPeriod = (typeof DashboardPeriods)[number];

/** The leaderboards: the team members (managers) and the external callers (superadmins). */
export const CallerBoardKinds = ['team', 'external-callers'] as const;
export type CallerBoardKind = (typeof CallerBoardKinds)[number];

/** The calls a caller books a call back on: the dashboards' "callbacks due". */
export const CallbackActions: readonly CommunicationAction[] = [
  CommunicationAction.FurtherCallBooked,
  CommunicationAction.TryToCallAgain,
];

/** How many days a project may sit in a stage before the pipeline shows it as idle. */
export const IdleDaysByStage = {
  opportunity: {
    [OpportunityStatus.Introduction]: 14,
    [OpportunityStatus.TryingToOrganiseAMeeting]: 14,
    [OpportunityStatus.MeetingBooked]: 21,
    [OpportunityStatus.InitialMeetingHeld]: 21,
    [OpportunityStatus.FormalPitchBooked]: 21,
    [OpportunityStatus.ProposalRequested]: 14,
    [OpportunityStatus.ProposalSent]: 21,
    [OpportunityStatus.NegotiatingClosing]: 30,
    [OpportunityStatus.AwaitingSignature]: 14,
  } as Partial<Record<OpportunityStatus, number>>,
  deal: {
    [DealStatus.SignedButNothingStarted]: 14,
    [DealStatus.AwaitingFactFindCompletion]: 21,
    [DealStatus.PreparingSaleDocuments]: 30,
    [DealStatus.CurrentlyApproachingPotentialPurchasers]: 60,
    [DealStatus.CompletedApproachingPurchasers]: 30,
    [DealStatus.DealsAtHeadsAndDueDilligence]: 60,
    [DealStatus.DealExchangedAndAwaitingConfirmation]: 30,
  } as Partial<Record<DealStatus, number>>,
};

const count = z.number().int().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A member's targets; null where none is set. */
export const callerTargetsSchema = z.object({
  callsPerDay: z.number().int('callsPerDay must be a whole number').min(0).max(1000).nullable(),
  ndasPerMonth: z.number().int('ndasPerMonth must be a whole number').min(0).max(1000).nullable(),
});
export type CallerTargets = z.infer<typeof callerTargetsSchema>;
export const noTargets: CallerTargets = { callsPerDay: null, ndasPerMonth: null };

/** Body of `PUT /api/user/{id}/targets`. */
export const setCallerTargetsSchema = callerTargetsSchema.strict();

/** How many calls a caller logged on a day with an outcome and action (absent days are zero). */
export const callDaySchema = z.object({
  date: day,
  outcome: communicationOutcomeSchema.nullable(),
  action: communicationActionSchema.nullable(),
  count,
});
export type CallDay = z.infer<typeof callDaySchema>;

/** A caller's figures over a span. `connectRate` = (successful + engaged) ÷ calls, null without calls. */
export const callerFiguresSchema = z.object({
  calls: count,
  connected: count,
  connectRate: z.number().min(0).max(1).nullable(),
  /** Purchasers' NDA-sent ticks the caller recorded, by the NDA's date. */
  ndasSent: count,
  /** Meeting communications the caller logged, by the meeting's date. */
  meetingsBooked: count,
});
export type CallerFigures = z.infer<typeof callerFiguresSchema>;

export const outcomeCountSchema = z.object({ outcome: communicationOutcomeSchema.nullable(), count });

export const dayRangeSchema = z.object({ from: day, to: day });

/** One row of a leaderboard. */
export const callerRowSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  photoUrl: z.string(),
  current: callerFiguresSchema,
  previous: callerFiguresSchema,
  outcomes: z.array(outcomeCountSchema),
  targets: callerTargetsSchema,
  /** The caller's latest communication date (any time), null if never. */
  lastActivity: z.string().nullable(),
  /** External callers: the projects they are assigned to. */
  projects: z.array(z.object({ _id: z.string(), projectName: z.string() })),
});
export type CallerRow = z.infer<typeof callerRowSchema>;

/** `/dashboard/manager` (team members) and `/dashboard/externalusers` (external callers). */
export const callerBoardSchema = z.object({
  period: z.enum(DashboardPeriods),
  timeZone: z.string(),
  range: dayRangeSchema,
  previousRange: dayRangeSchema,
  callers: z.array(callerRowSchema),
  /** The whole board's calls per day, last 30 days. */
  daily: z.array(callDaySchema),
  dailyRange: dayRangeSchema,
});
export type CallerBoard = z.infer<typeof callerBoardSchema>;

/** A project as a dashboard lists it: where it is and how long it has been there. */
export const projectStageSchema = z.object({
  _id: z.string(),
  projectName: z.string(),
  clientName: z.string(),
  isDeal: z.boolean(),
  /** OpportunityStatus for an opportunity, DealStatus for a deal. */
  stage: z.number().int(),
  /** When it entered the stage (ISO). */
  stageSince: z.string(),
  daysInStage: count,
  /** Null for stages that do not go idle (closed, won, lost…). */
  idleAfterDays: z.number().int().nullable(),
  idle: z.boolean(),
});
export type ProjectStage = z.infer<typeof projectStageSchema>;

export const milestoneCountsSchema = z.object({ sentNDA: count, signedNDA: count, sentIM: count });
export type MilestoneCounts = z.infer<typeof milestoneCountsSchema>;

/** A purchaser whose latest call booked a call back (Further Call Booked, Try To Call Again). */
export const callbackDueSchema = z.object({
  purchaseId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  companyName: z.string(),
  action: communicationActionSchema,
  lastContactDate: z.string(),
});
export type CallbackDue = z.infer<typeof callbackDueSchema>;

export const taskDueSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});

/**
 * One event on a person's own projects, purchasers or tasks by somebody else: an entry of the
 * record's history (the web describes it as the history does) with the record it belongs to.
 */
export const dashboardChangeSchema = historyEntrySchema.extend({
  recordType: z.enum(['project', 'purchase', 'task']),
  recordId: z.string(),
  recordName: z.string(),
  /** The project a purchaser belongs to, or the project itself; null for a task. */
  projectId: z.string().nullable(),
});
export type DashboardChange = z.infer<typeof dashboardChangeSchema>;

/** `/dashboard` and `/ext/dashboard`: the caller's own day. */
export const myDaySchema = z.object({
  userId: z.string(),
  timeZone: z.string(),
  today: day,
  targets: callerTargetsSchema,
  callsToday: count,
  ndasThisMonth: count,
  /** Calls per day, outcome and action over the last 14 days, today included. */
  days: z.array(callDaySchema),
  dayRange: dayRangeSchema,
  callbacks: z.array(callbackDueSchema),
  tasks: z.object({ open: count, overdue: count, next: z.array(taskDueSchema) }),
  /** Milestones dated this week (Monday to Sunday) on purchasers of my projects. */
  milestonesThisWeek: milestoneCountsSchema,
  weekRange: dayRangeSchema,
  projects: z.array(projectStageSchema),
  /** Since when `changes` lists (the `since` asked for, else seven days back). */
  changesSince: z.string(),
  /** Latest first, at most 30; staff only (external callers see no record histories). */
  changes: z.array(dashboardChangeSchema),
});
export type MyDay = z.infer<typeof myDaySchema>;

/** A project's purchaser funnel: added → NDA sent → NDA signed → IM sent. */
export const purchaserFunnelSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  added: count,
  sentNDA: count,
  signedNDA: count,
  sentIM: count,
});
export type PurchaserFunnel = z.infer<typeof purchaserFunnelSchema>;

/** `/dashboard/manager`'s pipeline health. */
export const pipelineSchema = z.object({
  opportunities: z.array(z.object({ status: z.number().int(), count })),
  deals: z.array(z.object({ status: z.number().int(), count })),
  /** Open projects, longest in their stage first. */
  stages: z.array(projectStageSchema),
  lostReasons: z.array(z.object({ reason: z.number().int().nullable(), count })),
  winRate: z.object({ won: count, lost: count, rate: z.number().min(0).max(1).nullable() }),
  funnels: z.array(purchaserFunnelSchema),
});
export type Pipeline = z.infer<typeof pipelineSchema>;
