import type { Readable } from 'node:stream';
import { loadExcelJs } from '../../exports/load-exceljs.js';
import { importRow, type ImportRow } from './import-row.js';
import { refuseRowsPast, UnreadableImportFile } from './unreadable-import-file.js';
import { xlsxCellText } from './xlsx-cell-text.js';

/** What the streaming reader knows of the workbook once its workbook.xml is read (untyped in exceljs). */
interface WorkbookState {
  model?: { sheets?: { name?: string }[] };
  properties?: { model?: { date1904?: boolean } };
}

/**
 * Steps through iterables over `source` until it fails: exceljs pipes the source into its
 * unzipper, and a pipe does not pass an error on, so a storage stream that breaks would leave the
 * reading waiting for ever. Only the step under way listens for the failure (racing every step
 * against one long-lived promise would keep every step alive: memory would grow with the rows).
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
 * The first worksheet's rows (the first tab), streamed with exceljs's reader: shared strings are
 * cached (a worksheet refers to them by number, so they must be at hand; exports write none),
 * a worksheet the zip stores before them waits in a temporary file, not in memory. Other
 * worksheets are skipped unread.
 */
export async function* xlsxRows(source: Readable): AsyncGenerator<ImportRow> {
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
  // exceljs reads a worksheet at once when the strings and relationships came before it, and then
  // looks up its tab in the workbook part: if that comes later still (zip order is the writer's,
  // and exceljs's own writer varies it), the lookup fails on a missing model. With an empty one the
  // worksheet is read without its tab's name, and the first one stored is taken as the first tab.
  state.model ??= {};
  try {
    for await (const worksheet of guard.each(workbook)) {
      const firstTab = state.model?.sheets?.[0]?.name;
      if (firstTab !== undefined && (worksheet as unknown as { name?: string }).name !== firstTab) continue;
      const date1904 = state.properties?.model?.date1904 === true;
      for await (const row of guard.each(worksheet)) {
        refuseRowsPast(row.number);
        const cells: string[] = [];
        row.eachCell((cell, column) => {
          while (cells.length < column - 1) cells.push('');
          cells.push(xlsxCellText(cell.value, cell.numFmt, date1904));
        });
        const read = importRow(row.number, cells);
        if (read) yield read;
      }
      return;
    }
    throw new UnreadableImportFile('The workbook has no worksheet.');
  } catch (error) {
    const failure = guard.sourceFailure();
    if (failure) throw failure.error;
    if (error instanceof UnreadableImportFile) throw error;
    throw new UnreadableImportFile(
      `The file is not a workbook Excel can open (${error instanceof Error ? error.message : String(error)}).`,
    );
  } finally {
    // Reading stops at the first worksheet's end: the rest of the zip is not wanted.
    source.destroy();
  }
}
