/**
 * How the server meets hostile spreadsheets (issue 31, items 3–6): each file of
 * test/support/hostile-files.ts (and a few that sit at a bound) posted to POST /api/imports of a
 * server running as its own process, with the time to answer, the status, the server's resident
 * memory (VmRSS from /proc, sampled every 20 ms: its peak during the upload; and its VmHWM), the
 * slowest answer of /api/health meanwhile, and the temporary files left. The server is started
 * afresh for each file, so each peak is that file's. Figures, not a test: the e2e spec asserts
 * what is refused and what is left (test/e2e/imports-hostile.e2e.spec.ts).
 *
 *   TEST_DATABASE_URL=postgres://… npx tsx test/hostile/hostile-files.ts
 *
 * The server runs from source (node --import tsx --conditions=source api/src/main.ts, so nothing
 * need be built) with `npm run serve`'s Node flags and malloc settings; tsx adds some 40 MB to
 * its memory against the built server. A fresh database on the server of BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (else an embedded one), dropped at the end.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { memoryOf, openBenchDatabase, signIn } from '../bench/bench-support.js';
import {
  deepWorkbook,
  emptyRowsWorkbook,
  farColumnWorkbook,
  longHeaderCellWorkbook,
  longHeaderCsv,
  manyPartsWorkbook,
  repeatedPart,
  sharedStringsBomb,
  unclosedQuoteCsv,
  wideRowCsv,
  workbookBasics,
  worksheet,
  worksheetFirstWorkbook,
  zipOf,
  companyRows,
} from '../support/hostile-files.js';

const MiB = 1024 * 1024;
const admin = { email: 'hostile-admin@dealbook.local', password: 'hostile admin password 1' };

/** The parts a workbook at the bound of its styles, or of its count of shared strings, holds. */
const stylesAtBound = () =>
  zipOf([
    ...workbookBasics(),
    repeatedPart(
      'xl/styles.xml',
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs>',
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'.repeat(1024),
      Math.floor((16 * MiB - 200) / (62 * 1024)),
      '</cellXfs></styleSheet>',
    ),
    worksheet(companyRows()),
  ]);
const sharedStringsPastCount = () =>
  zipOf([
    ...workbookBasics(),
    repeatedPart(
      'xl/sharedStrings.xml',
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
      '<si><t>a</t></si>'.repeat(1024),
      8 * 1024 + 1,
      '</sst>',
    ),
    worksheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'),
  ]);

const files: { name: string; make: () => Buffer | string }[] = [
  { name: 'bomb.xlsx: shared strings of 6 GB, said (ZIP64)', make: () => sharedStringsBomb(6 * 1024 * MiB) },
  { name: 'liar.xlsx: shared strings of 6 GB, said 1 KB', make: () => sharedStringsBomb(6 * 1024 * MiB, 1024) },
  { name: 'strings.xlsx: shared strings of 600 MB', make: () => sharedStringsBomb(600 * MiB) },
  { name: 'header.xlsx: a header cell of 10 MB', make: () => longHeaderCellWorkbook(10 * MiB) },
  { name: 'deep.xlsx: XML nested 10 million deep', make: () => deepWorkbook(10_000_000) },
  { name: 'empty.xlsx: 1.1 M empty rows, unnumbered', make: () => emptyRowsWorkbook(1_100_000, false) },
  { name: 'numbered.xlsx: 1.1 M empty rows, numbered', make: () => emptyRowsWorkbook(1_100_000, true) },
  { name: 'wide.xlsx: a cell in the millionth column', make: farColumnWorkbook },
  { name: 'parts.xlsx: 10,004 parts', make: () => manyPartsWorkbook(10_000) },
  { name: 'count.xlsx: 8,388,609 shared strings', make: sharedStringsPastCount },
  { name: 'styles.xlsx: styles at the 16 MB bound', make: stylesAtBound },
  { name: 'first.xlsx: worksheet before strings, 20,000 rows', make: () => worksheetFirstWorkbook(20_000) },
  { name: 'header.csv: a header of 1,000,000 characters', make: () => longHeaderCsv(1_000_000) },
  { name: 'columns.csv: a row of 1,000,000 cells', make: () => wideRowCsv(1_000_000) },
  { name: 'quote.csv: a quote open for 100 MB', make: () => unclosedQuoteCsv(100 * MiB) },
];

