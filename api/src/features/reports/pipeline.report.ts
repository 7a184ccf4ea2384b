import { dealStatusLabel, opportunityStatusLabel, shortOutcomeLabel } from '@dealbook/contracts';
import { findPipelineReportRows, type PipelineReportRow } from '@dealbook/projections';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import type { ReportDefinition } from './report-definition.js';
import { scopeWords } from './report-wording.js';

const columns: readonly TableColumn<PipelineReportRow>[] = [
  { header: 'Type', kind: 'text', value: (row) => (row.isDeal ? 'Deal' : 'Opportunity'), width: 11 },
  {
    header: 'Stage',
    kind: 'text',
    value: (row) => (row.isDeal ? dealStatusLabel(row.stage) : opportunityStatusLabel(row.stage)),
    width: 22,
  },
  { header: 'Reference', kind: 'text', value: (row) => row.reference, width: 12 },
  { header: 'Project', kind: 'text', value: (row) => row.projectName, width: 26 },
  { header: 'Client', kind: 'text', value: (row) => row.clientName, width: 24 },
  { header: 'Owner', kind: 'text', value: (row) => row.ownerName, width: 18 },
  { header: 'In stage since', kind: 'date', value: (row) => new Date(row.stageSince), width: 12 },
  { header: 'Days in stage', kind: 'number', value: (row) => row.daysInStage, width: 9 },
  { header: 'Idle', kind: 'yesNo', value: (row) => row.idle, width: 6 },
  {
    header: 'Last communication',
    kind: 'dateTime',
    value: (row) => (row.lastCommunicationDate ? new Date(row.lastCommunicationDate) : null),
    width: 16,
  },
  {
    header: 'Last outcome',
    kind: 'text',
    value: (row) => (row.lastCommunicationDate ? shortOutcomeLabel(row.lastCommunicationOutcome) : ''),
    width: 18,
  },
];

/**
 * "The Monday meeting report": opportunities and deals grouped by stage, each with its owner,
 * how long it has been in its stage and its last communication.
 */
export const pipelineReport: ReportDefinition<'pipeline', PipelineReportRow> = {
  name: 'pipeline',
  columns,
  async describe(context, params) {
    return [await scopeWords(context.db, params.type, params.owner)];
  },
  rows(context, params) {
    const owner = params.owner === 'all' ? null : params.owner;
    return findPipelineReportRows(context.db, { type: params.type, owner }, context.now);
  },
};
