import { PassThrough, Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { printedWords } from '../../../../test/support/libre-office.js';
import { sheetColumns, sheetRow } from './spreadsheet-cells.js';
import { sheetPrintLayout, smallestPrintedPoints } from './sheet-print-layout.js';
import { writeSpreadsheet } from './spreadsheet-writer.js';
import type { TableColumn } from './table-columns.js';

interface Row {
  name: string;
  revenue: number;
  active: boolean;
  sent: { checked: boolean; timestamp: string };
  called: string | null;
}

const columns: TableColumn<Row>[] = [
  { header: 'Company', kind: 'text', value: (r) => r.name },
  { header: 'Revenue', kind: 'money', value: (r) => r.revenue },
  { header: 'Active', kind: 'yesNo', value: (r) => r.active },
  { header: 'NDA sent', kind: 'tick', value: (r) => r.sent },
  { header: 'Last call', kind: 'dateTime', value: (r) => r.called },
];

const row = (i: number): Row => ({
  name: `Company ${i}`,
  revenue: i * 10,
  active: i % 2 === 0,
  sent: { checked: i % 3 === 0, timestamp: '2026-07-14T23:30:00Z' },
  called: i % 5 === 0 ? null : '2026-07-01T08:30:00Z',
});

async function written(rows: Iterable<Row> | AsyncIterable<Row>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeSpreadsheet(out, { sheetName: 'Companies', columns, rows, timeZone: 'Europe/London' });
  return Buffer.concat(chunks);
}

describe('cells of a spreadsheet a person receives', () => {
  it('writes text a spreadsheet could take for a formula as the text itself, with no apostrophe before it', () => {
    const sheet = sheetColumns(columns, 'UTC');
    for (const text of ['=HYPERLINK("x")', '+33 1 42 68 53 00', '-Head of M&A', '@SUM(A1)']) {
      expect(sheetRow(columns, sheet, { ...row(1), name: text })[0]).toBe(text);
    }
  });

  it('splits a tick into "(ticked)" Yes/blank and "(date)", the day in the firm zone', () => {
    const sheet = sheetColumns(columns, 'Europe/London');
    expect(sheet.map((c) => c.header)).toEqual([
      'Company',
      'Revenue',
      'Active',
      'NDA sent (ticked)',
      'NDA sent (date)',
      'Last call',
    ]);
    expect(sheetRow(columns, sheet, row(3))).toEqual([
      'Company 3',
      30,
      'No',
      'Yes',
      new Date('2026-07-15T00:00:00Z'),
      new Date('2026-07-01T09:30:00Z'),
    ]);
    expect(sheetRow(columns, sheet, row(5)).slice(3)).toEqual([null, null, null]);
  });
});

describe('the streamed spreadsheet writer', () => {
  it('writes a bold, frozen, filtered header in a named font, money in pounds, and prints A4 with the header repeated', async () => {
    const bytes = await written([row(1), row(2), row(3)]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(bytes));
    const sheet = workbook.getWorksheet('Companies')!;
    expect(sheet.getRow(1).getCell(1).font).toMatchObject({ name: 'Arial', size: 10, bold: true });
    expect(sheet.getRow(2).getCell(1).font).toMatchObject({ name: 'Arial', size: 10 });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(4).getCell(2).value).toBe(30);
    expect(sheet.getRow(4).getCell(2).numFmt).toBe('"£"#,##0.00');
    expect(sheet.getRow(4).getCell(5).numFmt).toBe('dd/mm/yyyy');
    const zip = await JSZip.loadAsync(bytes);
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheetXml).toContain('<autoFilter ref="A1:F4"/>');
    expect(sheetXml).toMatch(/<pageSetup[^>]*paperSize="9"[^>]*scale="100"/);
    expect(await zip.file('xl/workbook.xml')!.async('string')).toContain('_xlnm.Print_Titles');
  });

  it('adds up the total columns in a totals row below the filtered rows, as the PDF of the table does', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const totalled = columns.map((c) => (c.kind === 'money' ? { ...c, total: true } : c));
    await writeSpreadsheet(out, {
      sheetName: 'Totals',
      columns: totalled,
      rows: [row(1), row(2), row(3)],
      timeZone: 'UTC',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(Buffer.concat(chunks)));
    const totals = workbook.getWorksheet('Totals')!.getRow(5);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(2).value).toEqual({ formula: 'SUBTOTAL(109,B2:B4)', result: 60 });
    expect(totals.getCell(2).font?.bold).toBe(true);
    expect(totals.getCell(3).value).toBeNull();
  });

  it('prints a wide sheet landscape, never smaller than 8 pt: columns that do not fit go on to further pages', () => {
    expect(sheetPrintLayout(Array.from({ length: 4 }, () => ({ width: 20 })))).toEqual({
      orientation: 'portrait',
      scale: 100,
      spills: false,
    });
    expect(sheetPrintLayout(Array.from({ length: 6 }, () => ({ width: 20 })))).toEqual({
      orientation: 'landscape',
      scale: 100,
      spills: false,
    });
    expect(sheetPrintLayout(Array.from({ length: 8 }, () => ({ width: 20 })))).toMatchObject({
      scale: 85,
      spills: false,
    });
    expect(sheetPrintLayout(Array.from({ length: 23 }, () => ({ width: 20 })))).toEqual({
      orientation: 'landscape',
      scale: 80,
      spills: true,
    });
  });

  it('prints a 23-column sheet in LibreOffice with every header present and no glyph under 8 pt', async () => {
    const wide: TableColumn<Row>[] = Array.from({ length: 23 }, (_, i) => ({
      header: `Heading${i + 1}`,
      kind: 'text',
      width: 20,
      value: (r) => `${r.name} cell ${i + 1}`,
    }));
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeSpreadsheet(out, { sheetName: 'Wide', columns: wide, rows: [row(1), row(2)], timeZone: 'UTC' });
    const words = await printedWords(Buffer.concat(chunks), 'xlsx');
    const texts = new Set(words.map((w) => w.text));
    for (const column of wide) expect(texts).toContain(column.header);
    // A word's box is its line's height, about 1.15 times the type size: ≥ 8 pt type, ≥ 9 pt boxes.
    const smallest = Math.min(...words.map((w) => w.yMax - w.yMin));
    expect(smallest).toBeGreaterThanOrEqual(smallestPrintedPoints * 1.1);
  }, 120_000);

  it('sends the file while rows are still being read, not after the last one', async () => {
    let sent = 0;
    let sentBeforeLastRow = 0;
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        setImmediate(done);
      },
    });
    async function* rows() {
      for (let i = 0; i < 30_000; i++) {
        if (i % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
        yield row(i);
      }
      sentBeforeLastRow = sent;
    }
    const count = await writeSpreadsheet(out, { sheetName: 'Big', columns, rows: rows(), timeZone: 'UTC' });
    expect(count).toBe(30_000);
    // Most of the file was compressed and sent as the rows came: none of it waited in a queue.
    expect(sentBeforeLastRow).toBeGreaterThan(sent * 0.8);
  });

  it('stops reading rows when the signal aborts', async () => {
    const stop = new AbortController();
    let read = 0;
    function* rows() {
      for (let i = 0; i < 10_000; i++) {
        read++;
        if (i === 100) stop.abort();
        yield row(i);
      }
    }
    const count = await writeSpreadsheet(new PassThrough(), {
      sheetName: 'x',
      columns,
      rows: rows(),
      timeZone: 'UTC',
      signal: stop.signal,
    });
    expect(count).toBe(100);
    expect(read).toBe(101);
  });
});
