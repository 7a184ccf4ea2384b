import { counted } from '@dealbook/contracts';
import { Document, HeadingLevel, Packer, PageOrientation, Paragraph } from 'docx';
import type { CommunicationReportRow } from '@dealbook/projections';
import { actionText, commsTypeText, formatDateTime } from './document-text.js';
import { noRowsParagraph, wordTable } from './word-table.js';

export interface CommunicationsDocumentInput {
  title: string;
  subtitle: string;
  from: Date;
  to: Date;
  rows: readonly CommunicationReportRow[];
}

/**
 * A list of communications as a Word document: the caller report ('{full name} - Caller
 * List.docx', spec §7.9, §9) and the project communications report (§7.6) share it.
 */
export async function buildCommunicationsDocument(input: CommunicationsDocumentInput): Promise<Buffer> {
  const { title, subtitle, from, to, rows } = input;
  const table = wordTable(
    ['Date', 'Type', 'Project', 'Purchaser', 'Contacted', 'By', 'Outcome', 'Next action', 'Notes'],
    rows.map((row) => [
      formatDateTime(row.commsDate),
      commsTypeText(row.commsType),
      row.projectName,
      row.purchaserName,
      row.contacted,
      row.employees,
      row.outcome ?? '',
      actionText(row.action),
      row.content,
    ]),
  );
  const doc = new Document({
    creator: 'Dealbook',
    title,
    sections: [
      {
        properties: { page: { size: { orientation: PageOrientation.LANDSCAPE } } },
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: subtitle }),
          new Paragraph({
            text: `${formatDateTime(from.toISOString())} to ${formatDateTime(to.toISOString())} (UTC): ${counted(rows.length, 'communication')}`,
          }),
          rows.length > 0 ? table : noRowsParagraph('No communications in this period.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
