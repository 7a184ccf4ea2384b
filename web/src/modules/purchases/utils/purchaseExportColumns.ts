import type { Purchase } from '@dealbook/contracts';
import { communicationActionLabel, knownAction } from '../../communications/utils/communicationLabels.js';
import type { ExportColumn } from '../../export/utils/xlsxRows.js';
import { priorityLabel } from './purchaseLabels.js';

/**
 * The purchasers grid as a spreadsheet (spec §9): the three ticks are BooleanDates, so each
 * becomes `{field}_checked` and `{field}_date`.
 */
export const purchaseExportColumns: readonly ExportColumn<Purchase>[] = [
  { header: 'company', value: (p) => p.company.companyName },
  { header: 'priority', value: (p) => priorityLabel(p.priority) },
  { header: 'currentStage', value: (p) => p.currentStage },
  { header: 'sentNDA', value: (p) => p.sentNDA },
  { header: 'signedNDA', value: (p) => p.signedNDA },
  { header: 'sentIM', value: (p) => p.sentIM },
  { header: 'lastContact', value: (p) => (p.lastContact ? new Date(p.lastContact.commsDate) : null) },
  { header: 'lastOutcome', value: (p) => p.lastContact?.outcome ?? '' },
  {
    header: 'nextAction',
    value: (p) => {
      const action = knownAction(p.lastContact?.action ?? null);
      return action === null ? '' : communicationActionLabel(action);
    },
  },
  { header: 'clientComments', value: (p) => p.clientComments },
  { header: 'internalComments', value: (p) => p.internalComments },
];
