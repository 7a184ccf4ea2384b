import type { ProjectDateReportRow } from '@dealbook/contracts';
import { findProjectsCreatedBetween } from '@dealbook/projections';
import { parseDateRange } from '../../kernel/http/path-segments.js';
import { everyRowOf } from '../../platform/exports/list-rows.js';
import type { ReportDefinition } from './report-definition.js';
import { projectColumns } from './project-report-columns.js';
import { periodWords, scopeWords } from './report-wording.js';

/** Spec §7.6 byDate: the projects created in the period, of one type and one person's, oldest first. */
export const projectsByDateReport: ReportDefinition<'projects-by-date', ProjectDateReportRow> = {
  name: 'projects-by-date',
  columns: projectColumns,
  async describe(context, params) {
    return [
      `Created ${periodWords(context, parseDateRange(params.from, params.to))}`,
      await scopeWords(context.db, params.type, params.owner),
    ];
  },
  rows(context, params) {
    const range = parseDateRange(params.from, params.to);
    const scope = { type: params.type, serviceOfInterest: null };
    const owner = params.owner === 'all' ? null : params.owner;
    return everyRowOf((page) => findProjectsCreatedBetween(context.db, range, scope, owner, page));
  },
};
