import type * as Docx from 'docx';
import { cellText } from '../../platform/exports/cell-text.js';
import type { CellKind, TableColumn } from '../../platform/exports/table-columns.js';
import { fitColumnWidths, linesIn } from './word-column-widths.js';

/** A table's columns read into text: what the Word table prints, and what sizes it. */
export interface WordTableContent {
  headers: string[];
  kinds: CellKind[];
  preferredChars: (number | undefined)[];
  rows: string[][];
}

/** A column that said the same on every row, moved out of the table into the title block. */
export interface RepeatedColumn {
  header: string;
  text: string;
}

/** Reads `rows` through the one column model, times in the firm's zone. */
export function readTable<T>(
  columns: readonly TableColumn<T>[],
  rows: readonly T[],
  timeZone: string,
): WordTableContent {
  return {
    headers: columns.map((c) => c.header),
    kinds: columns.map((c) => c.kind),
    preferredChars: columns.map((c) => c.width),
    rows: rows.map((row) => columns.map((c) => cellText(c.kind, c.value(row), timeZone))),
  };
}

/**
 * Drops the columns named in `foldable` that say the same on every row: an empty one goes, one
 * with a value (every call by phone, say) is returned for the title block. A single row is left
 * whole: one row repeats nothing.
 */
export function withoutRepeatedColumns(
  content: WordTableContent,
  foldable: readonly string[],
): { content: WordTableContent; repeated: RepeatedColumn[] } {
  const repeated: RepeatedColumn[] = [];
  const keep = content.headers.map((header, i) => {
    const values = new Set(content.rows.map((row) => row[i]));
    const [only = ''] = values;
    const same = values.size === 1 && (content.rows.length > 1 || only === '');
    if (!foldable.includes(header) || !same) return true;
    if (only !== '') repeated.push({ header, text: only });
    return false;
  });
  const kept = <V>(values: readonly V[]) => values.filter((_, i) => keep[i]);
  return {
    content: {
      headers: kept(content.headers),
      kinds: kept(content.kinds),
      preferredChars: kept(content.preferredChars),
      rows: content.rows.map(kept),
    },
    repeated,
  };
}

const TableTextSize = 18;
/**
 * A row up to this many lines tall moves whole to the next page rather than leaving a line or
 * two behind; a taller one (a long note) may break, or it could not be printed at all.
 */
const KeepTogetherLines = 12;
const noWrapKinds: readonly CellKind[] = ['number', 'money', 'date', 'dateTime', 'tick', 'yesNo'];

/** A cell's lines as paragraphs: a note written on several lines keeps them. */
function cell(docx: typeof Docx, text: string, width: number, bold = false): Docx.TableCell {
  const { Paragraph, TableCell, TextRun, WidthType } = docx;
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    children: text
      .split(/\r?\n/)
      .map((line) => new Paragraph({ children: [new TextRun({ text: line, bold, size: TableTextSize })] })),
  });
}

/**
 * A Word table `width` twips wide (`docx` loaded by buildWordReport): columns sized from what they hold, a bold header row repeated
 * at the top of every page, short rows kept on one page, fixed layout so every word processor
 * keeps the widths.
 */
export function wordTable(docx: typeof Docx, content: WordTableContent, width: number): Docx.Table {
  const { Table, TableLayoutType, TableRow, WidthType } = docx;
  const widths = fitColumnWidths(
    content.headers.map((header, i) => ({
      header,
      cells: content.rows.map((row) => row[i]!),
      noWrap: noWrapKinds.includes(content.kinds[i]!),
      preferredChars: content.preferredChars[i],
    })),
    width,
  );
  return new Table({
    width: { size: width, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    margins: { left: 80, right: 80, top: 30, bottom: 30 },
    rows: [
      new TableRow({
        tableHeader: true,
        children: content.headers.map((text, i) => cell(docx, text, widths[i]!, true)),
      }),
      ...content.rows.map(
        (row) =>
          new TableRow({
            cantSplit: Math.max(...row.map((text, i) => linesIn(text, widths[i]!))) <= KeepTogetherLines,
            children: row.map((text, i) => cell(docx, text, widths[i]!)),
          }),
      ),
    ],
  });
}

/** What a report with no rows says instead of an empty table. */
export function noRowsParagraph(docx: typeof Docx, text: string): Docx.Paragraph {
  return new docx.Paragraph({ children: [new docx.TextRun({ text, italics: true })] });
}
