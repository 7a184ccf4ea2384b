import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from './load-exceljs.js';
import { numberFormats, sheetColumns, sheetRow, type SheetCell, type SheetColumn } from './spreadsheet-cells.js';
import { columnLetters, sheetRowXml, type SheetRowLayout } from './sheet-row-xml.js';
import { alignsRight } from './cell-text.js';
import { formatFirmDateTime } from './firm-time.js';
import { sheetFont, sheetPrintLayout } from './sheet-print-layout.js';
import type { TableColumn } from './table-columns.js';

export interface SpreadsheetSpec<T> {
  /** The worksheet's tab name (cut to Excel's 31 characters). */
  sheetName: string;
  columns: readonly TableColumn<T>[];
  rows: AsyncIterable<T> | Iterable<T>;
  /** The firm's zone: date cells hold the wall clock there (`FIRM_TIME_ZONE`). */
  timeZone: string;
  /** The workbook's title property. */
  title?: string;
  /** Called with the rows written so far, after each row. */
  onRow?: (written: number) => void;
  /** Aborted when the person stopped waiting: the rows stop being read. */
  signal?: AbortSignal;
}

const a4PaperSize = 9;
/** Widest a column is made, in characters: longer text wraps when the cell is opened. */
const widestColumn = 60;

/** The rows' XML goes to the sheet's stream this much at a time, not a write (a buffer and a promise) a row. */
const batchChars = 64 * 1024;

/** Characters a sheet name may not hold. */
const sheetNameReserved = /[[\]:*?/\\]/g;

/**
 * Writes a table as an .xlsx straight to `out` (an HTTP response): the rows' XML goes to the
 * compressor as it is made, some 64 KB at a time, so what is held in memory is that batch and the
 * compressor's window, never the sheet, whatever the number of rows. Answers the number of rows written; when
 * `signal` aborts, stops reading rows and answers without finishing the file.
 */
export async function writeSpreadsheet<T>(out: Writable, spec: SpreadsheetSpec<T>): Promise<number> {
  const columns = sheetColumns(spec.columns, spec.timeZone).map((column) => ({
    ...column,
    width: Math.min(widestColumn, column.width),
  }));
  const print = sheetPrintLayout(columns);
  const { default: exceljs } = await loadExcelJs();
  const workbook = new exceljs.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Dealbook';
  workbook.created = new Date();
  if (spec.title) workbook.title = spec.title;
  const sheet = workbook.addWorksheet(spec.sheetName.replace(sheetNameReserved, ' ').slice(0, 31).trim() || 'Export', {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: {
      paperSize: a4PaperSize,
      orientation: print.orientation,
      scale: print.scale,
      printTitlesRow: '1:1',
      ...(print.spills ? { printTitlesColumn: 'A:A' } : {}),
    },
  });
  const styles = columns.map((column): Partial<ExcelJS.Style> => {
    const numFmt = numberFormats[column.kind];
    // Text longer than its column wraps onto more lines of its row (at spaces) instead of being
    // cut at the next filled cell, on screen and on paper; rows stay top-aligned to read across.
    if (column.kind === 'text') return { font: sheetFont, alignment: { wrapText: true, vertical: 'top' } };
    return numFmt
      ? { font: sheetFont, numFmt, alignment: { vertical: 'top' } }
      : { font: sheetFont, alignment: { vertical: 'top' } };
  });
  sheet.columns = columns.map((column, i) => ({ width: column.width, style: styles[i] }));
  if (spec.title) sheet.headerFooter = printedTitleBlock(spec.title, spec.timeZone);
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { ...sheetFont, bold: true };
  // A figure column's heading stands over its figures, which line up on the right.
  columns.forEach((column, i) => {
    if (alignsRight(column.kind)) header.getCell(i + 1).alignment = { horizontal: 'right' };
  });
  header.commit();
  const layout: SheetRowLayout = {
    letters: columns.map((_, i) => columnLetters(i + 1)),
    styleIds: styles.map((style) => (workbook as unknown as StyledWorkbook).styles.addStyleModel(style)),
    wrapWidths: columns.map((column) => (column.kind === 'text' ? column.width : null)),
  };

  const totals = totalledColumns(spec.columns);
  let written = 0;
  let pending = '';
  for await (const row of spec.rows) {
    if (spec.signal?.aborted) return abandon(workbook, out, written);
    // The data rows go straight to the sheet's XML (see sheetRowXml), after the header that
    // exceljs wrote and before the end it writes at commit; no row is left in its hands.
    const cells = sheetRow(spec.columns, columns, row);
    for (const [at, sum] of totals) if (typeof cells[at] === 'number') totals.set(at, sum + cells[at]);
    pending += sheetRowXml(written + 2, cells, layout);
    written++;
    spec.onRow?.(written);
    if (pending.length < batchChars) continue;
    (sheet as unknown as RawSheet)._write(pending);
    pending = '';
    // The compressor and the response are the pace: while either is behind, stop reading rows.
    const entry = backloggedEntry(sheet);
    if (entry) await drained(entry, spec.signal);
    if (out.writableNeedDrain) await drained(out, spec.signal);
  }
  if (spec.signal?.aborted) return abandon(workbook, out, written);
  if (totals.size > 0) {
    const bold = columns.map((column) =>
      (workbook as unknown as StyledWorkbook).styles.addStyleModel({
        font: { ...sheetFont, bold: true },
        ...(numberFormats[column.kind] ? { numFmt: numberFormats[column.kind] } : {}),
      }),
    );
    pending += sheetRowXml(written + 2, totalsRow(columns, totals, layout.letters, written), {
      ...layout,
      styleIds: bold,
    });
  }
  if (pending) (sheet as unknown as RawSheet)._write(pending);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: written + 1, column: columns.length } };
  sheet.commit();
  await workbook.commit();
  return written;
}

