import { PassThrough, Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { safeText, sheetColumns, sheetRow } from './spreadsheet-cells.js';
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
  it('keeps text a spreadsheet would run as a formula as text, with a leading apostrophe', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-2 Ltd', '@SUM(A1)', '\tTab', '\rReturn']) {
      expect(safeText(text)).toBe(`'${text}`);
    }
    expect(safeText('Acme = best')).toBe('Acme = best');
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
  it('writes a bold, frozen, filtered header and prints A4 fitted to one page wide with the header repeated', async () => {
    const bytes = await written([row(1), row(2), row(3)]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(bytes));
    const sheet = workbook.getWorksheet('Companies')!;
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(4).getCell(2).value).toBe(30);
    expect(sheet.getRow(4).getCell(5).numFmt).toBe('dd/mm/yyyy');
    const zip = await JSZip.loadAsync(bytes);
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheetXml).toContain('<autoFilter ref="A1:F4"/>');
    expect(sheetXml).toMatch(/<pageSetup[^>]*paperSize="9"[^>]*fitToWidth="1"[^>]*fitToHeight="0"/);
    expect(await zip.file('xl/workbook.xml')!.async('string')).toContain('_xlnm.Print_Titles');
  });

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
