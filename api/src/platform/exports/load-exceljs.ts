import type ExcelJS from 'exceljs';

let excelJs: Promise<{ default: typeof ExcelJS }> | undefined;

/**
 * exceljs, loaded at the first spreadsheet written or read, not when the server starts: it is
 * some 10 MB of heap (and more of resident memory) that a server which never exports or imports
 * a spreadsheet would carry for nothing.
 */
export function loadExcelJs(): Promise<{ default: typeof ExcelJS }> {
  excelJs ??= import('exceljs');
  return excelJs;
}