/** The sheet positions of the columns the table adds up (`total`), each with its running sum. */
function totalledColumns<T>(columns: readonly TableColumn<T>[]): Map<number, number> {
  const totals = new Map<number, number>();
  let at = 0;
  for (const column of columns) {
    if (column.total) totals.set(at, 0);
    at += column.kind === 'tick' ? 2 : 1;
  }
  return totals;
}

/**
 * The totals row below the data, as the PDF of the same table has: "Total" first, each summed
 * column as SUBTOTAL(109, …), which leaves out rows the reader filters away, with its sum as
 * written. It stays outside the filter's range, so sorting leaves it at the foot.
 */
function totalsRow(
  columns: readonly SheetColumn[],
  totals: ReadonlyMap<number, number>,
  letters: readonly string[],
  written: number,
): SheetCell[] {
  return columns.map((_, i) => {
    const sum = totals.get(i);
    if (sum !== undefined) {
      const range = `${letters[i]}2:${letters[i]}${written + 1}`;
      return { formula: `SUBTOTAL(109,${range})`, result: Math.round(sum * 100) / 100 };
    }
    return i === 0 ? 'Total' : null;
  });
}

/**
 * What a printed sheet carries on every page, as the Word and PDF files do: the title and when it
 * was prepared (the firm's clock) at the head, "Page X of Y" at the foot. A sheet has no room for
 * a title block above its header row without breaking sorting and filtering, so it is printed
 * there. `&` starts a code in these fields: a literal one is doubled.
 */
function printedTitleBlock(title: string, zone: string): Partial<ExcelJS.HeaderFooter> {
  const text = (value: string) => value.replaceAll('&', '&&');
  const prepared = `Prepared ${formatFirmDateTime(zone, new Date())} (${zone})`;
  return { oddHeader: `&L&B${text(title)}&R${text(prepared)}`, oddFooter: '&RPage &P of &N' };
}

/** Resolves when `out` can take more, or at once when the signal aborts. */
async function drained(out: Writable, signal: AbortSignal | undefined): Promise<void> {
  try {
    await once(out, 'drain', { signal });
  } catch (error) {
    if (!signal?.aborted) throw error;
  }
}

/** The parts of exceljs's streaming writers it does not type: the workbook's style ids, */
interface StyledWorkbook {
  /** The id of a style (a style object seen before answers at once); 0 is the default style. */
  styles: { addStyleModel(style: Partial<ExcelJS.Style>): number };
}

/** the sheet's own writing of its XML, */
interface RawSheet {
  _write(xml: string): void;
}

/** and the zip it pipes to the output. */
interface ZippingWriter {
  zip: { unpipe(destination: Writable): void; abort(): void };
}

/**
 * The zip entry exceljs's sheet stream writes to: archiver's own stream (readable-stream 2, so
 * its backlog is read from `_writableState`, which it has in place of `writableNeedDrain`).
 */
type ZipEntry = Writable & { _writableState?: { needDrain: boolean } };

interface PipingSheet {
  stream: { pipes?: ZipEntry[] };
}

/**
 * The zip entry when it has more queued than it takes at once. exceljs writes the sheet's XML
 * on whatever the entry answers, so without this check a fast database queues the whole sheet
 * there, uncompressed; waiting for it to drain keeps memory to a few chunks.
 */
function backloggedEntry(sheet: ExcelJS.Worksheet): ZipEntry | undefined {
  const entry = (sheet as unknown as PipingSheet).stream.pipes?.[0];
  return entry?._writableState?.needDrain ? entry : undefined;
}

/**
 * The person stopped waiting: detach the zip from the closed response (so nothing writes to it
 * after it was destroyed) and drop what it still holds, instead of leaving it open forever.
 */
function abandon(workbook: ExcelJS.stream.xlsx.WorkbookWriter, out: Writable, written: number): number {
  const { zip } = workbook as unknown as ZippingWriter;
  zip.unpipe(out);
  zip.abort();
  return written;
}
