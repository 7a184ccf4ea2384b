import type { Purchase } from '@dealbook/contracts';
import { communicationActionLabel, knownAction } from '../../ui/labels/communicationLabels.js';
import type { ExportColumn } from '../../export/utils/xlsxRows.js';
import { milestoneLabels, priorityLabel } from '../../ui/labels/purchaseLabels.js';

/**
 * The purchasers grid as a spreadsheet (spec §9), headed like the grid: the three ticks are
 * BooleanDates, so each becomes two columns, "NDA sent (ticked)" and "NDA sent (date)".
 */
export const purchaseExportColumns: readonly ExportColumn<Purchase>[] = [
  { header: 'Company', value: (p) => p.company.companyName },
  { header: 'Priority', value: (p) => priorityLabel(p.priority) },
  { header: 'Stage', value: (p) => p.currentStage },
  { header: milestoneLabels.sentNDA, value: (p) => p.sentNDA },
  { header: milestoneLabels.signedNDA, value: (p) => p.signedNDA },
  { header: milestoneLabels.sentIM, value: (p) => p.sentIM },
  { header: 'Last contact', value: (p) => (p.lastContact ? new Date(p.lastContact.commsDate) : null) },
  { header: 'Last outcome', value: (p) => p.lastContact?.outcome ?? '' },
  {
    header: 'Next action',
    value: (p) => {
      const action = knownAction(p.lastContact?.action ?? null);
      return action === null ? '' : communicationActionLabel(action);
    },
  },
  { header: 'Client comments', value: (p) => p.clientComments },
  { header: 'Internal comments', value: (p) => p.internalComments },
];