/** `npm run serve`'s Node flags and environment (its malloc settings). */
function productLaunch(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } };
  const words = scripts.serve.split(' ');
  return {
    env: Object.fromEntries(words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('='))),
    flags: words.filter((word) => word.startsWith('--')),
  };
}

/** The server, started afresh for each file so that each peak is that file's alone. */
async function startServer(databaseUrl: string, dataDir: string, port: number) {
  const product = productLaunch();
  const server = spawn(
    process.execPath,
    [...product.flags, '--import', 'tsx', '--conditions=source', 'api/src/main.ts'],
    {
      env: {
        ...product.env,
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        DEMO_DATA: 'false',
        NODE_ENV: 'production',
        DEALBOOK_ADMIN_EMAIL: admin.email,
        DEALBOOK_ADMIN_PASSWORD: admin.password,
        // The api's compiler options (decorators), which tsx takes from the folder's tsconfig.json otherwise.
        TSX_TSCONFIG_PATH: 'api/tsconfig.json',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  for (
    let waited = 0;
    !(await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    waited += 200
  ) {
    if (server.exitCode !== null || waited > 120_000) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, pid: server.pid!, stop };
}

/** Posts the file, and measures the answer, the server's memory and its health meanwhile. */
async function post(server: { baseUrl: string; pid: number }, token: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('kind', 'companies');
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const before = (await memoryOf(server.pid)).now;
  let peak = before;
  let slowestHealth = 0;
  let answered = false;
  const sampling = setInterval(() => {
    void memoryOf(server.pid).then(
      (memory) => (peak = Math.max(peak, memory.now)),
      () => undefined,
    );
  }, 20);
  const health = (async () => {
    while (!answered) {
      const asked = performance.now();
      await fetch(`${server.baseUrl}/api/health`).catch(() => undefined);
      slowestHealth = Math.max(slowestHealth, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  answered = true;
  await health;
  clearInterval(sampling);
  const after = await memoryOf(server.pid);
  peak = Math.max(peak, after.now);
  const message = response.status === 201 ? 'accepted' : ((JSON.parse(text) as { message?: string }).message ?? text);
  return { status: response.status, seconds, before, peak, highWater: after.peak, slowestHealth, message };
}

const database = await openBenchDatabase();
const dataDir = await mkdtemp(join(tmpdir(), 'dealbook-hostile-'));
const port = 3990 + Math.floor(Math.random() * 9);
const tempRoot = join(
  tmpdir(),
  `dealbook-imports-${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12)}`,
);
const tempFilesLeft = async () => {
  let count = 0;
  for (const folder of await readdir(tempRoot).catch(() => [])) count += (await readdir(join(tempRoot, folder))).length;
  return count;
};

try {
  console.log(
    'file | on disk | status | answered in | resident before → peak (VmHWM) | slowest /api/health | temp files left | message',
  );
  for (const { name, make } of files) {
    const content = make();
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    const server = await startServer(database.url, dataDir, port);
    try {
      const token = await signIn(server.baseUrl, admin.email, admin.password);
      const measured = await post(server, token, name.split(':')[0]!, bytes);
      console.log(
        [
          name,
          `${(bytes.length / 1024).toFixed(0)} KB`,
          measured.status,
          `${measured.seconds.toFixed(2)} s`,
          `${measured.before.toFixed(0)} → ${measured.peak.toFixed(0)} MB (${measured.highWater.toFixed(0)} MB)`,
          `${(measured.slowestHealth / 1000).toFixed(2)} s`,
          await tempFilesLeft(),
          measured.message.length > 150 ? `${measured.message.slice(0, 147)}…` : measured.message,
        ].join(' | '),
      );
    } finally {
      await server.stop();
    }
  }
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(tempRoot, { recursive: true, force: true });
}
