/**
 * Data upload at scale (issue 16), against the built server as its own process:
 *  - 100,000 company rows (CSV): the dry run and the import, timed from the request to the state
 *    the import reaches, against a raw multi-row INSERT of the same rows into a plain table
 *    (1,000 rows a statement) on the same database in the same run;
 *  - an import of 100,000 rows of which half update companies of the first (a new telephone and
 *    city) and half create, then its undo (deletes and field restores);
 *  - a file of 1,048,576 rows checked (streamed through the reader and the rules), with the
 *    server's resident memory sampled every 100 ms (IMPORT_BENCH_MILLION=run imports it too).
 * IMPORT_BENCH_MILLION=skip leaves the million out.
 * Goals: dry run ≤ 5 s, import ≤ 30 s (stretch 15 s), undo ≤ 60 s, ≤ 300 MB for a million rows.
 */
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import type { Import, ImportState } from '@dealbook/contracts';
import { memoryOf, openBenchDatabase, signIn, startServer } from './bench-support.js';

const admin = { email: 'bench-admin@dealbook.local', password: 'bench admin password 1' };
const rows = Number(process.env.IMPORT_BENCH_ROWS ?? 100_000);
// A worksheet holds 1,048,576 rows, the header one of them.
const million = 1_048_575;

const industries = ['Technology', 'Retail', 'Manufacturing', 'Agriculture', ''];
const companyRow = (i: number, prefix: string, phone: string) =>
  `${prefix} Trading ${i} Ltd,${prefix.toLowerCase()}-${i}.example,${phone}${i % 10_000},${industries[i % 5]},${i % 97}000`;

