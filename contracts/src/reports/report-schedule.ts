import { z } from 'zod';
import { ReportNames, reportParamSchemas, reportTakesPeriod, type ReportName } from './report.js';

export const ReportFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof ReportFrequencies)[number];

export const ReportFormats = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof ReportFormats)[number];

/** Filters a schedule may fix: a report's own, but never its period (each run covers the one before it) nor an instant. */
const scheduledFilterKeys = ['type', 'owner', 'serviceOfInterest', 'caller', 'project'] as const;

export const reportScheduleFieldsSchema = z
  .object({
    report: z.enum(ReportNames),
    /** The report's filters as its query string has them (type, owner, caller …). */
    filters: z.partialRecord(z.enum(scheduledFilterKeys), z.string().max(100)).default({}),
    frequency: z.enum(ReportFrequencies),
    /** HH:mm in the firm's time zone. */
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm, e.g. 07:30'),
    /** Weekly: 1 (Monday) to 7 (Sunday). */
    weekday: z.number().int().min(1).max(7).default(1),
    /** Monthly: 1 to 28, so every month has the day. */
    monthDay: z.number().int().min(1).max(28).default(1),
    recipients: z
      .array(z.email('recipients must be e-mail addresses').max(254))
      .min(1, 'recipients: name at least one person')
      .max(50),
    format: z.enum(ReportFormats).default('pdf'),
  })
  .strict();
export type ReportScheduleFields = z.output<typeof reportScheduleFieldsSchema>;

export const scheduleReportBodySchema = reportScheduleFieldsSchema;
export type ScheduleReportBody = z.input<typeof scheduleReportBodySchema>;

/**
 * Whether a schedule's filters are ones its report takes: checked by the report's own query
 * schema, given a period where the report has one. Answers the problems by field.
 */
export function scheduleFilterProblems(report: ReportName, filters: Record<string, string>): Record<string, string> {
  const period = reportTakesPeriod(report) ? { from: '2026-01-01', to: '2026-01-01' } : {};
  const parsed = reportParamSchemas[report].safeParse({ ...filters, ...period });
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [
      `filters.${issue.path.join('.') || 'filters'}`,
      issue.code === 'unrecognized_keys' ? `not a filter of this report: ${issue.keys.join(', ')}` : issue.message,
    ]),
  );
}

export const ReportRunOutcomes = ['sent', 'outbox', 'failed'] as const;
export type ReportRunOutcome = (typeof ReportRunOutcomes)[number];

export const reportRunSchema = z.object({
  dueAt: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** null while the run is under way. */
  outcome: z.enum(ReportRunOutcomes).nullable(),
  rows: z.number().int().nullable(),
  /** What happened, in words: who it went to, or why it failed. */
  detail: z.string(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

export const reportScheduleSchema = reportScheduleFieldsSchema.extend({
  _id: z.string(),
  version: z.number().int(),
  owner: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
  /** The latest runs, newest first. */
  runs: z.array(reportRunSchema),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportScheduleQuerySchema = z.strictObject({ report: z.enum(ReportNames).optional() });
