import type { ProjectDateReportRow } from '@dealbook/contracts';
import { findPitches } from '@dealbook/projections';
import { parseDateRange } from '../../kernel/http/path-segments.js';
import { everyRowOf } from '../../platform/exports/list-rows.js';
import type { ReportDefinition } from './report-definition.js';
import { projectColumns } from './project-report-columns.js';
import { periodWords } from './report-wording.js';

/** Spec §7.6 getPitches: the projects whose initial meeting (the pitch) falls in the period, earliest first. */
export const pitchesReport: ReportDefinition<'pitches', ProjectDateReportRow> = {
  name: 'pitches',
  columns: projectColumns,
  describe(context, params) {
    return Promise.resolve([`Pitches held ${periodWords(context, parseDateRange(params.from, params.to))}`]);
  },
  rows(context, params) {
    const range = parseDateRange(params.from, params.to);
    return everyRowOf((page) => findPitches(context.db, range, page));
  },
};
