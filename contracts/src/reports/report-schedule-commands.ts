import type { ReportRunOutcome, ReportScheduleFields } from './report-schedule.js';

/** Who acts on a schedule: its owner changes it; a manager or above may too. */
export interface ReportScheduleActor {
  id: string;
  isManager: boolean;
}

export interface ScheduleReport {
  type: 'ScheduleReport';
  scheduleId: string;
  ownerId: string;
  fields: ReportScheduleFields;
  /** Recipients the handler found are not active staff. */
  unknownRecipients: string[];
}

export interface ChangeReportSchedule {
  type: 'ChangeReportSchedule';
  scheduleId: string;
  actor: ReportScheduleActor;
  fields: ReportScheduleFields;
  unknownRecipients: string[];
}

export interface DeleteReportSchedule {
  type: 'DeleteReportSchedule';
  scheduleId: string;
  actor: ReportScheduleActor;
}

export interface StartReportRun {
  type: 'StartReportRun';
  scheduleId: string;
  dueAt: string;
  /** Now, by the clock of the claiming instance (ISO): recorded, for a takeover to judge. */
  at?: string;
}

/**
 * Claims again a run claimed `takeOverAfterSeconds` or more before `at` and still unfinished: its
 * instance stopped during it (REPORT_RUN_TAKEOVER_SECONDS). After MaxReportRunClaims claims the run
 * is recorded as failed instead.
 */
export interface TakeOverReportRun {
  type: 'TakeOverReportRun';
  scheduleId: string;
  dueAt: string;
  /** Now, by the clock of the instance taking over (ISO). */
  at: string;
  takeOverAfterSeconds: number;
}

/** Claims of one run (the first and the takeovers) before it is given up as failed. */
export const MaxReportRunClaims = 3;

export interface FinishReportRun {
  type: 'FinishReportRun';
  scheduleId: string;
  dueAt: string;
  outcome: ReportRunOutcome;
  /** How many rows the report held; null when the run failed before the report was made. */
  rowCount: number | null;
  detail: string;
}

export type ReportScheduleCommand =
  ScheduleReport | ChangeReportSchedule | DeleteReportSchedule | StartReportRun | TakeOverReportRun | FinishReportRun;
