import ExcelJS from 'exceljs';
import type { PurchaserReportRow } from '@dealbook/projections';
import type { DocumentProject } from './document-text.js';
import { actionText, formatDate, formatDateTime, priorityText } from './document-text.js';

/**
 * The project's potential purchasers as a spreadsheet (GET /api/project/potentialpurchaser/{id}).
 * Each BooleanDate is split into `{field}_checked` and `{field}_date` columns (spec §9), so the
 * list sorts and filters in Excel without parsing.
 */
export async function buildPurchasersWorkbook(
  project: DocumentProject,
  rows: readonly PurchaserReportRow[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Dealbook';
  const sheet = workbook.addWorksheet('Potential purchasers', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Company', key: 'company', width: 32 },
    { header: 'Priority', key: 'priority', width: 9 },
    { header: 'Current stage', key: 'stage', width: 20 },
    { header: 'sentNDA_checked', key: 'sentNdaChecked', width: 16 },
    { header: 'sentNDA_date', key: 'sentNdaDate', width: 13 },
    { header: 'signedNDA_checked', key: 'signedNdaChecked', width: 18 },
    { header: 'signedNDA_date', key: 'signedNdaDate', width: 15 },
    { header: 'sentIM_checked', key: 'sentImChecked', width: 15 },
    { header: 'sentIM_date', key: 'sentImDate', width: 13 },
    { header: 'Last contact', key: 'lastContact', width: 17 },
    { header: 'Last outcome', key: 'lastOutcome', width: 40 },
    { header: 'Next action', key: 'nextAction', width: 20 },
    { header: 'Contact', key: 'contact', width: 24 },
    { header: 'E-mail', key: 'email', width: 28 },
    { header: 'Telephone', key: 'telephone', width: 16 },
    { header: 'Client comments', key: 'comments', width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      company: row.companyName,
      priority: priorityText(row.priority),
      stage: row.currentStage,
      sentNdaChecked: row.sentNDA.checked,
      sentNdaDate: row.sentNDA.checked ? formatDate(row.sentNDA.timestamp) : '',
      signedNdaChecked: row.signedNDA.checked,
      signedNdaDate: row.signedNDA.checked ? formatDate(row.signedNDA.timestamp) : '',
      sentImChecked: row.sentIM.checked,
      sentImDate: row.sentIM.checked ? formatDate(row.sentIM.timestamp) : '',
      lastContact: formatDateTime(row.lastContactDate),
      lastOutcome: row.lastOutcome ?? '',
      nextAction: actionText(row.nextAction),
      contact: row.contactName,
      email: row.contactEmail,
      telephone: row.contactTelephone,
      comments: row.clientComments,
    });
  }
  workbook.title = `${project.projectName} (${project.reference}) - potential purchasers`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
