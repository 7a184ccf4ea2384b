import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, ErrorBody, Import, ImportPreview, ImportState, UploadedImport } from '@dealbook/contracts';
import { ImportTempFiles } from '../../api/src/features/imports/import-temp-files.js';
import type { Call } from '../support/api-client.js';
import { openEventLog, type EventLog } from '../support/event-log.js';
import {
  companyRows,
  deepWorkbook,
  emptyRowsWorkbook,
  farColumnWorkbook,
  inlineRow,
  longHeaderCellWorkbook,
  longHeaderCsv,
  manyPartsWorkbook,
  part,
  sharedStringsBomb,
  unclosedQuoteCsv,
  wideRowCsv,
  workbookBasics,
  worksheet,
  worksheetFirstWorkbook,
  zipOf,
} from '../support/hostile-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 31, items 3–6: no single uploaded spreadsheet may hang or kill the server. Each hostile
 * file is refused with a 400 that names the bound it broke, recording nothing and leaving no
 * temporary file; what a killed server left is swept at the next start; a NUL in a cell fails
 * its row, not the import. How fast and how lean the refusals are is measured, not asserted, by
 * test/hostile/hostile-files.ts.
 */

const MiB = 1024 * 1024;

let app: TestApp;
let dataDir: string;
let call: Call;
let events: EventLog;
let temp: ImportTempFiles;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-hostile-data-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  call = app.as('admin').call;
  events = await openEventLog(app.databaseUrl);
  temp = app.app.get(ImportTempFiles);
});

