import { cellText } from '../cell-text.js';
import type { CellKind, CellValue } from '../table-columns.js';
import type { PdfCanvas, TextStyle } from './pdf-canvas.js';
import { PdfFont } from './pdf-fonts.js';
import { PdfStyle } from './pdf-page.js';
import type { TableSection } from './print-document.js';

const pad = PdfStyle.cellPadding;
const size = PdfStyle.tableSize;

/** One band of a table's columns, printed across the page: which columns, and each one's width in points. */
export interface ColumnBand {
  columns: number[];
  widths: number[];
}

/** What a column needs: never narrower than its longest unbreakable run, and the width its text would like. */
export interface ColumnNeed {
  least: number;
  wanted: number;
}

/**
 * The cells of these kinds never wrap: a date, an amount, a tick with its day. A reference or an
 * e-mail address is one word of a text cell, so it never wraps either (see `columnNeeds`).
 */
const unbroken = (kind: CellKind) => kind !== 'text';

/** Rows measured between two turns of the event loop (measuring is synchronous). */
const RowsPerSlice = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each column's need, measured from its content: the widest word of its header (bold) and of its
 * cells, or the whole cell for dates and figures, is the least it may have, so nothing breaks
 * inside a word, a reference ("PRJ-000008"), a date or an e-mail address; the widest whole cell,
 * up to `caps.cell`, is what it would like, so short text stays on one line and long text wraps.
 * A word wider than `caps.word` (a pasted URL) is the one thing that may still break.
 */
export async function columnNeeds(
  canvas: PdfCanvas,
  table: TableSection,
  caps: { word: number; cell: number },
): Promise<ColumnNeed[]> {
  const regular: TextStyle = { font: PdfFont.regular, size };
  const bold: TextStyle = { font: PdfFont.bold, size };
  const widestWord = (text: string, style: TextStyle) =>
    Math.max(0, ...text.split(/\s+/).map((word) => canvas.widthOf(word, style)));
  const needs = table.columns.map((column) => ({
    least: widestWord(column.header, bold),
    wanted: canvas.widthOf(column.header, bold),
  }));
  const measureRow = (row: readonly CellValue[], style: TextStyle) => {
    row.forEach((value, i) => {
      const column = table.columns[i]!;
      const text = cellText(column.kind, value, canvas.timeZone);
      if (text === '') return;
      const whole = canvas.widthOf(text, style);
      const need = needs[i]!;
      need.least = Math.max(need.least, unbroken(column.kind) ? whole : widestWord(text, style));
      need.wanted = Math.max(need.wanted, whole);
    });
  };
  for (const [n, row] of table.rows.entries()) {
    if (n > 0 && n % RowsPerSlice === 0) await nextTurn();
    measureRow(row, regular);
  }
  return needs.map(({ least, wanted }) => {
    const leastBox = Math.min(least, caps.word) + 2 * pad + 1;
    return { least: leastBox, wanted: Math.max(leastBox, Math.min(wanted, caps.cell) + 2 * pad + 1) };
  });
}

/**
 * The columns' widths across `width`: each gets its least; the room left is shared out evenly
 * among the columns that would like more, none given more than it would like, so short cells
 * (a name, a stage) stay on one line and the long text (notes) takes the wrapping. Room still
 * left once every column has what it would like is shared in proportion to their widths.
 */
export function shareWidth(needs: readonly ColumnNeed[], width: number): number[] {
  const wanted = needs.reduce((sum, need) => sum + need.wanted, 0);
  if (wanted <= width) return needs.map((need) => need.wanted * (width / wanted));
  const widths = needs.map((need) => need.least);
  let spare = width - widths.reduce((sum, w) => sum + w, 0);
  let open = needs.map((_, i) => i).filter((i) => needs[i]!.wanted > widths[i]!);
  while (spare > 0.01 && open.length > 0) {
    const share = spare / open.length;
    for (const i of open) {
      const given = Math.min(share, needs[i]!.wanted - widths[i]!);
      widths[i]! += given;
      spare -= given;
    }
    open = open.filter((i) => needs[i]!.wanted - widths[i]! > 0.01);
  }
  return widths;
}

/** The least width of the whole table: a page narrower than this cannot hold it in one band. */
export const leastWidth = (needs: readonly ColumnNeed[]) => needs.reduce((sum, need) => sum + need.least, 0);

/** A cell of up to this width (some 30 characters: a name, a stage, a date) reads badly wrapped. */
const shortCell = 130;

/**
 * Whether a table reads well across `width`: every column gets at least its least, and no short
 * cell wraps (long text, such as notes, may).
 */
export function readsWellAcross(needs: readonly ColumnNeed[], width: number): boolean {
  if (leastWidth(needs) > width) return false;
  const widths = shareWidth(needs, width);
  return needs.every((need, i) => need.wanted > shortCell || widths[i]! >= need.wanted - 0.5);
}

/**
 * The table's columns in bands that each fit `width`: one band when they all fit; otherwise the
 * first column (what names the row) starts every band, and the other columns follow in order, as
 * many as fit. No column is cut or dropped; each band prints every row.
 */
export function columnBands(needs: readonly ColumnNeed[], width: number): ColumnBand[] {
  const all = needs.map((_, i) => i);
  if (leastWidth(needs) <= width) return [{ columns: all, widths: shareWidth(needs, width) }];
  const bands: number[][] = [];
  let band: number[] = [0];
  let used = needs[0]!.least;
  for (let i = 1; i < needs.length; i++) {
    if (band.length > 1 && used + needs[i]!.least > width) {
      bands.push(band);
      band = [0];
      used = needs[0]!.least;
    }
    band.push(i);
    used += needs[i]!.least;
  }
  bands.push(band);
  return bands.map((columns) => ({
    columns,
    widths: shareWidth(
      columns.map((i) => needs[i]!),
      width,
    ),
  }));
}
