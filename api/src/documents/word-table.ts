import { Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

/** A full-width Word table with a bold header row: the shape every Dealbook report uses. */
export function wordTable(header: readonly string[], rows: readonly (readonly string[])[]): Table {
  const cell = (text: string, bold = false) =>
    new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold, size: 18 })] })] });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((text) => cell(text, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((text) => cell(text)) })),
    ],
  });
}

/** What a report with no rows says instead of an empty table. */
export function noRowsParagraph(text: string): Paragraph {
  return new Paragraph({ children: [new TextRun({ text, italics: true })] });
}
