/**
 * Exports at scale (issue 15): the companies grid exported with EXPORT_BENCH_COMPANIES companies
 * (default 100,000) in the read model, loaded with SQL as the list bench loads them. For each
 * case: the wall time from request to the last byte, the file's size and rows (read back with
 * exceljs's streaming reader), and the server process's peak resident memory (VmHWM of
 * /proc/<pid>/status) before and after. Goals: ≤ 20 s and ≤ 300 MB for 100,000 rows.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import ExcelJS from 'exceljs';
import { memoryOf } from './bench-support.js';
import { openMillionContactsBench } from './million-contacts.js';

const companies = Number(process.env.EXPORT_BENCH_COMPANIES ?? 100_000);

async function rowsIn(file: string): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'ignore' });
  let rows = 0;
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return rows - 1;
}

export async function benchExports(): Promise<void> {
  const bench = await openMillionContactsBench(0, companies);
  const folder = await mkdtemp(join(tmpdir(), 'dealbook-export-bench-'));
  try {
    const cases = [
      { name: `all ${companies.toLocaleString('en-GB')} companies by name`, query: 'sort=companyName' },
      { name: 'companies named "%a%", largest revenue first', query: 'companyName=a&sort=-revenue' },
      // Again: a peak that does not rise a second time is the collector's headroom, not a leak.
      { name: `all ${companies.toLocaleString('en-GB')} companies by name, again`, query: 'sort=companyName' },
    ];
    console.log(`\nExports (server ${bench.server.pid}; goal: 100,000 rows in ≤ 20 s, server peak ≤ 300 MB)`);
    const started = await memoryOf(bench.server.pid);
    console.log(`  server before: resident ${started.now.toFixed(0)} MB, peak ${started.peak.toFixed(0)} MB`);
    for (const [i, { name, query }] of cases.entries()) {
      const file = join(folder, `export-${i}.xlsx`);
      let sampledPeak = 0;
      const sampling = setInterval(() => {
        void memoryOf(bench.server.pid).then((m) => (sampledPeak = Math.max(sampledPeak, m.now)));
      }, 100);
      const begun = performance.now();
      const response = await fetch(`${bench.server.baseUrl}/api/companies/export?${query}`, {
        headers: { authorization: `Bearer ${bench.userToken}` },
      });
      if (!response.ok || !response.body) throw new Error(`${name}: ${response.status} ${await response.text()}`);
      await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(file));
      const seconds = (performance.now() - begun) / 1000;
      clearInterval(sampling);
      const memory = await memoryOf(bench.server.pid);
      const rows = await rowsIn(file);
      const size = (await stat(file)).size / 1024 / 1024;
      console.log(
        `  ${name}: ${rows.toLocaleString('en-GB')} rows, ${size.toFixed(1)} MB in ${seconds.toFixed(1)} s ` +
          `(${Math.round(rows / seconds).toLocaleString('en-GB')} rows/s); server resident ${memory.now.toFixed(0)} MB, ` +
          `highest during it ${sampledPeak.toFixed(0)} MB, peak so far ${memory.peak.toFixed(0)} MB`,
      );
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
    await bench.close();
  }
}
