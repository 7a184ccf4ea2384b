import { alignsRight, cellText } from '../cell-text.js';
import type { CellKind, CellValue } from '../table-columns.js';
import type { PdfCanvas } from './pdf-canvas.js';
import { PdfFont, type PdfFontName } from './pdf-fonts.js';
import { contentBottom, contentWidth, PdfPage, PdfStyle } from './pdf-page.js';
import type { PrintColumn, TableSection } from './print-document.js';

/** A column's share of the width when it names none: roughly the characters it usually holds. */
const defaultWidths: Record<CellKind, number> = {
  text: 18,
  number: 8,
  money: 11,
  date: 10,
  dateTime: 15,
  tick: 13,
  yesNo: 6,
};

const pad = PdfStyle.cellPadding;
const size = PdfStyle.tableSize;

/** Each column's width in points: the relative widths scaled to the page. */
export function columnWidths(columns: readonly PrintColumn[], total = contentWidth): number[] {
  const relative = columns.map((c) => c.width ?? defaultWidths[c.kind]);
  const sum = relative.reduce((a, b) => a + b, 0);
  return relative.map((w) => (w / sum) * total);
}

/**
 * Widens the columns too narrow for the longest word of their header (so "Priority" never breaks
 * as "Priori-ty"), taking the room from the columns with some to spare.
 */
export function fitHeaders(widths: number[], least: number[]): number[] {
  const fitted = widths.map((w, i) => Math.max(w, least[i]!));
  const over = fitted.reduce((a, b) => a + b, 0) - widths.reduce((a, b) => a + b, 0);
  if (over <= 0) return fitted;
  const spare = fitted.map((w, i) => w - least[i]!);
  const totalSpare = spare.reduce((a, b) => a + b, 0);
  if (totalSpare <= over) return fitted;
  return fitted.map((w, i) => w - (over * spare[i]!) / totalSpare);
}

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
 * Draws a table from the current position: header row, rows (each as tall as its longest cell,
 * wrapped in its cell), then the totals row. A row that does not fit goes to the next page, where
 * the caller's heading (`continued`) and the header row are repeated.
 */
/**
 * Rows drawn between two turns of the event loop: drawing is synchronous, and a table of 10,000
 * rows took 4.8 s in one go, during which the server answered nobody. About 10 ms a slice.
 */
const RowsPerSlice = 25;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function drawTable(canvas: PdfCanvas, table: TableSection, continued: () => void): Promise<void> {
  const headers = table.columns.map((c) => c.header);
  const widths = fitHeaders(
    columnWidths(table.columns),
    headers.map(
      (h) => Math.max(...h.split(/\s+/).map((word) => canvas.widthOf(word, { font: PdfFont.bold, size }))) + 2 * pad,
    ),
  );
  const headerHeight = rowHeight(canvas, headers, widths, PdfFont.bold);
  const timeZone = canvas.timeZone;
  const texts = (row: CellValue[]) => row.map((value, i) => cellText(table.columns[i]!.kind, value, timeZone));

  const drawHeader = () => {
    canvas.fill(PdfPage.marginLeft, canvas.y, contentWidth, headerHeight, PdfStyle.headerFill);
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
    const tallest = contentBottom - PdfPage.marginTop - headerHeight - 40;
    for (const [n, row] of table.rows.entries()) {
      if (n > 0 && n % RowsPerSlice === 0) await nextTurn();
      const cells = texts(row);
      const height = Math.min(rowHeight(canvas, cells, widths, PdfFont.regular), tallest);
      canvas.ensureRoom(height);
      drawRow(canvas, table, cells, widths, height, PdfFont.regular);
      canvas.y += height;
      canvas.rule(PdfPage.marginLeft, canvas.y, contentWidth);
    }
    const totals = totalsRow(table);
    if (totals) {
      const cells = texts(totals);
      const height = rowHeight(canvas, cells, widths, PdfFont.bold);
      canvas.ensureRoom(height);
      canvas.rule(PdfPage.marginLeft, canvas.y, contentWidth, PdfStyle.ink, 0.8);
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
