import type { DomainEvent } from '../event-store/domain-event.js';
import {
  creates,
  deletes,
  edits,
  changes,
  eventTypesOf,
  schemaVersionsOf,
  type EventCatalogue,
} from '../event-store/event-catalogue.js';
import type { ReportRunOutcome, ReportScheduleFields } from './report-schedule.js';

export type ReportScheduled = DomainEvent<
  'ReportScheduled',
  { scheduleId: string; ownerId: string | null; fields: ReportScheduleFields }
>;
export type ReportScheduleChanged = DomainEvent<
  'ReportScheduleChanged',
  {
    scheduleId: string;
    changes: { [K in keyof ReportScheduleFields]?: { from: ReportScheduleFields[K]; to: ReportScheduleFields[K] } };
  }
>;
export type ReportScheduleDeleted = DomainEvent<'ReportScheduleDeleted', { scheduleId: string }>;
/**
 * One instance claimed the run due at `dueAt`: the stream's version check lets only one claim it.
 * A run whose instance stopped is claimed again by another (TakeOverReportRun): the same `dueAt`,
 * `attempt` 2, 3, … (absent on the first claim, and on every claim recorded before issue 36's
 * takeover). `claimedAt` is when, by the claiming instance's clock (absent on older events).
 */
export type ReportRunStarted = DomainEvent<
  'ReportRunStarted',
  { scheduleId: string; dueAt: string; attempt?: number; claimedAt?: string }
>;
/**
 * Version 2 (issue 36) names the number of rows the report held `rowCount` (null when the run
 * failed before the report was made), as `Report` does; version 1 called it `rows`, which
 * elsewhere in the reports are the rows themselves. Older events are lifted on read
 * (reportRunFinishedV1ToV2 in api/src/infra/event-store/event-upcasters.ts).
 */
export type ReportRunFinished = DomainEvent<
  'ReportRunFinished',
  { scheduleId: string; dueAt: string; outcome: ReportRunOutcome; rowCount: number | null; detail: string }
>;

export type ReportScheduleEvent =
  ReportScheduled | ReportScheduleChanged | ReportScheduleDeleted | ReportRunStarted | ReportRunFinished;
export type ReportScheduleEventType = ReportScheduleEvent['type'];

/** The report schedule event catalogue (DESIGN §3). A run moves the schedule's last run. */
export const ReportScheduleEvents = {
  ReportScheduled: creates(),
  ReportScheduleChanged: edits(),
  ReportScheduleDeleted: deletes(),
  ReportRunStarted: changes<ReportRunStarted['data']>((data) => ({ lastDueAt: { from: null, to: data.dueAt } })),
  ReportRunFinished: changes<ReportRunFinished['data']>(
    (data) => ({ lastOutcome: { from: null, to: data.outcome } }),
    2,
  ),
} satisfies EventCatalogue<ReportScheduleEvent>;

export const ReportScheduleEventSchemaVersions = schemaVersionsOf<ReportScheduleEvent>(ReportScheduleEvents);
export const ReportScheduleEventTypes = eventTypesOf(ReportScheduleEvents);
