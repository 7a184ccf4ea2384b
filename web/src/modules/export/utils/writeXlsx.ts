import { downloadBlob } from './downloadBlob.js';
import { exportFileName, toExportSheet, type ExportColumn } from './xlsxRows.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds the workbook in the browser; exceljs loads on first use so the app's bundle stays small. */
export async function writeXlsx<T>(name: string, columns: readonly ExportColumn<T>[], rows: readonly T[]) {
  const { default: ExcelJS } = await import('exceljs');
  const sheet = toExportSheet(columns, rows);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const worksheet = workbook.addWorksheet(name.slice(0, 31) || 'Export');
  worksheet.addRow(sheet.headers).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row);
  worksheet.columns.forEach((column, i) => {
    const longest = Math.max(sheet.headers[i]?.length ?? 0, ...sheet.rows.map((r) => String(r[i] ?? '').length));
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  const fileName = exportFileName(name);
  downloadBlob(new Blob([buffer], { type: xlsxType }), fileName);
  return fileName;
}
