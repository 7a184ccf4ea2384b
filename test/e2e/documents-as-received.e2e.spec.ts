import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunicationAction, type ReportTable } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { expectReadsAsReceived } from '../support/as-received.js';
import type { PrintedWord } from '../support/libre-office.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, seedProjects, type ProjectFixtures } from './projects-support.js';
import { createPurchase, logCommunication } from './purchases-support.js';

/**
 * Issue 34: every report opened as its recipient opens it (LibreOffice, poppler), not as exceljs
 * reads it back (the grid exports, record PDFs and Word files are in documents-every-file). A PDF holds every column of the screen's table and never splits
 * a reference, a date, an e-mail address or a word across lines; a workbook shows no apostrophe
 * before a value, names the font of every style, and prints at 8 pt or larger.
 */
let app: TestApp;
let token: string;
let call: Call;
let fixtures: ProjectFixtures;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const period = `from=${day(-1)}&to=${day(1)}`;
const zone = 'Europe/London';
const longEmail = 'first.middle.lastname@a-long-company-domain-name.co.uk';

async function download(path: string): Promise<Buffer> {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, bytes.toString('utf8', 0, 300)).toBe(200);
  return bytes;
}

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  fixtures = await seedProjects(app, call);
  const buyer = await createCompany(call, 'Osprey International Acquisitions plc', { telephone: '+33 1 42 68 53 00' });
  const person = await call<{ _id: string }>('/api/contact', {
    method: 'POST',
    body: { firstName: 'Marguerite', lastName: 'Delacroix-Fontaine', email: longEmail, companies: [buyer._id] },
  });
  expect(person.status, person.text).toBe(201);
  const purchase = await createPurchase(call, { company: buyer._id, project: fixtures.eagle._id });
  await logCommunication(call, {
    purchases: [purchase._id],
    contacted: [person.json._id],
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.SendNDA,
    content: 'Keen on the opportunity; send the NDA and the teaser',
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The words a cell prints as: a date as DD/MM/YYYY in the firm's zone, text word by word. */
function cellWords(kind: string, cell: unknown): string[] {
  if (typeof cell !== 'string' || cell === '') return [];
  if (kind === 'date' || kind === 'dateTime') return [dayFormat.format(new Date(cell))];
  return cell.split(/\s+/).filter((word) => word !== '');
}

/** Words of the PDF that are pieces of a longer word of the table: a sign it broke across lines. */
function splitTokens(table: ReportTable, words: readonly PrintedWord[]): string[] {
  const printed = new Set(words.map((word) => word.text));
  const expected = new Set(
    table.rows.flatMap((row) => row.flatMap((cell, i) => cellWords(table.columns[i]!.kind, cell))),
  );
  return [...expected].filter((word) => !printed.has(word));
}

const reports: [string, () => string][] = [
  ['projects by date', () => `projects-by-date?${period}`],
  ['velocity products', () => `velocity-products?${period}`],
  // The fixtures' pitches (initial meetings) fall in March and April.
  ['pitches', () => 'pitches?from=2026-03-01&to=2026-04-30'],
  ['pipeline', () => 'pipeline?type=all'],
  ['caller activity', () => `caller-activity?${period}&caller=${fixtures.ids.user}`],
  ['project communications', () => `project-communications?${period}&project=${fixtures.eagle._id}`],
];

describe.each(reports)('the %s report', (_, query) => {
  it('prints every column of the screen in its PDF, and splits no reference, date, e-mail or word', async () => {
    const [name, search] = query().split('?') as [string, string];
    const table = (await call<ReportTable>(`/api/reports/${name}?${search}`)).json;
    expect(table.rows.length, `${name} has rows to check`).toBeGreaterThan(0);
    const words = await expectReadsAsReceived(name, await download(`/api/reports/${name}/pdf?${search}`), 'pdf');
    const printed = new Set(words.map((word) => word.text));
    for (const column of table.columns) {
      for (const word of column.header.split(/\s+/))
        expect(printed, `${name}: header "${column.header}"`).toContain(word);
    }
    expect(splitTokens(table, words), `${name}: words not printed whole`).toEqual([]);
  }, 120_000);

  it('gives a workbook in words, with no apostrophe before a value, named fonts, printed at 8 pt or larger, titled', async () => {
    const [name, search] = query().split('?') as [string, string];
    const words = await expectReadsAsReceived(name, await download(`/api/reports/${name}/xlsx?${search}`), 'xlsx');
    // Each printed page says what it is: the report and what it was asked (period, filters).
    const table = (await call<ReportTable>(`/api/reports/${name}?${search}`)).json;
    const printed = new Set(words.map((word) => word.text));
    for (const line of [table.title, ...table.subtitle]) {
      for (const word of line.split(/\s+/)) expect(printed, `${name}: title "${line}"`).toContain(word);
    }
  }, 120_000);
});
