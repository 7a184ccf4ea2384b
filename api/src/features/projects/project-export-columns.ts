import {
  dealStatusLabel,
  opportunityStatusLabel,
  projectStatusLabel,
  serviceLabel,
  velocityProductLabel,
  type ProjectListItem,
} from '@dealbook/contracts';
import type { TableColumn } from '../../platform/exports/table-columns.js';

const opportunityStatus: TableColumn<ProjectListItem> = {
  header: 'Opportunity status',
  kind: 'text',
  width: 22,
  value: (p) => opportunityStatusLabel(p.opportunityStatus),
};
const dealStatus: TableColumn<ProjectListItem> = {
  header: 'Deal status',
  kind: 'text',
  width: 24,
  value: (p) => dealStatusLabel(p.dealStatus),
};

/**
 * A project grid as a spreadsheet, with every status and date a report needs. The stage column
 * is the list's own: opportunities by opportunity status, deals by deal status (the grid's
 * `isDeal` filter says which list it is); a list of both shows both.
 */
export function projectExportColumns(isDeal: unknown): readonly TableColumn<ProjectListItem>[] {
  const stage =
    isDeal === 'true' ? [dealStatus] : isDeal === 'false' ? [opportunityStatus] : [opportunityStatus, dealStatus];
  return [
    { header: 'Reference', kind: 'text', width: 12, value: (p) => p.reference },
    { header: 'Project', kind: 'text', width: 28, value: (p) => p.projectName },
    { header: 'Client', kind: 'text', width: 26, value: (p) => p.client.companyName },
    { header: 'Project status', kind: 'text', width: 18, value: (p) => projectStatusLabel(p.status) },
    ...stage,
    { header: 'Service', kind: 'text', width: 12, value: (p) => serviceLabel(p.serviceOfInterest) },
    {
      header: 'Products',
      kind: 'text',
      width: 28,
      value: (p) => p.velocityProducts.map(velocityProductLabel).join(', '),
    },
    { header: 'Owner', kind: 'text', width: 18, value: (p) => p.owner?.fullName ?? null },
    {
      header: 'Bluebox contacts',
      kind: 'text',
      width: 24,
      value: (p) => p.blueboxContacts.map((person) => person.fullName).join(', '),
    },
    { header: 'Introduction', kind: 'date', value: (p) => p.introductionDate || null },
    { header: 'Initial meeting', kind: 'date', value: (p) => p.initialMeetingDate || null },
    { header: 'Client signed', kind: 'date', value: (p) => p.dateClientSigned || null },
    { header: 'Expected completion', kind: 'date', value: (p) => p.expectedCompletion || null },
    { header: 'Purchasers', kind: 'number', value: (p) => p.purchaserCount },
    { header: 'Updated', kind: 'dateTime', value: (p) => p.updatedAt },
  ];
}

/** The file's stem: the list the grid shows. */
export function projectExportName(isDeal: unknown): string {
  return isDeal === 'true' ? 'deals' : isDeal === 'false' ? 'opportunities' : 'projects';
}

/** The worksheet's tab and printed title: which list it is, as the sidebar names it. */
export function projectExportSheetName(isDeal: unknown): string {
  return isDeal === 'true' ? 'Deals' : isDeal === 'false' ? 'Opportunities' : 'Projects';
}
