import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeFailuresCsv, type FailedRow } from './failures-file.js';
import { csvRows } from './csv-rows.js';
import type { ImportRow } from './import-file.js';

async function* failuresOf(list: FailedRow[]): AsyncIterable<FailedRow> {
  yield* list;
}

async function written(headers: string[], failures: FailedRow[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeFailuresCsv(headers, failuresOf(failures), out);
  return Buffer.concat(chunks);
}

describe('writeFailuresCsv', () => {
  const headers = ['Company', 'Notes', 'Revenue'];
  const failures: FailedRow[] = [
    {
      line: 2,
      cells: ['Acme, "the" Ltd', 'first line\r\nsecond line', '12k'],
      reason: 'Revenue (£): "12k" is not a number',
    },
    { line: 7, cells: ['=HYPERLINK("http://evil")', '+44 20'], reason: 'Company name is required' },
  ];

  it('writes UTF-8 with a byte-order mark, the headers, then Line and Problem, quoting per RFC 4180', async () => {
    const bytes = await written(headers, failures);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Company,Notes,Revenue,Line,Problem\r\n' +
        '"Acme, ""the"" Ltd","first line\r\nsecond line",12k,2,"Revenue (£): ""12k"" is not a number"\r\n' +
        '"\'=HYPERLINK(""http://evil"")",\'+44 20,,7,Company name is required\r\n',
    );
  });

  it('reads back through the CSV reader as the same cells, formulas kept as text', async () => {
    const rows: ImportRow[] = [];
    for await (const row of csvRows(Readable.from([await written(headers, failures)]))) rows.push(row);
    expect(rows).toEqual([
      { line: 1, cells: ['Company', 'Notes', 'Revenue', 'Line', 'Problem'] },
      {
        line: 2,
        cells: ['Acme, "the" Ltd', 'first line\r\nsecond line', '12k', '2', 'Revenue (£): "12k" is not a number'],
      },
      { line: 3, cells: ['\'=HYPERLINK("http://evil")', "'+44 20", '', '7', 'Company name is required'] },
    ]);
  });

  it('ends the output when there is nothing to report but the headers', async () => {
    expect((await written(['A'], [])).toString('utf8')).toBe('\uFEFFA,Line,Problem\r\n');
  });

  it('waits for a slow reader instead of filling memory', async () => {
    const out = new PassThrough({ highWaterMark: 64 });
    const many = Array.from({ length: 2000 }, (_, i) => ({ line: i + 2, cells: [`Company ${i}`], reason: 'x' }));
    let read = 0;
    const done = writeFailuresCsv(['Company'], failuresOf(many), out);
    out.on('data', (chunk: Buffer) => (read += chunk.length));
    await done;
    expect(read).toBeGreaterThan(2000 * 10);
  });
});
