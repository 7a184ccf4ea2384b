import { Document, HeadingLevel, Packer, PageOrientation, Paragraph } from 'docx';
import type { PurchaserReportRow } from '@dealbook/projections';
import type { DocumentProject } from './document-text.js';
import { actionText, formatDate, formatDateTime, priorityText, tickText } from './document-text.js';
import { noRowsParagraph, wordTable } from './word-table.js';

/**
 * The project's potential purchasers as a Word document (GET
 * /api/project/potentialpurchaserword/{id}), landscape, for a client meeting or the file.
 */
export async function buildPurchasersDocument(
  project: DocumentProject,
  rows: readonly PurchaserReportRow[],
  generatedAt: Date,
): Promise<Buffer> {
  const table = wordTable(
    [
      'Company',
      'Priority',
      'Stage',
      'NDA sent',
      'NDA signed',
      'IM sent',
      'Last contact',
      'Outcome',
      'Next action',
      'Contact',
    ],
    rows.map((row) => [
      row.companyName,
      priorityText(row.priority),
      row.currentStage,
      tickText(row.sentNDA),
      tickText(row.signedNDA),
      tickText(row.sentIM),
      formatDateTime(row.lastContactDate),
      row.lastOutcome ?? '',
      actionText(row.nextAction),
      [row.contactName, row.contactEmail, row.contactTelephone].filter(Boolean).join('\n'),
    ]),
  );
  const doc = new Document({
    creator: 'Dealbook',
    title: `${project.projectName} - potential purchasers`,
    sections: [
      {
        properties: { page: { size: { orientation: PageOrientation.LANDSCAPE } } },
        children: [
          new Paragraph({ text: `${project.projectName} (${project.reference})`, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: `Client: ${project.clientName}` }),
          new Paragraph({
            text: `Potential purchasers: ${rows.length}, as at ${formatDate(generatedAt.toISOString())}`,
          }),
          rows.length > 0 ? table : noRowsParagraph('No potential purchasers yet.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
