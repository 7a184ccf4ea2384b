import {
  serviceLabel,
  taskStatusLabel,
  textEnumLabel,
  velocityProductLabel,
  type ProjectProductReportRow,
} from '@dealbook/contracts';
import { findProjectsByProduct } from '@dealbook/projections';
import { parseDateRange } from '../../kernel/http/path-segments.js';
import { everyRowOf } from '../../platform/exports/list-rows.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import type { ReportDefinition } from './report-definition.js';
import { periodWords } from './report-wording.js';

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

const employeeColumns = ([1, 2, 3] as const).flatMap((n): TableColumn<ProjectProductReportRow>[] => [
  { header: `Client employee ${n}`, kind: 'text', value: (row) => row[`employee${n}Name`], width: 18 },
  { header: `Employee ${n} e-mail`, kind: 'text', value: (row) => row[`employee${n}Email`], width: 24 },
  { header: `Employee ${n} telephone`, kind: 'text', value: (row) => row[`employee${n}Telephone`], width: 15 },
]);

/** The flattened products report of spec §7.6, one row per project, as the firm's spreadsheet had it. */
const columns: readonly TableColumn<ProjectProductReportRow>[] = [
  { header: 'Reference', kind: 'text', value: (row) => row.reference, width: 12 },
  { header: 'Project', kind: 'text', value: (row) => row.projectName, width: 24 },
  { header: 'Company', kind: 'text', value: (row) => row.companyName, width: 24 },
  { header: 'Opportunity source', kind: 'text', value: (row) => textEnumLabel(row.opportunitySource ?? ''), width: 16 },
  { header: 'Service', kind: 'text', value: (row) => serviceLabel(row.serviceOfInterest), width: 12 },
  {
    header: 'Velocity products',
    kind: 'text',
    value: (row) => row.velocityProducts.map((product) => velocityProductLabel(product)).join(', '),
    width: 24,
  },
  ...employeeColumns,
  {
    header: 'Firm contacts',
    kind: 'text',
    value: (row) => [row.firstContact, row.secondContact, row.thirdContact].filter(Boolean).join(', '),
    width: 24,
  },
  // Spec §7.6 names the column InitialMeeting and writes it DD/MM/YYYY: a date cell in that format.
  { header: 'Initial meeting', kind: 'date', value: (row) => dateOf(row.initialMeetingDate), width: 12 },
  { header: 'Latest task due', kind: 'date', value: (row) => dateOf(row.latestTaskDueDate), width: 12 },
  { header: 'Latest task', kind: 'text', value: (row) => row.latestTaskSubject, width: 24 },
  {
    header: 'Latest task status',
    kind: 'text',
    value: (row) => (row.latestTaskStatus === null ? '' : taskStatusLabel(row.latestTaskStatus)),
    width: 14,
  },
  { header: 'Latest task assignees', kind: 'text', value: (row) => row.latestTaskAssignees, width: 20 },
  {
    header: 'Latest communication',
    kind: 'dateTime',
    value: (row) => dateOf(row.latestCommunicationDate),
    width: 16,
  },
  { header: 'Latest communication notes', kind: 'text', value: (row) => row.latestCommunicationContent, width: 40 },
];

/** Spec §7.6 byProduct: the projects created in the period, of one service or all, flattened. */
export const velocityProductsReport: ReportDefinition<'velocity-products', ProjectProductReportRow> = {
  name: 'velocity-products',
  columns,
  describe(context, params) {
    const service = params.serviceOfInterest === 'all' ? 'Every service' : serviceLabel(params.serviceOfInterest);
    return Promise.resolve([`Created ${periodWords(context, parseDateRange(params.from, params.to))}`, `${service}`]);
  },
  rows(context, params) {
    const range = parseDateRange(params.from, params.to);
    const service = params.serviceOfInterest === 'all' ? null : params.serviceOfInterest;
    return everyRowOf((page) => findProjectsByProduct(context.db, range, service, page));
  },
};
