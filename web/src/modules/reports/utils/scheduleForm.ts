import {
  ReportFormats,
  ReportFrequencies,
  scheduleReportBodySchema,
  type ReportFormat,
  type ReportFrequency,
  type ReportName,
  type ReportSchedule,
  type ScheduleReportBody,
} from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

/** The schedule dialog's inputs as typed. */
export interface ScheduleFormValues {
  frequency: ReportFrequency;
  time: string;
  weekday: number;
  monthDay: string;
  recipients: string[];
  format: ReportFormat;
}

export const scheduleFieldLabels = {
  frequency: 'How often',
  time: 'At (the firm’s time, HH:mm)',
  weekday: 'On',
  monthDay: 'On day of the month (1–28)',
  recipients: 'Send to',
  format: 'As',
} as const satisfies Record<keyof ScheduleFormValues, string>;

export const frequencyOptions = ReportFrequencies;
export const formatOptions = ReportFormats;
export const weekdayOptions = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (label, i) => ({ value: i + 1, label }),
);

/** A new schedule's inputs (weekly, Monday 07:30, to oneself), or those of the schedule being changed. */
export const scheduleFormValues = (me: string, schedule?: ReportSchedule): ScheduleFormValues =>
  schedule
    ? {
        frequency: schedule.frequency,
        time: schedule.time,
        weekday: schedule.weekday,
        monthDay: String(schedule.monthDay),
        recipients: schedule.recipients,
        format: schedule.format,
      }
    : { frequency: 'weekly', time: '07:30', weekday: 1, monthDay: '1', recipients: me ? [me] : [], format: 'pdf' };

/** Filters a schedule keeps from the report's page: all but the period (each run covers the one before it). */
const keptFilters = ['type', 'owner', 'serviceOfInterest', 'caller', 'project'] as const;

/** The filters of the report's page that a new schedule keeps. */
export const scheduleFiltersOf = (query: URLSearchParams): ScheduleReportBody['filters'] =>
  Object.fromEntries(keptFilters.flatMap((key) => (query.get(key) ? [[key, query.get(key)!] as const] : [])));

/** The body of POST and PUT /api/report-schedule: the report, its filters and what the dialog says. */
export function scheduleFormSchema(report: ReportName, filters: ScheduleReportBody['filters']) {
  return formSchema((values: ScheduleFormValues, problems): ScheduleReportBody => {
    const monthDay = Number(values.monthDay.trim());
    if (values.frequency === 'monthly' && !Number.isInteger(monthDay)) {
      problems.add('monthDay', 'The day of the month must be a whole number from 1 to 28');
    }
    return {
      report,
      filters,
      frequency: values.frequency,
      time: values.time.trim(),
      weekday: values.weekday,
      monthDay: Number.isInteger(monthDay) ? monthDay : 1,
      recipients: values.recipients,
      format: values.format,
    };
  }, scheduleReportBodySchema);
}
