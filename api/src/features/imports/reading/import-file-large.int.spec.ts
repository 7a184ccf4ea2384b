import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImportFile, type ImportRow } from './import-file.js';

// A workbook of 12,000 rows written and read back: seconds of work, so it runs in the integration
// tier (issue 35) rather than among the unit specs, which share one process each and run in ms.
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'import-file-large-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('readImportFile: a large XLSX', () => {
  it('streams 12,000 rows of a workbook written by the streaming writer (inline strings, dates)', async () => {
    const path = join(folder, 'many.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
    const sheet = writer.addWorksheet('Rows');
    sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
    sheet.addRow(['Company', 'Revenue', 'Signed']).commit();
    for (let i = 1; i <= 12_000; i++) {
      sheet.addRow([`Company ${i}`, i * 10, new Date(Date.UTC(2026, 0, 1 + (i % 28)))]).commit();
    }
    sheet.commit();
    await writer.commit();
    let count = 0;
    let last: ImportRow | undefined;
    for await (const row of readImportFile(path, 'xlsx')) {
      count++;
      last = row;
    }
    expect(count).toBe(12_001);
    expect(last).toEqual({ line: 12_001, cells: ['Company 12000', '120000', '2026-01-17'] });
  });
});
