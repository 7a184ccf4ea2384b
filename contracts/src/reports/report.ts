import { z } from 'zod';
import { booleanDateSchema } from '../common/boolean-date.js';
import { ProjectServiceType } from '../enums/numeric-enums.js';
import { ProjectTypes } from '../projects/project.js';

/** The firm's reports (issue 15, spec §7.6, §7.9): each has its page under /reports. */
export const ReportNames = [
  'projects-by-date',
  'velocity-products',
  'pitches',
  'pipeline',
  'caller-activity',
  'project-communications',
] as const;
export type ReportName = (typeof ReportNames)[number];

export const ReportTitles: Record<ReportName, string> = {
  'projects-by-date': 'Projects by date',
  'velocity-products': 'Velocity products',
  pitches: 'Pitches',
  pipeline: 'Pipeline by stage',
  'caller-activity': 'Caller activity',
  'project-communications': 'Project communications',
};

const isoInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const period = {
  from: isoInstant.describe('First day (or instant) of the period'),
  to: isoInstant.describe('Last day of the period (a bare date: to the end of that day) or instant'),
};
const asOf = {
  asOf: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Run the report on the records as they stood at this instant, read from the event log'),
};
const owner = z
  .union([z.literal('all'), z.uuid()])
  .default('all')
  .describe("A person's id, or all");
const projectType = z.enum(ProjectTypes).default('all');

/** What each report is asked: its query string, validated with these schemas (strict: an unknown field is a 400). */
export const reportParamSchemas = {
  'projects-by-date': z.strictObject({ ...period, type: projectType, owner, ...asOf }),
  'velocity-products': z.strictObject({
    ...period,
    serviceOfInterest: z
      .union([z.literal('all'), z.coerce.number().pipe(z.literal(Object.values(ProjectServiceType)))])
      .default('all'),
    ...asOf,
  }),
  pitches: z.strictObject({ ...period, ...asOf }),
  pipeline: z.strictObject({ type: projectType, owner, ...asOf }),
  'caller-activity': z.strictObject({ ...period, caller: z.uuid().describe("The caller's user id"), ...asOf }),
  'project-communications': z.strictObject({ ...period, project: z.uuid().describe("The project's id"), ...asOf }),
} satisfies Record<ReportName, z.ZodType>;

/** Whether a report covers a period (`from`/`to`): a schedule's run then covers the one before it. */
export const reportTakesPeriod = (name: ReportName): boolean => 'from' in reportParamSchemas[name].shape;

export type ReportParams<N extends ReportName> = z.output<(typeof reportParamSchemas)[N]>;

/** How a column's cells read (the spreadsheet's number format, a PDF's alignment, the page's formatting). */
export const CellKinds = ['text', 'number', 'money', 'date', 'dateTime', 'tick', 'yesNo'] as const;
export type CellKind = (typeof CellKinds)[number];

/** One cell as JSON: dates are ISO 8601 text (their column's kind says so), ticks a BooleanDate. */
export const reportCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), booleanDateSchema]);
export type ReportCell = z.infer<typeof reportCellSchema>;

/**
 * A report as the page shows it: the same columns and rows its spreadsheet and PDF hold. The
 * page shows at most `ReportRowLimit` rows; `rowCount` says how many there are, and the
 * downloads hold them all.
 */
export const reportTableSchema = z.object({
  report: z.enum(ReportNames),
  title: z.string(),
  /** What the report was asked, in words: the period, the filters, "As it stood on …". */
  subtitle: z.array(z.string()),
  asOf: z.string().nullable(),
  columns: z.array(z.object({ header: z.string(), kind: z.enum(CellKinds), total: z.boolean() })),
  rows: z.array(z.array(reportCellSchema)),
  /** Per column, the sum of its cells where the column is totalled, else null; null without totals. */
  totals: z.array(z.number().nullable()).nullable(),
  rowCount: z.number().int(),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const ReportRowLimit = 2000;
