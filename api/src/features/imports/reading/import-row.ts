export interface ImportRow {
  /** 1-based row in the file (as a spreadsheet numbers it); line 1 is the header row. */
  line: number;
  cells: string[];
}

/**
 * A row as the reader hands it on: trailing blank cells trimmed; undefined for a wholly blank row
 * (skipped, though it keeps its number, so later lines are still the spreadsheet's rows).
 */
export function importRow(line: number, cells: string[]): ImportRow | undefined {
  let end = cells.length;
  while (end > 0 && cells[end - 1]!.trim() === '') end--;
  if (end === 0) return undefined;
  if (end < cells.length) cells.length = end;
  return { line, cells };
}
