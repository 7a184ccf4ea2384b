import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { createStaff, mb, messageOf, printTable, request, rssOf, sampleRss, type Staff } from './load-support.js';
import type { LoadContext } from './run-load.js';

/** The grids people export, each as its "Export .xlsx" button asks. */
const grids = [
  '/api/companies/export?sort=companyName',
  '/api/contacts/export',
  '/api/tasks/export',
  '/api/purchases/export',
  '/api/projects/export',
  '/api/events/export',
];

interface Download {
  user: number;
  path: string;
  status: number;
  retryAfter: string;
  seconds: number;
  bytes: Buffer;
  error?: string;
}

/**
 * `exports`: LOAD_EXPORT_USERS (6) members of staff start spreadsheet exports at once, twice: each
 * a different grid, then all the companies grid. The companies and contacts are first brought up
 * to LOAD_EXPORT_COMPANIES (2000) and LOAD_EXPORT_CONTACTS (1000) through the API. Each export's
 * status, time, size and rows; the server's memory before, at its peak and after.
 */
export async function exportsAtOnce({ server, adminToken }: LoadContext): Promise<void> {
  const users = await createStaff(server.baseUrl, adminToken, Number(process.env.LOAD_EXPORT_USERS ?? 6));
  const seeded = await seed(server.baseUrl, adminToken);
  console.log(`\nexports: ${users.length} users; ${seeded}; server at ${mb(await rssOf(server.pid))}`);
  const waves = [
    { name: 'each a different grid', path: (i: number) => grids[i % grids.length]! },
    { name: 'all the companies grid', path: () => grids[0]! },
  ];
  for (const wave of waves) {
    const before = await rssOf(server.pid);
    const memory = sampleRss(server.pid, 100);
    const started = performance.now();
    const downloads = await Promise.all(users.map((user, i) => download(server.baseUrl, user, i + 1, wave.path(i))));
    const wallSeconds = (performance.now() - started) / 1000;
    const peak = await memory.stop();
    const after = await rssOf(server.pid);
    const rows = await Promise.all(downloads.map((one) => rowsIn(one)));
    printTable(
      `exports: ${users.length} at once, ${wave.name} (${wallSeconds.toFixed(1)} s until the last byte)`,
      ['user', 'export', 'status', 'seconds', 'Retry-After', 'size', 'rows', 'note'],
      downloads.map((one, i) => [
        String(one.user),
        one.path,
        String(one.status),
        one.seconds.toFixed(2),
        one.retryAfter,
        `${(one.bytes.length / 1024).toFixed(0)} kB`,
        String(rows[i]),
        one.error ?? (one.status === 200 ? '' : messageOf(one.bytes.toString('utf8'))),
      ]),
    );
    console.log(`  server RSS: before ${mb(before)}, peak ${mb(peak)}, after ${mb(after)}`);
  }
}

async function download(baseUrl: string, user: Staff, number: number, path: string): Promise<Download> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${user.token}` },
      signal: AbortSignal.timeout(600_000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    const retryAfter = response.headers.get('retry-after') ?? '';
    return { user: number, path, status: response.status, retryAfter, seconds, bytes };
  } catch (error) {
    const seconds = (performance.now() - started) / 1000;
    return { user: number, path, status: 0, retryAfter: '', seconds, bytes: Buffer.alloc(0), error: String(error) };
  }
}

/** The workbook's body rows (its first sheet's rows but the header), read back with exceljs. */
async function rowsIn({ status, bytes }: Download): Promise<number | string> {
  if (status !== 200) return '';
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
      worksheets: 'emit',
      sharedStrings: 'ignore',
    });
    let rows = 0;
    for await (const sheet of reader) for await (const _row of sheet) rows++;
    return rows - 1;
  } catch (error) {
    return `unreadable: ${String(error).slice(0, 60)}`;
  }
}

/** Companies and contacts created through the API, four at a time, up to the counts asked for. */
async function seed(baseUrl: string, token: string): Promise<string> {
  const count = async (path: string) => Number((await request(baseUrl, path, { token })).body);
  const wanted = {
    companies: Number(process.env.LOAD_EXPORT_COMPANIES ?? 2000),
    contacts: Number(process.env.LOAD_EXPORT_CONTACTS ?? 1000),
  };
  const have = { companies: await count('/api/companies/count'), contacts: await count('/api/contacts/count') };
  const started = performance.now();
  const create = async (path: string, missing: number, body: (n: number) => unknown) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < missing) {
          const n = next++;
          const answer = await request(baseUrl, path, { method: 'POST', token, body: body(n) });
          if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
        }
      }),
    );
  };
  const newCompanies = Math.max(0, wanted.companies - have.companies);
  const newContacts = Math.max(0, wanted.contacts - have.contacts);
  await create('/api/company', newCompanies, (n) => ({ companyName: `Export Company ${n}`, city: 'Leeds' }));
  await create('/api/contact', newContacts, (n) => ({ firstName: 'Export', lastName: `Person ${n}` }));
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return (
    `${have.companies + newCompanies} companies and ${have.contacts + newContacts} contacts ` +
    `(${newCompanies + newContacts} created through the API in ${seconds} s)`
  );
}
