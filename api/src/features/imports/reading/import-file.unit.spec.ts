import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ImportMaxRows } from '@dealbook/contracts';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows } from './csv-rows.js';
import { detectImportFormat, readImportFile, UnreadableImportFile, type ImportRow } from './import-file.js';
import { refuseRowsPast } from './unreadable-import-file.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'import-file-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function all(rows: AsyncIterable<ImportRow>): Promise<ImportRow[]> {
  const read: ImportRow[] = [];
  for await (const row of rows) read.push(row);
  return read;
}

/** The rows of a file holding `bytes`, read as an import reads them. */
async function rowsOf(bytes: string | Buffer, format: 'csv' | 'xlsx'): Promise<ImportRow[]> {
  const path = join(folder, randomUUID());
  await writeFile(path, bytes);
  return all(readImportFile(path, format));
}

/** Text as a file arrives: in pieces of `size` bytes (1 splits every character and every CRLF). */
const bytesIn = (text: string | Buffer, size = 64 * 1024) => {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return Readable.from(pieces);
};

const csv = (text: string | Buffer, size?: number) => all(csvRows(bytesIn(text, size)));

describe('detectImportFormat', () => {
  it('knows a workbook by its zip signature, whatever its name', () => {
    expect(detectImportFormat('companies.csv', Buffer.from('PK\x03\x04rest'))).toBe('xlsx');
    expect(detectImportFormat('companies', Buffer.from('PK\x03\x04rest'))).toBe('xlsx');
  });

  it('takes a .csv name or text bytes as CSV, and nothing else', () => {
    expect(detectImportFormat('Companies.CSV', Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))).toBe('csv');
    expect(detectImportFormat('export.txt', Buffer.from('\uFEFFCompany;Domain\r\nAcmé;acme.com'))).toBe('csv');
    // A sample cut in the middle of "é" is still text.
    expect(detectImportFormat('export', Buffer.from('Name\nAcmé').subarray(0, 9))).toBe('csv');
    expect(
      detectImportFormat('old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
    ).toBeUndefined();
    expect(
      detectImportFormat('photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBeUndefined();
    expect(detectImportFormat('empty', Buffer.alloc(0))).toBeUndefined();
  });
});

describe('readImportFile: CSV', () => {
  it('reads UTF-8 with a byte-order mark, quoted delimiters, quotes and line breaks, CRLF', async () => {
    const text = '\uFEFFCompany,Notes,Revenue\r\n"Acme, Ltd","He said ""hi""\r\nthen left",1200\r\nBéta,,\r\n';
    expect(await csv(text)).toEqual([
      { line: 1, cells: ['Company', 'Notes', 'Revenue'] },
      { line: 2, cells: ['Acme, Ltd', 'He said "hi"\r\nthen left', '1200'] },
      { line: 3, cells: ['Béta'] },
    ]);
  });

  it('finds a semicolon delimiter on the header line, and reads LF and CR line ends', async () => {
    const text = 'Company;Revenue;Notes\n"Acme; Co";"1,5";a,b\rBeta;2;\n';
    expect(await csv(text)).toEqual([
      { line: 1, cells: ['Company', 'Revenue', 'Notes'] },
      { line: 2, cells: ['Acme; Co', '1,5', 'a,b'] },
      { line: 3, cells: ['Beta', '2'] },
    ]);
  });

  it('finds a tab delimiter (Excel\'s "Text (Tab delimited)")', async () => {
    expect(await csv('Company\tNotes\nAcme, Ltd\t"a\tb"\n')).toEqual([
      { line: 1, cells: ['Company', 'Notes'] },
      { line: 2, cells: ['Acme, Ltd', 'a\tb'] },
    ]);
  });

  it('gives the same rows when every byte arrives alone (characters and CRLF split across pieces)', async () => {
    const text = '\uFEFFNom;Société\r\n"Zoë; ""la"" \r\nsœur";Crème brûlée\r\n\r\n;\r\nÉric;"x"\r\n';
    const whole = await csv(text);
    expect(await csv(text, 1)).toEqual(whole);
    expect(whole).toEqual([
      { line: 1, cells: ['Nom', 'Société'] },
      { line: 2, cells: ['Zoë; "la" \r\nsœur', 'Crème brûlée'] },
      // Lines 3 (blank) and 4 (only a delimiter) are wholly empty: skipped, but counted.
      { line: 5, cells: ['Éric', 'x'] },
    ]);
  });

  it('keeps a header line with no delimiter and a last line without a line break', async () => {
    expect(await csv('Company\nAcme')).toEqual([
      { line: 1, cells: ['Company'] },
      { line: 2, cells: ['Acme'] },
    ]);
    expect(await csv('')).toEqual([]);
  });

  it('keeps stray quotes as text, as Excel does', async () => {
    expect(await csv('A,B\n5" pipe,"quoted"tail\n')).toEqual([
      { line: 1, cells: ['A', 'B'] },
      { line: 2, cells: ['5" pipe', 'quotedtail'] },
    ]);
  });

  it('refuses a file with more rows than a worksheet holds', { timeout: 30_000 }, async () => {
    expect(() => refuseRowsPast(ImportMaxRows)).not.toThrow();
    await expect(csv('x\n'.repeat(ImportMaxRows) + 'one too many\n')).rejects.toThrow(
      new UnreadableImportFile('The file has more than 1,048,576 rows: split it into smaller files.'),
    );
  });

  it('refuses a row of more cells than a worksheet has columns, or more characters than a row may hold', async () => {
    await expect(csv('Company\nAcme' + ','.repeat(20_000) + '\n')).rejects.toThrow(
      new UnreadableImportFile('Row 2 has more than 16,384 cells; a worksheet has at most 16,384 columns.'),
    );
    const cell = 'x'.repeat(900_000);
    await expect(csv(`Company\n${[cell, cell, cell, cell, cell].join(',')}\n`)).rejects.toThrow(
      new UnreadableImportFile('Row 2 holds more than 4,000,000 characters, the most a row may hold.'),
    );
    expect(await csv(`Company\n${[cell, cell, cell, cell].join(',')}\n`)).toHaveLength(2);
  });

  it('refuses text that is not UTF-8, UTF-16, and a quote that never closes, in words', async () => {
    await expect(csv(Buffer.from([0x43, 0x6f, 0x0a, 0xe9, 0x74, 0xe9, 0x0a]))).rejects.toThrow(
      new UnreadableImportFile(
        'The file is not UTF-8 text: in Excel, save it as "CSV UTF-8 (Comma delimited)" (or upload the .xlsx itself).',
      ),
    );
    await expect(csv(Buffer.from('\uFEFFA,B', 'utf16le'))).rejects.toThrow(/UTF-16/);
    await expect(csv('A,B\n"open,x\n')).rejects.toThrow(
      new UnreadableImportFile('Row 2 has a quote (") that never closes.'),
    );
  });
});

describe('readImportFile: CSV from a file', () => {
  it("reads the file, and cuts later rows to the header row's width (a cell past it has no column)", async () => {
    expect(await rowsOf('Company,Domain\nAcme,acme.example,stray,cells\n', 'csv')).toEqual([
      { line: 1, cells: ['Company', 'Domain'] },
      { line: 2, cells: ['Acme', 'acme.example'] },
    ]);
  });
});

/** exceljs's own temporary files (the tmp package's names): a worksheet it kept waiting for its strings. */
const excelJsTempFiles = async () => (await readdir(tmpdir())).filter((name) => name.startsWith(`tmp-${process.pid}-`));

describe('readImportFile: XLSX', () => {
  /** A workbook written whole (shared strings, as Excel writes them). */
  async function workbookBytes(fill: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    fill(workbook);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it('reads the first worksheet: text, numbers, dates, rich text, hyperlinks, formulas, booleans, errors', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Companies');
      sheet.addRow(['Company', 'Revenue', 'Signed', 'Called', 'Notes', 'Site', 'Total', 'Due', 'Active', 'Bad']);
      sheet.addRow([
        'Acme',
        1234.5,
        new Date(Date.UTC(2026, 2, 12)),
        new Date(Date.UTC(2026, 2, 12, 9, 30)),
        { richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'plain' }] },
        { text: 'acme.co.uk', hyperlink: 'https://acme.co.uk' },
        { formula: 'B2*2', result: 2469 },
        { formula: 'C2+1', result: 46094 },
        true,
        { error: '#N/A' },
      ]);
      sheet.getCell('C2').numFmt = 'dd/mm/yyyy';
      sheet.getCell('D2').numFmt = 'dd/mm/yyyy hh:mm';
      sheet.getCell('H2').numFmt = 'dd/mm/yyyy';
      sheet.addRow([]);
      sheet.addRow(['', 1e21, 0.000001, '', '']);
      workbook.addWorksheet('Other').addRow(['not read']);
    });
    expect(await rowsOf(bytes, 'xlsx')).toEqual([
      {
        line: 1,
        cells: ['Company', 'Revenue', 'Signed', 'Called', 'Notes', 'Site', 'Total', 'Due', 'Active', 'Bad'],
      },
      {
        line: 2,
        cells: [
          'Acme',
          '1234.5',
          '2026-03-12',
          '2026-03-12T09:30:00',
          'Bold plain',
          'acme.co.uk',
          '2469',
          '2026-03-13',
          'true',
          '',
        ].slice(0, 9),
      },
      { line: 4, cells: ['', '1000000000000000000000', '0.000001'] },
    ]);
  });

  /** The same workbook with its zip entries in another order (Excel's own: workbook and strings first). */
  async function reordered(bytes: Buffer, first: readonly string[]): Promise<Buffer> {
    const zip = await JSZip.loadAsync(bytes);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    const out = new JSZip();
    for (const name of [...first, ...names.filter((name) => !first.includes(name))]) {
      out.file(name, await zip.file(name)!.async('uint8array'));
    }
    return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  }

  it('reads only the first tab, even when the zip holds another worksheet first, in any zip order', async () => {
    const bytes = await workbookBytes((workbook) => {
      workbook.addWorksheet('Second').addRow(['second']);
      workbook.addWorksheet('First').addRow(['first', 'tab']);
      // Tabs in workbook order: "First" before "Second", though sheet1.xml holds "Second".
      workbook.worksheets.forEach(
        (sheet) => ((sheet as ExcelJS.Worksheet & { orderNo: number }).orderNo = sheet.name === 'First' ? 0 : 1),
      );
    });
    const streamed = await reordered(bytes, [
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    expect(await rowsOf(streamed, 'xlsx')).toEqual([{ line: 1, cells: ['first', 'tab'] }]);
    // Excel's own order: the workbook first, the strings after the worksheets. The parts are read
    // in the order the reader wants, so exceljs never keeps a worksheet in a temporary file.
    const before = await excelJsTempFiles();
    const excelOrder = await reordered(bytes, [
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      'xl/styles.xml',
      'xl/sharedStrings.xml',
    ]);
    expect(await rowsOf(excelOrder, 'xlsx')).toEqual([{ line: 1, cells: ['first', 'tab'] }]);
    expect(await excelJsTempFiles()).toEqual(before);
  });

  it('reads a zip whose workbook part comes after its worksheets (the first worksheet stored is read)', async () => {
    const bytes = await workbookBytes((workbook) => workbook.addWorksheet('Only').addRow(['only', 'tab']));
    const late = await reordered(bytes, [
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/worksheets/sheet1.xml',
      'xl/workbook.xml',
    ]);
    expect(await rowsOf(late, 'xlsx')).toEqual([{ line: 1, cells: ['only', 'tab'] }]);
  });

  it('refuses a broken zip and a zip with no worksheet, in words', async () => {
    const bytes = await workbookBytes((workbook) => workbook.addWorksheet('A').addRow(['x']));
    await expect(rowsOf(bytes.subarray(0, bytes.length / 2), 'xlsx')).rejects.toBeInstanceOf(UnreadableImportFile);
    const notAWorkbook = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 1)]);
    await expect(rowsOf(notAWorkbook, 'xlsx')).rejects.toThrow(UnreadableImportFile);
    const noWorksheet = await new JSZip().file('xl/workbook.xml', '<workbook/>').generateAsync({ type: 'nodebuffer' });
    await expect(rowsOf(noWorksheet, 'xlsx')).rejects.toThrow(
      new UnreadableImportFile('The workbook has no worksheet.'),
    );
  });
});
