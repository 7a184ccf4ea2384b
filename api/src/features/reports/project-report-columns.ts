import { projectStageLabel, serviceLabel, textEnumLabel, type ProjectDateReportRow } from '@dealbook/contracts';
import type { TableColumn } from '../../platform/exports/table-columns.js';

const dateOf = (iso: string) => (iso ? new Date(iso) : null);

/** The columns the three project reports of spec §7.6 share, in the order the firm reads them. */
export const projectColumns: readonly TableColumn<ProjectDateReportRow>[] = [
  { header: 'Reference', kind: 'text', value: (row) => row.reference, width: 12 },
  { header: 'Project', kind: 'text', value: (row) => row.projectName, width: 26 },
  { header: 'Company', kind: 'text', value: (row) => row.companyName, width: 26 },
  { header: 'Industry', kind: 'text', value: (row) => textEnumLabel(row.industryType ?? ''), width: 18 },
  { header: 'Deal', kind: 'yesNo', value: (row) => row.isDeal, width: 6 },
  { header: 'Stage', kind: 'text', value: (row) => projectStageLabel(row), width: 20 },
  { header: 'Service', kind: 'text', value: (row) => serviceLabel(row.serviceOfInterest), width: 12 },
  { header: 'Owner', kind: 'text', value: (row) => row.owner?.fullName ?? '', width: 18 },
  { header: 'First contact', kind: 'text', value: (row) => row.firstContact, width: 18 },
  { header: 'Second contact', kind: 'text', value: (row) => row.secondContact, width: 18 },
  { header: 'Third contact', kind: 'text', value: (row) => row.thirdContact, width: 18 },
  { header: 'Initial meeting', kind: 'date', value: (row) => dateOf(row.initialMeetingDate), width: 12 },
  { header: 'Created', kind: 'date', value: (row) => dateOf(row.createdAt), width: 12 },
  { header: 'Purchasers', kind: 'number', value: (row) => row.purchaserCount, width: 10, total: true },
];
