import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { ImportFailure } from '@dealbook/contracts';

/** Excel takes a CSV as UTF-8 only when it starts with the byte-order mark. */
const byteOrderMark = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula when it opens a CSV (`=HYPERLINK(…)`, `+1`, `-2`,
 * `@SUM(…)`, or a leading tab or carriage return) gets a leading apostrophe, the usual
 * spreadsheet-injection defence: a CSV has no cell types, so the cell stays the text it was.
 */
const formulaLike = /^[=+\-@\t\r]/;

export function safeText(text: string): string {
  return formulaLike.test(text) ? `'${text}` : text;
}

/** RFC 4180: a cell holding a comma, a quote or a line break is quoted, its quotes doubled. */
function csvCell(text: string): string {
  const safe = safeText(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A failed row as the errors file shows it: its cells as the file holds them, then why. */
export type FailedRow = ImportFailure & { cells: readonly string[] };

/**
 * Streams a CSV (UTF-8 with BOM, so Excel opens it; RFC 4180 quoting; no cell a spreadsheet would
 * execute) of failed rows: the file's own headers, then "Line" and "Problem", one row per failure
 * with its original cells (as many as there are headers: a cell beyond them had no column to
 * fill). Ends `out` and returns when everything is written; waits whenever `out` is full.
 */
export async function writeFailuresCsv(
  headers: readonly string[],
  failures: AsyncIterable<FailedRow>,
  out: Writable,
): Promise<void> {
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(byteOrderMark + csvLine([...headers, 'Line', 'Problem']));
  for await (const failure of failures) {
    const cells = headers.map((_, at) => failure.cells[at] ?? '');
    await write(csvLine([...cells, String(failure.line), failure.reason]));
  }
  out.end();
  await finished(out);
}
