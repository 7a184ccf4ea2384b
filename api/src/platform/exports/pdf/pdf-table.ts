import { alignsRight, cellText } from '../cell-text.js';
import type { CellValue } from '../table-columns.js';
import type { PdfCanvas } from './pdf-canvas.js';
import { PdfFont, type PdfFontName } from './pdf-fonts.js';
import { PdfPage, PdfStyle } from './pdf-page.js';
import { columnBands, type ColumnBand, type ColumnNeed } from './pdf-table-layout.js';
import type { TableSection } from './print-document.js';

const pad = PdfStyle.cellPadding;
const size = PdfStyle.tableSize;

/** The totals row: each `total` column summed, "Total" in the first column if it is not one. */
export function totalsRow(table: TableSection): CellValue[] | undefined {
  if (!table.columns.some((c) => c.total)) return undefined;
  return table.columns.map((column, i) => {
    if (column.total) {
      return table.rows.reduce<number>((sum, row) => sum + (typeof row[i] === 'number' ? row[i] : 0), 0);
    }
    return i === 0 ? 'Total' : null;
  });
}

/**
 * Rows drawn between two turns of the event loop: drawing is synchronous, and a table of 10,000
 * rows took 4.8 s in one go, during which the server answered nobody. About 10 ms a slice.
 */
const RowsPerSlice = 25;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Draws a table from the current position, its columns sized from their content (`needs`, see
 * pdf-table-layout). When they do not fit the page's width, the table is drawn once per band of
 * columns, each band starting with the first column and headed "(continued)": every column is
 * printed, none cut.
 */
export async function drawTable(
  canvas: PdfCanvas,
  table: TableSection,
  needs: readonly ColumnNeed[],
  continued: () => void,
): Promise<void> {
  for (const [n, band] of columnBands(needs, canvas.page.contentWidth).entries()) {
    if (n > 0) {
      canvas.y += 12;
      canvas.ensureRoom(60);
      continued();
    }
    await drawBand(canvas, bandOf(table, band), band.widths, continued);
  }
}

/** The part of a table a band prints: its columns, and those cells of every row. */
function bandOf(table: TableSection, band: ColumnBand): TableSection {
  if (band.columns.length === table.columns.length) return table;
  return {
    ...table,
    columns: band.columns.map((i) => table.columns[i]!),
    rows: table.rows.map((row) => band.columns.map((i) => row[i]!)),
  };
}

/**
 * Draws a band: header row, rows (each as tall as its longest cell, wrapped in its cell), then the
 * totals row. A row that does not fit goes to the next page, where the caller's heading
 * (`continued`) and the header row are repeated.
 */
async function drawBand(
  canvas: PdfCanvas,
  table: TableSection,
  widths: number[],
  continued: () => void,
): Promise<void> {
  const headers = table.columns.map((c) => c.header);
  const width = widths.reduce((a, b) => a + b, 0);
  const headerHeight = rowHeight(canvas, headers, widths, PdfFont.bold);
  const timeZone = canvas.timeZone;
  const texts = (row: CellValue[]) => row.map((value, i) => cellText(table.columns[i]!.kind, value, timeZone));

  const drawHeader = () => {
    canvas.fill(PdfPage.marginLeft, canvas.y, width, headerHeight, PdfStyle.headerFill);
    drawRow(canvas, table, headers, widths, headerHeight, PdfFont.bold);
    canvas.y += headerHeight;
  };
  const previous = canvas.onNewPage;
  canvas.onNewPage = () => {
    continued();
    drawHeader();
  };
  try {
    drawHeader();
    // A row taller than a whole page is cut to one page rather than lost.
    const tallest = canvas.page.contentBottom - PdfPage.marginTop - headerHeight - 40;
    for (const [n, row] of table.rows.entries()) {
      if (n > 0 && n % RowsPerSlice === 0) await nextTurn();
      const cells = texts(row);
      const height = Math.min(rowHeight(canvas, cells, widths, PdfFont.regular), tallest);
      canvas.ensureRoom(height);
      drawRow(canvas, table, cells, widths, height, PdfFont.regular);
      canvas.y += height;
      canvas.rule(PdfPage.marginLeft, canvas.y, width);
    }
    const totals = totalsRow(table);
    if (totals) {
      const cells = texts(totals);
      const height = rowHeight(canvas, cells, widths, PdfFont.bold);
      canvas.ensureRoom(height);
      canvas.rule(PdfPage.marginLeft, canvas.y, width, PdfStyle.ink, 0.8);
      drawRow(canvas, table, cells, widths, height, PdfFont.bold, true);
      canvas.y += height;
    }
  } finally {
    canvas.onNewPage = previous;
  }
}

function rowHeight(canvas: PdfCanvas, cells: string[], widths: number[], font: PdfFontName): number {
  const style = { font, size };
  return Math.max(...cells.map((text, i) => canvas.measure(text, widths[i]! - 2 * pad, style))) + 2 * pad;
}

function drawRow(
  canvas: PdfCanvas,
  table: TableSection,
  cells: string[],
  widths: number[],
  height: number,
  font: PdfFontName,
  totals = false,
): void {
  let x = PdfPage.marginLeft;
  cells.forEach((text, i) => {
    const column = table.columns[i]!;
    canvas.text(text, x + pad, canvas.y + pad, widths[i]! - 2 * pad, height - 2 * pad + 1, {
      font,
      size,
      // The totals row's "Total" reads as a label, even in a column of figures.
      align: alignsRight(column.kind) && (!totals || column.total) ? 'right' : 'left',
    });
    x += widths[i]!;
  });
}
