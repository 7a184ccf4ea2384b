import { z } from 'zod';
import {
  CommunicationAction,
  CommunicationOutcomes,
  DashboardPeriods,
  type CommunicationOutcome,
  type DashboardPeriod,
} from '@dealbook/contracts';
import { addDays, type CallDrillDown } from '@dealbook/projections';
import { validationError } from '../common/http/zod-validation.pipe.js';

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
    caller: z.uuid('caller must be a user id'),
    from: day,
    to: day,
    outcome: z
      .union([z.enum(CommunicationOutcomes), z.literal('none')], {
        message: `outcome must be one of ${CommunicationOutcomes.join(', ')} or none`,
      })
      .optional(),
    action: z
      .string()
      .refine((text) => text === 'none' || actionValues.includes(text), {
        message: `action must be one of ${actionValues.join(', ')} or none`,
      })
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
  .refine((query) => !bothDays(query) || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine((query) => !bothDays(query) || addDays(query.from, MaxDrillDownDays - 1) >= query.to, {
    message: `at most ${MaxDrillDownDays} days at a time`,
    path: ['to'],
  });

/** `GET /api/dashboard/calls`: which calls a dashboard figure counts. */
export function parseDrillDownQuery(query: unknown): CallDrillDown {
  const parsed = drillDownSchema.safeParse(query ?? {});
  if (!parsed.success) throw validationError(parsed.error, 'query');
  const { caller, from, to, outcome, action, page, limit } = parsed.data;
  return {
    callerId: caller.toLowerCase(),
    days: { from, to },
    ...(outcome === undefined ? {} : { outcome: outcome === 'none' ? null : (outcome as CommunicationOutcome) }),
    ...(action === undefined ? {} : { action: action === 'none' ? null : (Number(action) as CommunicationAction) }),
    offset: (page - 1) * limit,
    limit,
  };
}
