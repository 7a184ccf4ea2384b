import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttendeeStatus,
  CommunicationAction,
  EventStatus,
  EventType,
  PaymentStatus,
  TaskPriority,
  type Contact,
  type CrmEvent,
  type Purchase,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { pdfPages } from '../support/libre-office.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject, updateProject } from './projects-support.js';

let app: TestApp;
let token: string;
let call: Call;
const missingId = '0193a000-0000-7000-8000-00000000dead';
const accented = 'Łukasz Müller–Ørsted';
let companyId: string;
let contactId: string;
let projectId: string;
let eventId: string;

async function created<T = { _id: string }>(path: string, body: unknown): Promise<T> {
  const answer = await call<T>(path, { method: 'POST', body });
  expect(answer.status, answer.text).toBe(201);
  return answer.json;
}

async function download(path: string, asToken = token) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${asToken}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Downloads a detail PDF that must succeed, read back with pdftotext, page by page. */
async function printed(path: string) {
  const { status, headers, bytes } = await download(path);
  expect(status, bytes.toString('utf8', 0, 300)).toBe(200);
  expect(headers.get('content-type')).toBe('application/pdf');
  const { pages, pageSize } = await pdfPages(bytes);
  // A4, portrait or, where a table's columns need it, landscape.
  expect([Math.round(pageSize.width), Math.round(pageSize.height)].sort()).toEqual([595, 842]);
  pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  return { pages, text: pages.join('\n'), fileName: decodeURIComponent(headers.get('content-disposition') ?? '') };
}

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  const company = await createCompany(call, `${accented} Ltd`, {
    domain: 'mueller-oersted.example',
    industryType: 'FoodAndBeverage',
    revenue: 2500000,
    investmentTypes: ['B2B'],
    city: 'Kraków',
    country: 'Poland',
  });
  companyId = company._id;
  contactId = (
    await created<Contact>('/api/contact', {
      firstName: 'Łukasz',
      lastName: 'Müller–Ørsted',
      jobTitle: 'Finance Director',
      email: 'lukasz@mueller-oersted.example',
      companies: [companyId],
    })
  )._id;
  const project = await createProject(call, { projectName: 'Project Ørsted', client: companyId });
  projectId = project._id;
  const purchaser = await createCompany(call, 'Birch Capital');
  const purchase = await created<Purchase>('/api/purchase', {
    company: purchaser._id,
    project: projectId,
    sentNDA: { checked: true, timestamp: '2026-11-02T10:00:00Z' },
    signedNDA: { checked: true, timestamp: '2026-11-05T10:00:00Z' },
  });
  await created('/api/communication', {
    purchases: [purchase._id],
    contacts: [contactId],
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.SendNDA,
    content: 'Keen; send the NDA today',
  });
  await created('/api/payment', {
    description: 'Retainer',
    amountIncVAT: 1200,
    vatRate: 20,
    status: PaymentStatus.Due,
    dueDate: '2026-12-01T00:00:00Z',
    projects: [projectId],
  });
  await created('/api/payment', {
    description: 'Success fee',
    amountIncVAT: 3000.5,
    vatRate: 20,
    dueDate: '2027-01-15T00:00:00Z',
    projects: [projectId],
  });
  // Enough tasks for the table to run over a page.
  for (let i = 1; i <= 70; i++) {
    await created('/api/task', {
      subject: `Follow-up ${String(i).padStart(2, '0')}`,
      priority: i === 1 ? TaskPriority.High : TaskPriority.Normal,
      dueDate: '2026-12-10T09:00:00Z',
      projects: [projectId],
      companies: i <= 3 ? [companyId] : [],
      contacts: i <= 2 ? [contactId] : [],
    });
  }
  eventId = (
    await created<CrmEvent>('/api/event', {
      description: 'Spring seminar in Kraków',
      eventType: EventType.Seminar,
      status: EventStatus.Active,
      eventDate: '2026-04-14T08:30:00Z',
      budgetedCost: 1500,
      city: 'Kraków',
      attendees: [{ attendee: contactId, status: AttendeeStatus.ConfirmedAttending, hasResponded: true }],
    })
  )._id;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('detail page PDFs (issue 15)', () => {
  it("the company's PDF holds its fields in words, its people, projects and tasks, accents intact", async () => {
    const { pages, text, fileName } = await printed(`/api/company/${companyId}/pdf`);
    expect(fileName).toContain(`Dealbook - ${accented} Ltd.pdf`);
    expect(pages[0]).toContain(`${accented} Ltd`);
    expect(pages[0]).toMatch(/Prepared \d\d\/\d\d\/\d{4} \d\d:\d\d \(Europe\/London\)/);
    expect(text).toMatch(/Industry: Food And Beverage/);
    expect(text).toMatch(/Revenue \(£\): 2,500,000/);
    expect(text).toMatch(/Investment types: B2B/);
    expect(text).toMatch(/Address: Kraków, Poland/);
    expect(text).toMatch(/Łukasz Müller–Ørsted\s+Finance Director\s+lukasz@mueller-oersted\.example/);
    expect(text).toMatch(/PRJ-\d+\s+Project Ørsted\s+Awaiting Pitch/);
    expect(text).toMatch(/Follow-up 01\s+Not Started\s+High\s+10\/12\/2026/);
    expect(text).not.toContain('Follow-up 04');
  });

  it("the contact's PDF lists their companies, tasks, communications and events", async () => {
    const { text, fileName } = await printed(`/api/contact/${contactId}/pdf`);
    expect(fileName).toContain(`Dealbook - ${accented}.pdf`);
    expect(text).toMatch(/Job title: Finance Director/);
    expect(text).toMatch(/Companies\s+Company\s+Łukasz Müller–Ørsted Ltd/);
    expect(text).toContain('Follow-up 02');
    // The notes wrap in their column; every word is there.
    expect(text).toMatch(/Keen; send\b[\s\S]*\bthe NDA\b[\s\S]*\btoday/);
    expect(text).toMatch(/Spring seminar in Kraków\s+Seminar\s+Active\s+14\/04\/2026 09:30/);
  });

  it("the project's PDF has its purchasers with their ticks, payments with totals, and a task table over pages", async () => {
    const { pages, text } = await printed(`/api/project/${projectId}/pdf`);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Project Ørsted');
    expect(text).toMatch(/Project status: Awaiting Pitch/);
    expect(text).toMatch(/Client: Łukasz Müller–Ørsted Ltd/);
    expect(text).toMatch(/Birch Capital\s+A?\s*.*✓ 02\/11\/2026\s+✓ 05\/11\/2026/);
    expect(text).toMatch(/Retainer\s+Due\s+01\/12\/2026\s+20\s+£1,000\.00\s+£200\.00\s+£1,200\.00/);
    expect(text).toMatch(/Total\s+£3,500\.42\s+£700\.08\s+£4,200\.50/);
    expect(text).toContain('Keen; send the NDA today');
    // The tasks run on to the next page under their heading and header row again.
    const continued = pages.findIndex((page) => page.includes('Tasks (continued)'));
    expect(continued).toBeGreaterThan(0);
    expect(pages[continued]).toMatch(/Subject\s+Status\s+Priority\s+Due date\s+Assigned to/);
    for (let i = 1; i <= 70; i++) {
      expect(text.match(new RegExp(`Follow-up ${String(i).padStart(2, '0')}\\b`, 'g'))).toHaveLength(1);
    }
  });

  it("the event's PDF has its details and attendees", async () => {
    const { text, fileName } = await printed(`/api/event/${eventId}/pdf`);
    expect(fileName).toContain('Dealbook - Spring seminar in Kraków.pdf');
    expect(text).toMatch(/Type: Seminar/);
    expect(text).toMatch(/Date and time: 14\/04\/2026 09:30/);
    expect(text).toMatch(/Budgeted cost \(£\): 1,500\.00/);
    expect(text).toMatch(
      /Łukasz Müller–Ørsted\s+lukasz@mueller-oersted\.example\s+Łukasz Müller–Ørsted Ltd\s+Confirmed Attending\s+Yes/,
    );
  });

  it('an unknown record is 404 and a malformed id 400', async () => {
    for (const type of ['company', 'contact', 'project', 'event']) {
      expect((await download(`/api/${type}/${missingId}/pdf`)).status, type).toBe(404);
      expect((await download(`/api/${type}/not-an-id/pdf`)).status, type).toBe(400);
    }
  });

  it('clients and external callers get no staff document, not even of a project they are assigned to', async () => {
    const external = await app.signIn('external');
    await updateProject(call, projectId, { _id: projectId, externalCallers: [external.user._id] });
    // The detail page is theirs to read; the PDF, with the firm's payments and purchasers, is not.
    expect((await app.asToken(external.token).call(`/api/project/${projectId}`)).status).toBe(200);
    const client = await app.signIn('client');
    for (const type of ['company', 'contact', 'project', 'event']) {
      const id = { company: companyId, contact: contactId, project: projectId, event: eventId }[type];
      expect((await download(`/api/${type}/${id}/pdf`, external.token)).status, type).toBe(403);
      expect((await download(`/api/${type}/${id}/pdf`, client.token)).status, type).toBe(403);
    }
  });
});
