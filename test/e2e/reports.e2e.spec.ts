import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunicationAction, DealStatus, type Purchase, type ReportTable } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { pdfPages, workbookSheets } from '../support/libre-office.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { seedProjects, updateProject, type ProjectFixtures } from './projects-support.js';

let app: TestApp;
let token: string;
let call: Call;
let fixtures: ProjectFixtures;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const period = `from=${day(-1)}&to=${day(1)}`;

async function report(path: string): Promise<ReportTable> {
  const answer = await call<ReportTable>(path);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

/** The report's rows as {header: cell} objects, so a test reads like the table it checks. */
function byHeader(table: ReportTable): Record<string, unknown>[] {
  return table.rows.map((row) => Object.fromEntries(table.columns.map((column, i) => [column.header, row[i]])));
}

let beforeDealChange: string;

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  fixtures = await seedProjects(app, call);
  const purchaser = await call<{ _id: string }>('/api/company', {
    method: 'POST',
    body: { companyName: 'Osprey Buyers' },
  });
  const purchase = await call<Purchase>('/api/purchase', {
    method: 'POST',
    body: { company: purchaser.json._id, project: fixtures.eagle._id },
  });
  expect(purchase.status, purchase.text).toBe(201);
  const logged = await call('/api/communication', {
    method: 'POST',
    body: {
      purchases: [purchase.json._id],
      outcome: 'Spoke to Contact - Successful call',
      action: CommunicationAction.SendNDA,
      content: 'Keen; send the NDA\nand the teaser',
    },
  });
  expect(logged.status, logged.text).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 20));
  beforeDealChange = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await updateProject(call, fixtures.eagle._id, { dealStatus: DealStatus.CurrentlyApproachingPotentialPurchasers });
});
afterAll(async () => {
  await app?.close();
});

