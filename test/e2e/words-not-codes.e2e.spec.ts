import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DealStatus,
  ProjectServiceType,
  type HistoryEntry,
  type MyDay,
  type ReportTable,
  type SentencePart,
  type Task,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { pdfPages, workbookSheets } from '../support/libre-office.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject, updateProject } from './projects-support.js';

/**
 * Issue 32: every screen and file says things in words. Reports, exports and PDFs print each
 * enumeration by its label (one table per enumeration, contracts/src/labels), never its
 * identifier; histories and the dashboard's "changed since" name records and people, linked.
 */
let app: TestApp;
let token: string;
let call: Call;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const period = `from=${day(-1)}&to=${day(1)}`;
let companyId: string;
let projectId: string;

/** Identifiers the label tables exist to keep out of what people read. */
const identifiers = [
  'ProfessionalServices',
  'LinkedInAd',
  'Linked In',
  'DealsAtHeadsAndDueDilligence',
  'Deals At Heads And Due Dilligence',
  'HealthcareAndPharmaceuticals',
];
const expectNoIdentifier = (text: string) => {
  for (const identifier of identifiers) expect(text).not.toContain(identifier);
};

async function download(path: string) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, bytes.toString('utf8', 0, 300)).toBe(200);
  return bytes;
}

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  const client = await createCompany(call, 'Wordsworth Advisory Ltd', {
    industryType: 'ProfessionalServices',
    opportunitySource: 'LinkedInAd',
  });
  companyId = client._id;
  await createCompany(call, 'Healthy Sources Ltd', {
    industryType: 'HealthcareAndPharmaceuticals',
    opportunitySource: 'LinkedIn',
  });
  const project = await createProject(call, {
    projectName: 'Wordsworth sale',
    client: companyId,
    serviceOfInterest: ProjectServiceType.Velocity,
  });
  projectId = project._id;
  await updateProject(call, projectId, { isDeal: true, dealStatus: DealStatus.DealsAtHeadsAndDueDilligence });
});
afterAll(async () => {
  await app?.close();
});

describe('reports and exports print enumerations in words', () => {
  it('a report names the industry and the stage as people say them, on screen, in the workbook and in the PDF', async () => {
    const answer = await call<ReportTable>(`/api/reports/projects-by-date?${period}`);
    expect(answer.status, answer.text).toBe(200);
    const industry = answer.json.columns.findIndex((column) => column.header === 'Industry');
    const stage = answer.json.columns.findIndex((column) => column.header === 'Stage');
    const row = answer.json.rows.find((cells) => cells.includes('Wordsworth sale'))!;
    expect(row[industry]).toBe('Professional Services');
    expect(row[stage]).toBe('Deals at Heads and Due Diligence');

    // The workbook as LibreOffice reads it.
    const [rows] = [...(await workbookSheets(await download(`/api/reports/projects-by-date/xlsx?${period}`))).values()];
    const printed = rows!.find((cells) => cells.includes('Wordsworth sale'));
    expect(printed).toEqual(expect.arrayContaining(['Professional Services', 'Deals at Heads and Due Diligence']));
    expectNoIdentifier(JSON.stringify(rows));

    // The PDF's narrow columns wrap long words and interleave the cells of a row: single words are read.
    const { pages } = await pdfPages(await download(`/api/reports/projects-by-date/pdf?${period}`));
    const text = pages.join('\n');
    expect(text).toContain('Diligence');
    expect(text).not.toMatch(/Dilligence|DealsAtHeads/);
  });

  it("a report names the client's opportunity source in words", async () => {
    const answer = await call<ReportTable>(`/api/reports/velocity-products?${period}&serviceOfInterest=3`);
    expect(answer.status, answer.text).toBe(200);
    const source = answer.json.columns.findIndex((column) => column.header === 'Opportunity source');
    const row = answer.json.rows.find((cells) => cells.includes('Wordsworth sale'))!;
    expect(row[source]).toBe('LinkedIn Ad');
  });

  it('the companies workbook spells industries and sources right (LinkedIn, not "Linked In")', async () => {
    const bytes = await download('/api/companies/export?sort=companyName&limit=50');
    const [rows] = [...(await workbookSheets(bytes)).values()];
    const header = rows![0]!;
    const cell = (name: string, column: string) => rows!.find((cells) => cells.includes(name))![header.indexOf(column)];
    expect(cell('Healthy Sources Ltd', 'Industry')).toBe('Healthcare And Pharmaceuticals');
    expect(cell('Healthy Sources Ltd', 'Opportunity source')).toBe('LinkedIn');
    expect(cell('Wordsworth Advisory Ltd', 'Opportunity source')).toBe('LinkedIn Ad');
    expectNoIdentifier(JSON.stringify(rows));
  });

  it("a project's PDF prints its deal status and its client's source in words", async () => {
    const { pages } = await pdfPages(await download(`/api/project/${projectId}/pdf`));
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Deals at Heads and Due Diligence');
    expect(text).toContain('LinkedIn Ad');
    expect(text).toContain('Professional Services');
    expectNoIdentifier(text);
  });
});

const words = (parts: SentencePart[]) => parts.map((part) => part.text).join('');
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe('histories and the dashboard feed say who did what to which record, by name', () => {
  it("names the task, the company it was linked to and the person, linked, in the record's history and the assignee's feed", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const created = await app.as('manager').call<Task>('/api/task', {
      method: 'POST',
      body: { subject: 'Review the heads of terms', assignedTo: [app.users.user._id], companies: [companyId] },
    });
    expect(created.status, created.text).toBe(201);
    const taskId = created.json._id;

    const history = await call<HistoryEntry[]>(`/api/history/task/${taskId}`);
    expect(history.status, history.text).toBe(200);
    const lines = history.json.map((entry) => words(entry.sentence));
    expect(lines).toEqual([
      'Manager Tester created the task ‘Review the heads of terms’',
      'Manager Tester linked the task ‘Review the heads of terms’ to Wordsworth Advisory Ltd',
    ]);
    expect(history.json[1]!.sentence.filter((part) => part.record).map((part) => part.record)).toEqual([
      { type: 'user', _id: app.users.manager._id, projectId: null },
      { type: 'task', _id: taskId, projectId: null },
      { type: 'company', _id: companyId, projectId: null },
    ]);

    const myDay = await call<MyDay>(`/api/dashboard/my-day?since=${encodeURIComponent(since)}`);
    expect(myDay.status, myDay.text).toBe(200);
    const feed = myDay.json.changes.map((change) => words(change.sentence));
    expect(feed).toContain('Manager Tester linked the task ‘Review the heads of terms’ to Wordsworth Advisory Ltd');
    for (const line of feed) expect(line).not.toMatch(uuid);
  });

  it("says a project's status changes by their labels", async () => {
    const history = await call<HistoryEntry[]>(`/api/history/project/${projectId}`);
    expect(history.status, history.text).toBe(200);
    const lines = history.json.map((entry) => words(entry.sentence));
    expect(lines).toContain(
      'User Tester converted the project Wordsworth sale to a deal (Deals at Heads and Due Diligence)',
    );
    expect(lines[0]).toBe('User Tester registered the project Wordsworth sale for Wordsworth Advisory Ltd');
    for (const line of lines) expect(line).not.toMatch(uuid);
  });
});
