import { CommunicationOutcomes, shortOutcomeLabel, type CommunicationOutcome } from '@dealbook/contracts';
import { findCommunicationTimeline, findUserById } from '@dealbook/projections';
import { notFound } from '../../kernel/errors/domain-error.js';
import { parseDateRange } from '../../kernel/http/path-segments.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import type { ReportDefinition } from './report-definition.js';
import { periodWords } from './report-wording.js';

/** One day of a caller's calls: how many, and how many ended in each outcome. */
export interface CallerDay {
  day: string;
  calls: number;
  outcomes: Map<CommunicationOutcome | null, number>;
}

const outcomes: readonly (CommunicationOutcome | null)[] = [...CommunicationOutcomes, null];

const columns: readonly TableColumn<CallerDay>[] = [
  { header: 'Day', kind: 'date', value: (row) => new Date(`${row.day}T00:00:00Z`), width: 12 },
  { header: 'Calls', kind: 'number', value: (row) => row.calls, width: 8, total: true },
  ...outcomes.map((outcome): TableColumn<CallerDay> => ({
    header: shortOutcomeLabel(outcome),
    kind: 'number',
    value: (row) => row.outcomes.get(outcome) ?? 0,
    width: 12,
    total: true,
  })),
];

/**
 * Spec §7.9's timelines as a table: a caller's calls per day of the period (days in the firm's
 * zone; days without calls left out), by outcome, with totals. The page charts the same
 * timeline; the caller list (.docx) is its download.
 */
export const callerActivityReport: ReportDefinition<'caller-activity', CallerDay> = {
  name: 'caller-activity',
  columns,
  async describe(context, params) {
    const caller = await findUserById(context.db, params.caller);
    if (!caller) throw notFound('User', params.caller);
    return [`Calls of ${caller.fullName}`, periodWords(context, parseDateRange(params.from, params.to))];
  },
  async rows(context, params) {
    const range = parseDateRange(params.from, params.to);
    const points = await findCommunicationTimeline(
      context.db,
      params.caller,
      { from: range.from.toISOString(), to: range.to.toISOString() },
      context.zone,
    );
    const days = new Map<string, CallerDay>();
    for (const point of points) {
      const day = days.get(point.date) ?? { day: point.date, calls: 0, outcomes: new Map() };
      day.calls += point.count;
      day.outcomes.set(point.outcome, (day.outcomes.get(point.outcome) ?? 0) + point.count);
      days.set(point.date, day);
    }
    return [...days.values()];
  },
};