async function writeCsv(path: string, count: number, row: (i: number) => string): Promise<void> {
  const out = createWriteStream(path);
  out.write('Company name,Domain,Telephone,Industry,Revenue (£)\n');
  for (let i = 0; i < count; i++) {
    if (!out.write(`${row(i)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

export async function benchImports(): Promise<void> {
  const database = await openBenchDatabase();
  const server = await startServer(database.url, {
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
  });
  const folder = await mkdtemp(join(tmpdir(), 'dealbook-import-bench-'));
  const token = await signIn(server.baseUrl, admin.email, admin.password);
  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Import;
  };
  const upload = async (path: string, name: string) => {
    const form = new FormData();
    form.append('kind', 'companies');
    form.append('file', await openAsBlob(path), name);
    return api('/api/imports', { method: 'POST', body: form });
  };
  /** Starts the work and answers the seconds until the import reaches `until`, with the server's highest memory meanwhile. */
  const timed = async (id: string, work: string, until: ImportState) => {
    let highest = 0;
    const sampling = setInterval(() => {
      void memoryOf(server.pid).then((m) => (highest = Math.max(highest, m.now)));
    }, 100);
    const begun = performance.now();
    await api(`/api/import/${id}/${work}`, { method: 'POST' });
    let found: Import;
    for (;;) {
      found = await api(`/api/import/${id}`);
      if (found.state === until) break;
      if (['failed', 'cancelled'].includes(found.state)) throw new Error(`${work}: ${found.state} ${found.failure}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - begun) / 1000;
    clearInterval(sampling);
    // Work shorter than a sample is measured once, at its end.
    highest = Math.max(highest, (await memoryOf(server.pid)).now);
    return { seconds, found, highest };
  };
  try {
    console.log(`\nImports (${database.kind}; server ${server.pid})`);
    const idle = await memoryOf(server.pid);
    console.log(`  server idle: resident ${idle.now.toFixed(0)} MB`);

    const first = join(folder, 'companies.csv');
    await writeCsv(first, rows, (i) => companyRow(i, 'Bench', '0161 '));
    const uploaded = await upload(first, 'companies.csv');
    const check = await timed(uploaded._id, 'check', 'checked');
    const run = await timed(uploaded._id, 'run', 'finished');
    if (run.found.done.create !== rows) {
      const errors = await fetch(`${server.baseUrl}/api/import/${uploaded._id}/errors`, {
        headers: { authorization: `Bearer ${token}` },
      });
      throw new Error(`created ${JSON.stringify(run.found.done)} of ${rows}: ${(await errors.text()).slice(0, 600)}`);
    }

    const reference = await rawInsertSeconds(database.url, rows);
    const rate = (seconds: number) => `${Math.round(rows / seconds).toLocaleString('en-GB')} rows/s`;
    console.log(
      `  ${rows.toLocaleString('en-GB')} company rows: dry run ${check.seconds.toFixed(1)} s (${rate(check.seconds)}); ` +
        `import ${run.seconds.toFixed(1)} s (${rate(run.seconds)}); raw multi-row INSERT into a plain table ` +
        `${reference.toFixed(1)} s (${rate(reference)}) → import / raw ${(run.seconds / reference).toFixed(1)}×; ` +
        `server highest ${check.highest.toFixed(0)} MB during the dry run, ${run.highest.toFixed(0)} MB during the import`,
    );

    // Half the rows update the companies above (a new telephone), half create new ones.
    const second = join(folder, 'updates.csv');
    await writeCsv(second, rows, (i) =>
      i % 2 === 0 ? companyRow(i, 'Bench', '0207 ') : companyRow(i, 'Fresh', '0113 '),
    );
    const updates = await upload(second, 'updates.csv');
    const mixed = await timed(updates._id, 'run', 'finished');
    const undo = await timed(updates._id, 'undo', 'undone');
    console.log(
      `  ${rows.toLocaleString('en-GB')} rows, ${mixed.found.done.update.toLocaleString('en-GB')} updates and ` +
        `${mixed.found.done.create.toLocaleString('en-GB')} creations: import ${mixed.seconds.toFixed(1)} s; ` +
        `undo of all ${undo.found.undone.toLocaleString('en-GB')} records ${undo.seconds.toFixed(1)} s ` +
        `(${Math.round(undo.found.undone / undo.seconds).toLocaleString('en-GB')} records/s); server highest ` +
        `${mixed.highest.toFixed(0)} MB during the import, ${undo.highest.toFixed(0)} MB during the undo`,
    );

    if (process.env.IMPORT_BENCH_MILLION === 'skip') return;
    const big = join(folder, 'million.csv');
    await writeCsv(big, million, (i) => companyRow(i, 'Million', '0114 '));
    const before = await memoryOf(server.pid);
    const bigUpload = await upload(big, 'million.csv');
    const bigCheck = await timed(bigUpload._id, 'check', 'checked');
    let line =
      `  ${million.toLocaleString('en-GB')} rows: upload and dry run (${bigCheck.seconds.toFixed(0)} s, ` +
      `${Math.round(million / bigCheck.seconds).toLocaleString('en-GB')} rows/s); server resident ` +
      `${before.now.toFixed(0)} MB before, highest ${bigCheck.highest.toFixed(0)} MB during the dry run`;
    if (process.env.IMPORT_BENCH_MILLION === 'run') {
      const bigRun = await timed(bigUpload._id, 'run', 'finished');
      line += `; import ${bigRun.seconds.toFixed(0)} s, highest ${bigRun.highest.toFixed(0)} MB`;
    }
    console.log(`${line}; peak ${(await memoryOf(server.pid)).peak.toFixed(0)} MB (VmHWM)`);
  } finally {
    await rm(folder, { recursive: true, force: true });
    await server.stop();
    await database.close();
  }
}

/** The reference: the same rows as JSON documents into a plain table, 1,000 per INSERT, in one transaction. */
async function rawInsertSeconds(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create table bench_raw_companies (id uuid primary key, doc jsonb not null)');
    const begun = performance.now();
    await client.query('begin');
    for (let start = 0; start < count; start += 1000) {
      const docs = [];
      for (let i = start; i < Math.min(count, start + 1000); i++) {
        const [companyName, domain, telephone, industryType, revenue] = companyRow(i, 'Raw', '0161 ').split(',');
        docs.push(JSON.stringify({ companyName, domain, telephone, industryType, revenue: Number(revenue) }));
      }
      await client.query(
        'insert into bench_raw_companies (id, doc) select gen_random_uuid(), d::jsonb from unnest($1::text[]) d',
        [docs],
      );
    }
    await client.query('commit');
    return (performance.now() - begun) / 1000;
  } finally {
    await client.end();
  }
}
