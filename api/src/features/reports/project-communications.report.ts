import { communicationTypeLabel, shortOutcomeLabel } from '@dealbook/contracts';
import { actionText } from '../documents/document-text.js';
import {
  findProjectCommunicationReportRows,
  findProjectRefs,
  type CommunicationReportRow,
} from '@dealbook/projections';
import { notFound } from '../../kernel/errors/domain-error.js';
import { parseDateRange } from '../../kernel/http/path-segments.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import type { ReportDefinition } from './report-definition.js';
import { periodWords } from './report-wording.js';

const columns: readonly TableColumn<CommunicationReportRow>[] = [
  { header: 'When', kind: 'dateTime', value: (row) => new Date(row.commsDate), width: 16 },
  { header: 'Type', kind: 'text', value: (row) => communicationTypeLabel(row.commsType), width: 10 },
  { header: 'Purchaser', kind: 'text', value: (row) => row.purchaserName, width: 22 },
  { header: 'Contacted', kind: 'text', value: (row) => row.contacted, width: 20 },
  { header: 'By', kind: 'text', value: (row) => row.employees.map((person) => person.fullName).join(', '), width: 18 },
  { header: 'Outcome', kind: 'text', value: (row) => (row.outcome ? shortOutcomeLabel(row.outcome) : ''), width: 16 },
  {
    header: 'Next action',
    kind: 'text',
    value: (row) => actionText(row.action),
    width: 18,
  },
  { header: 'Notes', kind: 'text', value: (row) => row.content, width: 44 },
];

/** Spec §7.6's project communications report as a table: the project's communications in the period, oldest first. */
export const projectCommunicationsReport: ReportDefinition<'project-communications', CommunicationReportRow> = {
  name: 'project-communications',
  columns,
  async describe(context, params) {
    const project = (await findProjectRefs(context.db, [params.project])).get(params.project);
    if (!project) throw notFound('Project', params.project);
    return [
      `${project.projectName} (${project.reference}) for ${project.clientName}`,
      periodWords(context, parseDateRange(params.from, params.to)),
    ];
  },
  rows(context, params) {
    const range = parseDateRange(params.from, params.to);
    return findProjectCommunicationReportRows(context.db, params.project, {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
    });
  },
};
