import type { SheetColumn } from './spreadsheet-cells.js';

/** The font of every cell: named, so a sheet prints in one face (a style without one prints in the reader's default). */
export const sheetFont = { name: 'Arial', family: 2, size: 10 } as const;

/** The smallest printed glyph a reader can read: a sheet prints no smaller, it goes on to more pages instead. */
export const smallestPrintedPoints = 8;

/** A4 in points, less Excel's default side margins (0.7 in each). */
const printableWidth = { portrait: 595.3 - 100.8, landscape: 841.9 - 100.8 };

/** Column widths are counted in the default font's digits: about 7 px each plus 5 px of padding, at 96 px an inch. */
const columnPoints = (width: number) => (width * 7 + 5) * 0.75;

export interface SheetPrintLayout {
  orientation: 'portrait' | 'landscape';
  /** Percent; the printed text is `sheetFont.size × scale / 100` points high. */
  scale: number;
  /** Whether the columns go on to further pages, the first repeated on each to name the rows. */
  spills: boolean;
}

/**
 * How a sheet prints: portrait where its columns fit, else landscape, shrunk to fit the page
 * wide but never below `smallestPrintedPoints` (a fit-to-one-page-wide velocity sheet printed at
 * 2.9 pt); past that, the columns go on to the following pages.
 */
export function sheetPrintLayout(columns: readonly Pick<SheetColumn, 'width'>[]): SheetPrintLayout {
  const needed = columns.reduce((sum, column) => sum + columnPoints(column.width), 0);
  if (needed <= printableWidth.portrait) return { orientation: 'portrait', scale: 100, spills: false };
  const fitted = Math.floor((printableWidth.landscape / needed) * 100);
  const floor = Math.ceil((smallestPrintedPoints / sheetFont.size) * 100);
  return { orientation: 'landscape', scale: Math.min(100, Math.max(floor, fitted)), spills: fitted < floor };
}
