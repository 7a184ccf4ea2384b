import { z } from 'zod';
import {
  CommunicationAction,
  CommunicationOutcomes,
  CallerBoardKinds,
  DashboardPeriods,
  type CallerBoardKind,
  type CommunicationOutcome,
  type DashboardPeriod,
} from '@dealbook/contracts';
import { addDays, type CallDrillDown } from '@dealbook/projections';
import { validationError } from '../../kernel/http/zod-validation.pipe.js';

/** Whether 'YYYY-MM-DD' names a real calendar day (no 30 February). */
const isCalendarDay = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD')
  .refine(isCalendarDay, 'must be a day that exists');

/** The query of the leaderboards (also what the API document names). */
export const periodQuerySchema = z
  .object({
    period: z
      .enum(DashboardPeriods, { message: `period must be one of ${DashboardPeriods.join(', ')}` })
      .default('week'),
  })
  .strict();

/** `?period=today|week|month` (default week); any other key is a 400 naming it. */
export function parsePeriodQuery(query: unknown): DashboardPeriod {
  const parsed = periodQuerySchema.safeParse(query ?? {});
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return parsed.data.period;
}

/** The query of my day: since when to list the changes (the browser remembers the last visit). */
export const myDayQuerySchema = z
  .object({
    since: z.iso
      .datetime({ offset: true, message: 'since must be a date-time such as 2026-11-24T09:00:00Z' })
      .optional(),
  })
  .strict();

const ChangesDays = 7;

/** `?since=` of my day; absent, seven days back; never further back than 90 days. */
export function parseMyDayQuery(query: unknown, now: Date): Date {
  const parsed = myDayQuerySchema.safeParse(query ?? {});
  if (!parsed.success) throw validationError(parsed.error, 'query');
  const floor = now.getTime() - 90 * 86_400_000;
  const since = parsed.data.since ? Date.parse(parsed.data.since) : now.getTime() - ChangesDays * 86_400_000;
  return new Date(Math.max(floor, since));
}

/** The query of a dashboard without parameters: none. */
export const noKeysSchema = z.object({}).strict();

/** A dashboard that takes no parameters refuses any (a typo must not look like a filter that worked). */
export function requireNoQuery(query: unknown): void {
  const parsed = noKeysSchema.safeParse(query ?? {});
  if (!parsed.success) throw validationError(parsed.error, 'query');
}

const MaxDrillDownDays = 366;
const actionValues = Object.values(CommunicationAction).map(String);

/** The query of the drill-down (also what the API document names); the checks across fields follow. */
export const drillDownQuerySchema = z
  .object({
    caller: z.uuid('caller must be a user id').optional(),
    board: z.enum(CallerBoardKinds, { message: `board must be one of ${CallerBoardKinds.join(', ')}` }).optional(),
    from: day,
    to: day,
    outcome: z
      .union([z.enum(CommunicationOutcomes), z.literal('none')], {
        message: `outcome must be one of ${CommunicationOutcomes.join(', ')} or none`,
      })
      .optional(),
    action: z
      .enum([...actionValues, 'none'], { message: `action must be one of ${actionValues.join(', ')} or none` })
      .optional(),
    page: z.coerce.number({ message: 'page must be a whole number from 1' }).int().min(1).default(1),
    limit: z.coerce.number({ message: 'limit must be a whole number from 1 to 200' }).int().min(1).max(200).default(50),
  })
  .strict();
/** Zod runs a check across fields even when a field failed its own: only two real days are compared. */
const bothDays = (query: { from: unknown; to: unknown }) =>
  typeof query.from === 'string' &&
  typeof query.to === 'string' &&
  isCalendarDay(query.from) &&
  isCalendarDay(query.to);
const drillDownSchema = drillDownQuerySchema
  .refine((query) => (query.caller === undefined) !== (query.board === undefined), {
    message: 'give either caller (one person) or board (team or external-callers)',
    path: ['caller'],
  })
  .refine((query) => !bothDays(query) || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine((query) => !bothDays(query) || addDays(query.from, MaxDrillDownDays - 1) >= query.to, {
    message: `at most ${MaxDrillDownDays} days at a time`,
    path: ['to'],
  });

/** The calls asked for, before whose they are is settled: one person's, or a whole board's. */
export type DrillDownQuery = Omit<CallDrillDown, 'callerIds'> & ({ caller: string } | { board: CallerBoardKind });

/** `GET /api/dashboard/calls`: which calls a dashboard figure counts. */
export function parseDrillDownQuery(query: unknown): DrillDownQuery {
  const parsed = drillDownSchema.safeParse(query ?? {});
  if (!parsed.success) throw validationError(parsed.error, 'query');
  const { caller, board, from, to, outcome, action, page, limit } = parsed.data;
  return {
    ...(caller !== undefined ? { caller: caller.toLowerCase() } : { board: board! }),
    days: { from, to },
    ...(outcome === undefined ? {} : { outcome: outcome === 'none' ? null : (outcome as CommunicationOutcome) }),
    ...(action === undefined ? {} : { action: action === 'none' ? null : (Number(action) as CommunicationAction) }),
    offset: (page - 1) * limit,
    limit,
  };
}
