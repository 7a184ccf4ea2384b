import { PurchaseMilestoneLabels, Role, type Purchase, type SessionUser } from '@dealbook/contracts';
import { actionText, priorityText } from '../documents/document-text.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';

const gridColumns: readonly TableColumn<Purchase>[] = [
  { header: 'Company', kind: 'text', width: 30, value: (p) => p.company.companyName },
  { header: 'Priority', kind: 'text', width: 9, value: (p) => priorityText(p.priority) },
  { header: 'Stage', kind: 'text', width: 18, value: (p) => p.currentStage },
  { header: PurchaseMilestoneLabels.sentNDA, kind: 'tick', value: (p) => p.sentNDA },
  { header: PurchaseMilestoneLabels.signedNDA, kind: 'tick', value: (p) => p.signedNDA },
  { header: PurchaseMilestoneLabels.sentIM, kind: 'tick', value: (p) => p.sentIM },
  { header: PurchaseMilestoneLabels.sentTeaser, kind: 'tick', value: (p) => p.sentTeaser },
  { header: 'Last contact', kind: 'dateTime', value: (p) => p.lastContact?.commsDate ?? null },
  { header: 'Last outcome', kind: 'text', width: 34, value: (p) => p.lastContact?.outcome ?? null },
  { header: 'Next action', kind: 'text', width: 20, value: (p) => actionText(p.lastContact?.action ?? null) },
  { header: 'Client comments', kind: 'text', width: 40, value: (p) => p.clientComments },
];

const internalComments: TableColumn<Purchase> = {
  header: 'Internal comments',
  kind: 'text',
  width: 40,
  value: (p) => p.internalComments,
};

/**
 * A project's purchasers grid as a spreadsheet, headed like the grid: each tick a BooleanDate
 * (two columns). External callers do not read the firm's internal comments (internal-comments.ts),
 * so their sheet has no such column at all rather than an empty one.
 */
export function purchaseExportColumns(user: SessionUser): readonly TableColumn<Purchase>[] {
  return user.role === Role.external ? gridColumns : [...gridColumns, internalComments];
}
