import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TestApp } from '../support/test-app.js';

export interface DownloadedSheet {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The first worksheet (undefined when the answer is not a workbook). */
  sheet?: ExcelJS.Worksheet;
  /** Its header row's labels. */
  header: string[];
  /** Each body row as header label → cell value (a date cell is a Date). */
  rows: Record<string, ExcelJS.CellValue>[];
  /** The totals row below the filtered rows, when the table adds up. */
  totals?: Record<string, ExcelJS.CellValue>;
  /** The workbook's title (its properties; printed at the head of each page). */
  title?: string;
  text: string;
}

/** Downloads a spreadsheet as a person would and opens it with exceljs's reader. */
export async function downloadSheet(app: TestApp, path: string, token: string): Promise<DownloadedSheet> {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const result: DownloadedSheet = {
    status: response.status,
    headers: response.headers,
    bytes,
    header: [],
    rows: [],
    text: '',
  };
  if (!response.headers.get('content-type')?.includes('spreadsheetml')) {
    result.text = bytes.toString('utf8');
    return result;
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(bytes));
  const sheet = workbook.worksheets[0]!;
  result.sheet = sheet;
  result.header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  result.title = workbook.title;
  // The filter covers the header and the rows; a totals row stands below it.
  const filtered = /\d+$/.exec(String(sheet.autoFilter ?? ''));
  const lastRow = filtered ? Number(filtered[0]) : Infinity;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(result.header.map((name, i) => [name, row.getCell(i + 1).value]));
    if (number <= lastRow) result.rows.push(cells);
    else result.totals = cells;
  });
  return result;
}
