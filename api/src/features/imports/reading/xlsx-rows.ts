import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { columnLetters } from '../../../platform/exports/sheet-row-xml.js';
import { loadExcelJs } from '../../../platform/exports/load-exceljs.js';
import { MaxCellChars, MaxRowCells, MaxRowChars } from './import-file-limits.js';
import { importRow, type ImportRow } from './import-row.js';
import { SharedStrings } from './shared-strings.js';
import { refuseRowsPast, UnreadableImportFile } from './unreadable-import-file.js';
import { workbookZip } from './workbook-zip.js';
import { xlsxCellText } from './xlsx-cell-text.js';

/** What the streaming reader knows of the workbook as it reads (untyped in exceljs). */
interface WorkbookState {
  model?: { sheets?: { name?: string }[] };
  properties?: { model?: { date1904?: boolean } };
}

/**
 * Steps through iterables over `source` until it fails: exceljs pipes the source into its
 * unzipper, and a pipe does not pass an error on, so a source that breaks (or refuses what it
 * unzips) would leave the reading waiting for ever. Only the step under way listens for the
 * failure (racing every step against one long-lived promise would keep every step alive: memory
 * would grow with the rows).
 */
function untilSourceFails(source: Readable) {
  let failure: { error: unknown } | undefined;
  let failStep: ((error: unknown) => void) | undefined;
  source.on('error', (error) => {
    failure = { error };
    failStep?.(error);
  });
  return {
    /** The source's own failure, when it failed (whatever the unzipper made of the bytes it had). */
    sourceFailure: () => failure,
    async *each<T>(items: AsyncIterable<T>): AsyncGenerator<T> {
      const iterator = items[Symbol.asyncIterator]();
      for (;;) {
        if (failure) throw failure.error;
        const step = await new Promise<IteratorResult<T>>((resolve, reject) => {
          failStep = reject;
          iterator.next().then(resolve, reject);
        });
        failStep = undefined;
        if (step.done) return;
        yield step.value;
      }
    },
  };
}

/**
 * Where exceljs's reader keeps what it needs before a worksheet, taken over. It keeps a worksheet
 * met before the shared strings and the relationships in a temporary file; workbookZip always
 * puts those first, so the reader is told it has both from the start, and never writes a file
 * (even for a workbook without shared strings, or whose relationships read as nothing). The
 * strings it pushes one by one go into `strings` (compact, bounded), not into its own list; once
 * `readingWorksheet()` is called it has none at hand, so a cell gives its string's number.
 */
function takeOver(workbook: object, strings: SharedStrings): { readingWorksheet(): void } {
  let atHand = true;
  const keeper = { push: (value: Parameters<SharedStrings['add']>[0]) => strings.add(value) };
  let relationships: unknown[] = [];
  Object.defineProperties(workbook, {
    // The reader sets its own list when it meets the part: the keeper stays.
    sharedStrings: { get: () => (atHand ? keeper : undefined), set: () => undefined },
    workbookRels: { get: () => relationships, set: (found?: unknown[]) => (relationships = found ?? []) },
  });
  return { readingWorksheet: () => (atHand = false) };
}

const isSharedStringIndex = (value: unknown): value is { sharedString: number } =>
  typeof value === 'object' && value !== null && 'sharedString' in value;

/**
 * A worksheet row's cells as text, bounded in size as they are turned to text (their number is
 * bounded by exceljs, which refuses a cell past Excel's last column).
 */
function rowCells(row: ExcelJS.Row, strings: SharedStrings, date1904: boolean): string[] {
  const cells: string[] = [];
  let chars = 0;
  row.eachCell((cell, column) => {
    while (cells.length < column - 1) cells.push('');
    const value = isSharedStringIndex(cell.value) ? strings.at(cell.value.sharedString) : cell.value;
    const text = xlsxCellText(value, cell.numFmt, date1904);
    if (text.length > MaxCellChars) {
      throw new UnreadableImportFile(
        `Row ${row.number}, column ${columnLetters(column)} holds ${text.length.toLocaleString('en-GB')} characters; a cell may hold at most ${MaxCellChars.toLocaleString('en-GB')}.`,
      );
    }
    chars += text.length;
    if (chars > MaxRowChars) {
      throw new UnreadableImportFile(
        `Row ${row.number} holds more than ${MaxRowChars.toLocaleString('en-GB')} characters, the most a row may hold.`,
      );
    }
    cells.push(text);
  });
  return cells;
}

/**
 * The first worksheet's rows (the first tab) of a workbook on disk, streamed with exceljs's reader
 * from the zip workbookZip makes of it (bounded, in the order the reader wants). The shared
 * strings are kept compactly here (SharedStrings, see takeOver), not by exceljs: its cells then
 * hold a string's number, looked up as each row is turned to text. Other worksheets are skipped
 * unread.
 * `onRead` is told of the file's bytes as they are read (an import's progress).
 */
export async function* xlsxRows(path: string, onRead: (bytes: number) => void): AsyncGenerator<ImportRow> {
  const source = await workbookZip(path, onRead);
  const guard = untilSourceFails(source);
  const { default: ExcelJS } = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles hold the number formats that tell a date cell from a number.
    styles: 'cache',
    entries: 'ignore',
  });
  const state = workbook as unknown as WorkbookState;
  // A workbook without its workbook part: its worksheets are read without their tabs' names.
  state.model ??= {};
  const strings = new SharedStrings();
  const reader = takeOver(workbook, strings);
  let rowsRead = 0;
  try {
    for await (const worksheet of guard.each(workbook)) {
      const firstTab = state.model?.sheets?.[0]?.name;
      if (firstTab !== undefined && (worksheet as { name?: string }).name !== firstTab) continue;
      const date1904 = state.properties?.model?.date1904 === true;
      reader.readingWorksheet();
      for await (const row of guard.each(worksheet)) {
        // Rows are counted as well as numbered: a row may leave out its number.
        refuseRowsPast(++rowsRead);
        refuseRowsPast(row.number);
        const read = importRow(row.number, rowCells(row, strings, date1904));
        if (read) yield read;
      }
      return;
    }
    throw new UnreadableImportFile('The workbook has no worksheet.');
  } catch (error) {
    const failure = guard.sourceFailure();
    if (failure) throw failure.error;
    if (error instanceof UnreadableImportFile) throw error;
    // exceljs refuses a cell past Excel's last column itself, in words of its own.
    if (error instanceof Error && /^Out of bounds/.test(error.message)) {
      throw new UnreadableImportFile(
        `The worksheet has a cell past its last column, XFD (${MaxRowCells.toLocaleString('en-GB')}): ${error.message}.`,
      );
    }
    throw new UnreadableImportFile(
      `The file is not a workbook Excel can open (${error instanceof Error ? error.message : String(error)}).`,
    );
  } finally {
    // Reading stops at the first worksheet's end: the rest of the zip is not wanted.
    source.destroy();
  }
}
