import { counted } from '@dealbook/contracts';
import type { PurchaserReportRow } from '@dealbook/projections';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import { actionText, priorityText, type DocumentProject } from './document-text.js';
import { buildWordReport } from './word-document.js';
import { readTable, withoutRepeatedColumns } from './word-table.js';

const columns: TableColumn<PurchaserReportRow>[] = [
  { header: 'Company', kind: 'text', value: (r) => r.companyName },
  { header: 'Priority', kind: 'text', value: (r) => priorityText(r.priority) },
  { header: 'Stage', kind: 'text', value: (r) => r.currentStage },
  { header: 'NDA sent', kind: 'tick', value: (r) => r.sentNDA },
  { header: 'NDA signed', kind: 'tick', value: (r) => r.signedNDA },
  { header: 'IM sent', kind: 'tick', value: (r) => r.sentIM },
  { header: 'Last contact', kind: 'dateTime', value: (r) => r.lastContactDate },
  { header: 'Outcome', kind: 'text', value: (r) => r.lastOutcome ?? '' },
  { header: 'Next action', kind: 'text', value: (r) => actionText(r.nextAction) },
  {
    header: 'Contact',
    kind: 'text',
    value: (r) => [r.contactName, r.contactEmail, r.contactTelephone].filter(Boolean).join('\n'),
  },
];

/** Columns that may say the same for every purchaser (no stage set yet, all priority B). */
const foldable = ['Priority', 'Stage'];

/**
 * The project's potential purchasers as a Word document (GET
 * /api/project/potentialpurchaserword/{id}), for a client meeting or the file.
 */
export async function buildPurchasersDocument(
  project: DocumentProject,
  rows: readonly PurchaserReportRow[],
  options: { timeZone: string; preparedAt: Date },
): Promise<Buffer> {
  const { content, repeated } = withoutRepeatedColumns(readTable(columns, rows, options.timeZone), foldable);
  return buildWordReport({
    ...options,
    title: `${project.projectName} - Potential Purchasers`,
    details: [
      `Project: ${project.projectName} (${project.reference})`,
      `Client: ${project.clientName}`,
      counted(rows.length, 'potential purchaser'),
      ...repeated.map(({ header, text }) => `${header}: ${text}`),
    ],
    table: content,
    noRows: 'No potential purchasers yet.',
  });
}