afterAll(async () => {
  await events?.close();
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(fileName: string, content: string | Buffer) {
  const form = new FormData();
  form.append('kind', 'companies');
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName);
  return call('/api/imports', { method: 'POST', body: form });
}

async function uploaded(fileName: string, content: string | Buffer): Promise<UploadedImport> {
  const answer = await upload(fileName, content);
  expect(answer.status, answer.text).toBe(201);
  return answer.json as UploadedImport;
}

async function settle(id: string, states: ImportState[] = ['checked', 'finished', 'cancelled', 'failed']) {
  const started = Date.now();
  for (;;) {
    const found = (await call(`/api/import/${id}`)).json as Import;
    if (states.includes(found.state)) return found;
    if (Date.now() - started > 30_000) throw new Error(`Import ${id} stayed ${found.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function work(id: string, what: 'check' | 'run' | 'cancel') {
  const answer = await call(`/api/import/${id}/${what}`, { method: 'POST' });
  expect(answer.status, answer.text).toBe(202);
}

const importCount = async () => Number((await call('/api/imports')).headers.get('x-total-count'));

/** exceljs's own temporary files (the tmp package's names): a worksheet it kept waiting for its strings. */
const excelJsTempFiles = async () => (await readdir(tmpdir())).filter((name) => name.startsWith(`tmp-${process.pid}-`));

/** Files the imports keep while they work: none once the work is answered. */
const importTempFiles = () => readdir(temp.folder);

/** A refusal as issue 31 wants it: a 400 whose message names the bound, nothing recorded, no file left. */
async function expectRefused(fileName: string, content: string | Buffer, message: RegExp) {
  const position = await events.position();
  const imports = await importCount();
  const excelJsBefore = await excelJsTempFiles();
  const answer = await upload(fileName, content);
  expect(answer.status, answer.text).toBe(400);
  expect((answer.json as ErrorBody).message).toMatch(message);
  expect(await events.position()).toBe(position);
  expect(await importCount()).toBe(imports);
  expect(await importTempFiles()).toEqual([]);
  expect(await excelJsTempFiles()).toEqual(excelJsBefore);
}

describe('a workbook that would unzip to more than the server can hold (item 3)', () => {
  it('is refused from its zip directory when it says so: the issue’s 6 GB of shared strings', async () => {
    await expectRefused(
      'bomb.xlsx',
      sharedStringsBomb(6 * 1024 * MiB),
      /^The workbook unzips to 6144 MB; a workbook may unzip to at most 4096 MB\.$/,
    );
    await expectRefused(
      'strings.xlsx',
      sharedStringsBomb(600 * MiB),
      /xl\/sharedStrings\.xml \(its different texts\) unzips to 600 MB; it may unzip to at most 512 MB/,
    );
  });

  it('is refused as soon as a part unzips past what its zip directory says', async () => {
    await expectRefused(
      'liar.xlsx',
      sharedStringsBomb(64 * MiB, 1024),
      /xl\/sharedStrings\.xml unzips to more than the 1 KB its zip directory says/,
    );
  });

  it('is refused for a header cell of 10 MB (a 12 KB file), deep XML, a cell past XFD, or too many parts', async () => {
    await expectRefused('header.xlsx', longHeaderCellWorkbook(10 * MiB), /has a text longer than 8 MB/);
    await expectRefused('deep.xlsx', deepWorkbook(1_000_000), /nests elements more than 64 deep/);
    await expectRefused('wide.xlsx', farColumnWorkbook(), /a cell past its last column, XFD \(16,384\)/);
    await expectRefused(
      'parts.xlsx',
      manyPartsWorkbook(10_000),
      /^The workbook holds 10,004 parts; a workbook may hold at most 10,000\.$/,
    );
  });

  it('counts rows whether or not they say their number: a million empty ones are the row limit', async () => {
    await expectRefused('empty.xlsx', emptyRowsWorkbook(1_100_000, false), /more than 1,048,576 rows/);
  });

  it('reads a formula cell as the value Excel last computed, never computing it', async () => {
    const found = await uploaded(
      'formulas.xlsx',
      zipOf([
        ...workbookBasics(),
        worksheet(
          inlineRow(1, ['Company', 'Revenue', 'Updated']) +
            '<row r="2"><c r="A2" t="str"><f>"Acme"&amp;" Formulas"</f><v>Acme Formulas</v></c>' +
            '<c r="B2"><f>SUM(1,2)</f><v>3</v></c><c r="C2"><f>NOW()</f></c></row>',
        ),
      ]),
    );
    expect(found.sample).toEqual([['Acme Formulas', '3']]);
  });

  it('reads parts that start with a byte-order mark', async () => {
    const [types, book, relationships] = workbookBasics();
    const marked = (name: string, xml: string) =>
      part(name, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)]));
    const found = await uploaded(
      'marked.xlsx',
      zipOf([
        types!,
        book!,
        relationships!,
        marked(
          'xl/worksheets/sheet1.xml',
          `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${companyRows()}</sheetData></worksheet>`,
        ),
      ]),
    );
    expect(found.headers).toEqual(['Company', 'Domain']);
    expect(found.sample).toEqual([['Acme Hostile Ltd', 'acme-hostile.example']]);
  });
});

describe('a CSV that would be read for minutes or held whole (item 4)', () => {
  it('refuses a header of a million characters before it is compared with any field’s names, or stored', async () => {
    await expectRefused(
      'header.csv',
      longHeaderCsv(999_999),
      /^The header in column A is 999,999 characters long; headers may be at most 255\.$/,
    );
    await expectRefused(
      'nul.csv',
      'Company\u0000,Domain\nAcme,acme.example\n',
      /^The header in column A holds a character that cannot be saved/,
    );
  });

  it('refuses a row of a million columns, a quote that never closes and UTF-16, and reads a byte-order mark', async () => {
    await expectRefused('columns.csv', wideRowCsv(1_000_000), /^Row 2 has more than 16,384 cells/);
    await expectRefused('header-columns.csv', 'c,'.repeat(1_000_000) + '\n', /^Row 1 has more than 16,384 cells/);
    await expectRefused('quote.csv', unclosedQuoteCsv(20), /^Row 2 has a quote \(".*never closes/);
    await expectRefused(
      'long-quote.csv',
      unclosedQuoteCsv(5_000_000),
      /^Row 2 has a cell of more than a million characters/,
    );
    await expectRefused('utf16.csv', Buffer.from('\uFEFFCompany\nAcme\n', 'utf16le'), /UTF-16/);
    const marked = await uploaded('marked.csv', '\uFEFFCompany,Domain\r\n=1+1,"acme.example"\r\n');
    expect(marked.headers).toEqual(['Company', 'Domain']);
    // A CSV holds text: a formula is its text, and nothing here computes it.
    expect(marked.sample).toEqual([['=1+1', 'acme.example']]);
  });
});

describe('temporary files (item 5)', () => {
  it('are removed after an upload, a check and a cancelled run of a workbook stored worksheet first', async () => {
    const excelJsBefore = await excelJsTempFiles();
    const found = await uploaded('worksheet-first.xlsx', worksheetFirstWorkbook(20_000));
    expect(found.sample[0]).toEqual(['Worksheet First 1', 'worksheet-first-1.example']);
    expect(await importTempFiles()).toEqual([]);
    await work(found._id, 'check');
    expect((await settle(found._id)).checked).toMatchObject({ rows: 20_000, create: 20_000 });
    // The check's outcome is recorded before its worker closes the file: removed a moment later.
    await expect.poll(importTempFiles, { timeout: 10_000 }).toEqual([]);
    await work(found._id, 'run');
    await work(found._id, 'cancel');
    expect((await settle(found._id, ['cancelled', 'finished'])).state).toMatch(/cancelled|finished/);
    await expect.poll(importTempFiles, { timeout: 10_000 }).toEqual([]);
    expect(await excelJsTempFiles()).toEqual(excelJsBefore);
  });

  it('left by a process that was killed are removed at the next start, and no other’s', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    const deadPid = child.pid!;
    await once(child, 'exit');
    const root = dirname(temp.folder);
    const left = [join(root, `${deadPid}-killed`), join(root, `${process.pid}-before-a-restart`)];
    for (const folder of left) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, 'upload'), 'half a file');
    }
    const restarted = await startTestApp({ env: { DATA_DIR: dataDir }, shareDatabaseWith: app });
    try {
      const folders = await readdir(root);
      for (const folder of left) expect(folders).not.toContain(folder.slice(root.length + 1));
      expect(folders).toContain(temp.folder.slice(root.length + 1));
      expect(folders).toContain(restarted.app.get(ImportTempFiles).folder.slice(root.length + 1));
    } finally {
      await restarted.close();
    }
  });
});

describe('a NUL in a cell (item 6)', () => {
  it('fails its row, naming the field, and the check and the run go on with the others', async () => {
    const file =
      'Company,Domain\nNul Good One,nul-good-one.example\nNul\u0000Bad,nul-bad.example\nNul Good Two,nul-good-two.example\n';
    const found = await uploaded('nul.csv', file);
    await work(found._id, 'check');
    const checked = await settle(found._id);
    expect(checked.state).toBe('checked');
    expect(checked.checked).toEqual({ rows: 3, create: 2, update: 0, unchanged: 0, skip: 0, error: 1 });
    const preview = (await call(`/api/import/${found._id}/preview?action=error`)).json as ImportPreview;
    expect(preview.rows).toEqual([
      expect.objectContaining({
        line: 3,
        detail: 'Company name: holds a character that cannot be saved (a NUL or an unpaired surrogate)',
        values: { 'Company name': 'Nul\uFFFDBad', Domain: 'nul-bad.example' },
      }),
    ]);
    const errors = await call(`/api/import/${found._id}/errors`);
    expect(errors.text).toContain('Company name: holds a character that cannot be saved');
    await work(found._id, 'run');
    const finished = await settle(found._id);
    expect(finished.state).toBe('finished');
    expect(finished.done).toMatchObject({ create: 2, error: 1 });
    const created = (await call('/api/companies/search?companyName=Nul&limit=10')).json as Company[];
    expect(created.map((company) => company.companyName).sort()).toEqual(['Nul Good One', 'Nul Good Two']);
    expect(await importTempFiles()).toEqual([]);
  });
});
