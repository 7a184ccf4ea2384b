/**
 * Column widths for a Word table from what its columns hold, the way a browser lays out an
 * automatic table: every column at least as wide as its longest word (so an e-mail address or a
 * surname never breaks mid-word), the rest of the width shared by how much more each column would
 * need to hold its lines unbroken. Word and LibreOffice apply a fixed layout as given, so the
 * widths are worked out here, in twips (1/20 pt).
 */

/** The table font (Arial, Liberation Sans metrics) at 9 pt: one em in twips. */
export const TableFontTwips = 9 * 20;
/** Left plus right cell margin, and a little slack for rounding in the word processor. */
export const CellPaddingTwips = 2 * 80 + 60;

/** Arial advance widths in ems, by character class: near enough to never underestimate. */
function charEms(c: string): number {
  if ("iljI.,;:'|!".includes(c)) return 0.28;
  if ('ftr()[]-/ '.includes(c)) return 0.34;
  if (c === 'm' || c === 'M') return 0.84;
  if (c === 'w') return 0.73;
  if (c === 'W') return 0.95;
  if (c === '@') return 1.02;
  if (c >= 'A' && c <= 'Z') return 0.73;
  return 0.56;
}

/** The printed width of `text` on one line, in twips (bold runs about a tenth wider). */
export function textTwips(text: string, bold = false): number {
  let ems = 0;
  for (const c of text) ems += charEms(c);
  return Math.ceil(ems * TableFontTwips * (bold ? 1.1 : 1));
}

/** About how many lines `text` takes in a column `width` twips wide (its own lines, wrapped). */
export function linesIn(text: string, width: number): number {
  const room = Math.max(1, width - CellPaddingTwips);
  return text.split('\n').reduce((count, line) => count + Math.max(1, Math.ceil(textTwips(line) / room)), 0);
}

export interface ColumnContent {
  header: string;
  /** Each cell's text; a cell may hold several lines. */
  cells: readonly string[];
  /** A date, time or figure reads as one piece: it does not wrap at its spaces. */
  noWrap?: boolean;
  /** Characters the column should get when there is room (the column model's relative width). */
  preferredChars?: number;
}

const lines = (text: string) => text.split('\n');
const words = (text: string) => text.split(/\s+/);

function columnNeeds(column: ColumnContent): { least: number; natural: number } {
  const pieces = (text: string) => (column.noWrap ? lines(text) : words(text));
  const widest = (texts: readonly string[], split: (t: string) => string[], bold = false) =>
    Math.max(0, ...texts.flatMap(split).map((piece) => textTwips(piece, bold)));
  const least = Math.max(widest(column.cells, pieces), widest([column.header], words, true)) + CellPaddingTwips;
  const onOneLine = Math.max(widest(column.cells, lines), widest([column.header], lines, true)) + CellPaddingTwips;
  const preferred =
    column.preferredChars === undefined ? onOneLine : column.preferredChars * 0.56 * TableFontTwips + CellPaddingTwips;
  return { least, natural: Math.max(least, Math.min(onOneLine, preferred)) };
}

/**
 * Shares `spare` out among the columns by what each still `wants`: those wanting no more than an
 * even share get all of it (a short outcome or a name stays on one line), the rest split what is
 * left by how much they want (the notes, which wrap anyway, take the remainder).
 */
function shareSpare(widths: number[], wants: readonly number[], spare: number): void {
  let open = wants.map((_, i) => i).filter((i) => wants[i]! > 0);
  let left = spare;
  for (;;) {
    const even = left / open.length;
    const satisfied = open.filter((i) => wants[i]! <= even);
    if (satisfied.length === 0 || satisfied.length === open.length) break;
    for (const i of satisfied) {
      widths[i]! += wants[i]!;
      left -= wants[i]!;
    }
    open = open.filter((i) => !satisfied.includes(i));
  }
  const wanted = open.reduce((total, i) => total + wants[i]!, 0);
  for (const i of open) widths[i]! += (left * wants[i]!) / wanted;
}

/** Each column's width in twips, summing to `available`. */
export function fitColumnWidths(columns: readonly ColumnContent[], available: number): number[] {
  if (columns.length === 0) return [];
  const needs = columns.map(columnNeeds);
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const least = needs.map((n) => n.least);
  const natural = needs.map((n) => n.natural);
  let widths: number[];
  if (sum(natural) <= available) {
    // Room for every line unbroken: the spare width goes to the columns that hold the most.
    const spare = available - sum(natural);
    widths = natural.map((w) => w + (spare * w) / sum(natural));
  } else if (sum(least) <= available) {
    widths = [...least];
    shareSpare(
      widths,
      natural.map((w, i) => w - least[i]!),
      available - sum(least),
    );
  } else {
    // Too many wide columns for the page: shrink all alike (some words will break).
    widths = least.map((w) => (w * available) / sum(least));
  }
  const rounded = widths.map(Math.floor);
  rounded[rounded.length - 1]! += available - sum(rounded);
  return rounded;
}