describe('reports', () => {
  it('projects by date: the projects created in the period with their contacts, company and totals', async () => {
    const table = await report(`/api/reports/projects-by-date?${period}`);
    expect(table.title).toBe('Projects by date');
    expect(table.subtitle[1]).toBe('Opportunities and deals of everyone');
    const rows = byHeader(table);
    expect(rows.map((row) => row.Project)).toEqual(['Falcon Sale', 'Eagle Raise', 'Sprint Velocity', 'Heron Deal']);
    expect(rows[0]).toMatchObject({
      Company: 'Acme Quokka Ltd',
      Industry: 'Finance',
      'First contact': 'Manager Tester',
      'Second contact': 'User Tester',
      Deal: false,
      Stage: expect.any(String),
    });
    const purchasers = table.columns.findIndex((column) => column.header === 'Purchasers');
    expect(table.totals?.[purchasers]).toBe(1);
    expect(table.rowCount).toBe(4);

    const deals = await report(`/api/reports/projects-by-date?${period}&type=deals&owner=${fixtures.ids.admin}`);
    expect(byHeader(deals).map((row) => row.Project)).toEqual(['Heron Deal']);
    expect(deals.subtitle[1]).toBe('Deals of Admin Tester');
  });

  it('pitches and velocity products read the same projects through their own columns', async () => {
    const pitches = await report('/api/reports/pitches?from=2026-03-01&to=2026-04-30');
    expect(byHeader(pitches).map((row) => row.Project)).toEqual(['Falcon Sale', 'Sprint Velocity']);
    const velocity = await report(`/api/reports/velocity-products?${period}&serviceOfInterest=3`);
    const [sprint] = byHeader(velocity);
    expect(sprint).toMatchObject({
      Project: 'Sprint Velocity',
      'Client employee 1': expect.stringMatching(/Acme$/),
      'Employee 1 e-mail': expect.stringMatching(/@acme\.example$/),
      'Velocity products': expect.stringContaining('Spotlight'),
      'Initial meeting': '2026-04-02T12:00:00.000Z',
    });
  });

  it('pipeline: every project in its stage, with its owner and last communication', async () => {
    const rows = byHeader(await report('/api/reports/pipeline?type=deals'));
    const eagle = rows.find((row) => row.Project === 'Eagle Raise');
    expect(eagle).toMatchObject({
      Type: 'Deal',
      Stage: 'Currently Approaching Potential Purchasers',
      Owner: 'Manager Tester',
      'Last outcome': 'Successful call',
      'Days in stage': 0,
    });
    expect(rows.every((row) => row.Type === 'Deal')).toBe(true);
  });

  it('as of now equals the live report; a past instant ignores what changed after it', async () => {
    const live = await report('/api/reports/pipeline');
    const now = await report(`/api/reports/pipeline?asOf=${encodeURIComponent(new Date().toISOString())}`);
    expect(now.rows).toEqual(live.rows);
    expect(now.subtitle.at(-1)).toMatch(/^As it stood on \d\d\/\d\d\/\d{4} \d\d:\d\d \(Europe\/London\)$/);

    const before = byHeader(await report(`/api/reports/pipeline?asOf=${encodeURIComponent(beforeDealChange)}`));
    expect(before.find((row) => row.Project === 'Eagle Raise')).toMatchObject({ Stage: 'Preparing Sale Documents' });
    const beforeProjects = await report(
      `/api/reports/projects-by-date?${period}&asOf=${encodeURIComponent(fixtures.falcon.createdAt)}`,
    );
    expect(byHeader(beforeProjects).map((row) => row.Project)).toEqual(['Falcon Sale']);
    const beforeCall = byHeader(
      await report(`/api/reports/pipeline?type=deals&asOf=${encodeURIComponent(fixtures.heron.createdAt)}`),
    );
    expect(beforeCall.find((row) => row.Project === 'Eagle Raise')).toMatchObject({ 'Last outcome': '' });
  });

  it('caller activity: the calls per day by outcome, with totals; as of before the call, none', async () => {
    const before = await report(
      `/api/reports/caller-activity?${period}&caller=${fixtures.ids.user}&asOf=${encodeURIComponent(fixtures.heron.createdAt)}`,
    );
    expect(before.rowCount).toBe(0);
    const table = await report(`/api/reports/caller-activity?${period}&caller=${fixtures.ids.user}`);
    expect(table.subtitle[0]).toBe('Calls of User Tester');
    expect(byHeader(table)).toEqual([expect.objectContaining({ Calls: 1, 'Successful call': 1, 'No response': 0 })]);
    expect(table.totals?.[1]).toBe(1);
  });

  it('project communications: the project’s calls in the period, notes kept whole', async () => {
    const table = await report(`/api/reports/project-communications?${period}&project=${fixtures.eagle._id}`);
    expect(table.subtitle[0]).toMatch(/^Eagle Raise \(.+\) for Beta Holdings$/);
    expect(byHeader(table)).toEqual([
      expect.objectContaining({
        Purchaser: 'Osprey Buyers',
        Outcome: 'Successful call',
        'Next action': 'Send NDA',
        Notes: 'Keen; send the NDA\nand the teaser',
      }),
    ]);
  });

  it('downloads a report as a text PDF and as a spreadsheet holding every row, as of an instant too', async () => {
    const download = async (path: string) => {
      const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, path).toBe(200);
      return { headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const pdf = await download(`/api/reports/projects-by-date/pdf?${period}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('Dealbook - Projects by date.pdf');
    const { pages, pageSize } = await pdfPages(pdf.bytes);
    // Fourteen columns do not fit a portrait page without wrapping names: landscape A4.
    expect([Math.round(pageSize.width), Math.round(pageSize.height)]).toEqual([842, 595]);
    const text = pages.join('\n');
    for (const expected of [
      'Projects by date',
      'Opportunities and deals of everyone',
      'Falcon Sale',
      'Heron Deal',
      'Page 1 of',
    ])
      expect(text).toContain(expected);

    const xlsx = await download(`/api/reports/pipeline/xlsx?type=deals&asOf=${encodeURIComponent(beforeDealChange)}`);
    expect(xlsx.headers.get('content-disposition')).toMatch(/Pipeline by stage_export_\d{8}_\d{6}\.xlsx/);
    const [rows] = [...(await workbookSheets(xlsx.bytes)).values()];
    expect(rows![0]).toEqual(expect.arrayContaining(['Type', 'Stage', 'Project', 'Days in stage']));
    const eagle = rows!.find((row) => row.includes('Eagle Raise'));
    expect(eagle).toEqual(expect.arrayContaining(['Deal', 'Preparing Sale Documents']));

    const bad = await call<{ message: string }>(`/api/reports/pipeline/docx`);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/format/);
  });

  it('answers a bad or unknown input with a 4xx naming it, and changes nothing', async () => {
    const bad = await call<{ message: string }>('/api/reports/projects-by-date?from=2026-13-01&to=2026-01-01');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/from/);
    const unknownField = await call<{ message: string }>(`/api/reports/pitches?${period}&colour=red`);
    expect(unknownField.status).toBe(400);
    expect(unknownField.json.message).toMatch(/colour/);
    const future = await call<{ message: string }>(
      `/api/reports/pipeline?asOf=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`,
    );
    expect(future.status).toBe(400);
    expect(future.json.message).toMatch(/asOf/);
    const missingProject = await call(`/api/reports/project-communications?${period}&project=${fixtures.acme._id}`);
    expect(missingProject.status).toBe(404);
  });

  it('is for staff: a client and an external caller are refused', async () => {
    for (const role of ['client', 'external'] as const) {
      const { token: scoped } = await app.signIn(role);
      const answer = await app.asToken(scoped).call(`/api/reports/pipeline`);
      expect(answer.status, role).toBe(403);
    }
  });
});
