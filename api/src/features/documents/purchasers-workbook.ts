import type { Response } from 'express';
import { PurchaseMilestoneLabels } from '@dealbook/contracts';
import type { PurchaserReportRow } from '@dealbook/projections';
import { sendSpreadsheet } from '../../platform/exports/spreadsheet-download.js';
import { emailColumnWidth, type TableColumn } from '../../platform/exports/table-columns.js';
import type { DocumentProject } from './document-text.js';
import { actionText, priorityText } from './document-text.js';

/**
 * The purchaser list's columns, in words: each BooleanDate is a tick, which the spreadsheet
 * splits into "<label> (ticked)" and "<label> (date)" (spec §9's `{field}_checked` and
 * `{field}_date`), the date a real date cell, so the list sorts and filters in Excel by date.
 */
export const purchaserWorkbookColumns: readonly TableColumn<PurchaserReportRow>[] = [
  { header: 'Company', kind: 'text', width: 30, value: (row) => row.companyName },
  { header: 'Priority', kind: 'text', width: 9, value: (row) => priorityText(row.priority) },
  { header: 'Current stage', kind: 'text', width: 18, value: (row) => row.currentStage },
  { header: PurchaseMilestoneLabels.sentNDA, kind: 'tick', value: (row) => row.sentNDA },
  { header: PurchaseMilestoneLabels.signedNDA, kind: 'tick', value: (row) => row.signedNDA },
  { header: PurchaseMilestoneLabels.sentIM, kind: 'tick', value: (row) => row.sentIM },
  { header: 'Last contact', kind: 'dateTime', value: (row) => row.lastContactDate },
  { header: 'Last outcome', kind: 'text', width: 34, value: (row) => row.lastOutcome },
  { header: 'Next action', kind: 'text', width: 18, value: (row) => actionText(row.nextAction) },
  { header: 'Contact', kind: 'text', width: 20, value: (row) => row.contactName },
  { header: 'E-mail', kind: 'text', width: emailColumnWidth, value: (row) => row.contactEmail },
  { header: 'Telephone', kind: 'text', width: 15, value: (row) => row.contactTelephone },
  { header: 'Client comments', kind: 'text', width: 40, value: (row) => row.clientComments },
];

/**
 * The project's potential purchasers as a spreadsheet (GET /api/project/potentialpurchaser/{id}),
 * written by the one spreadsheet writer every grid's export uses: A4, fitted to the page width.
 */
export async function sendPurchasersWorkbook(
  res: Response,
  project: DocumentProject,
  rows: readonly PurchaserReportRow[],
  timeZone: string,
): Promise<void> {
  await sendSpreadsheet(res, {
    fileName: `${project.projectName} - Potential Purchasers.xlsx`,
    sheetName: 'Potential purchasers',
    title: `${project.projectName} (${project.reference}) - potential purchasers`,
    columns: purchaserWorkbookColumns,
    rows,
    timeZone,
  });
}
