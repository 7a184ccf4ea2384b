import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttendeeStatus,
  CommunicationAction,
  clientCompanyViewSchema,
  companyWithEmployeesSchema,
  contactSchema,
  type Contact,
  type CompanyWithEmployees,
  type Project,
} from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Spec §3.2, §3.3, §7.6, §7.10: a company's and a contact's GET list the ids of the records linked
 * to them, and a record linked later goes to the front of its parent's list, whenever it was
 * created and whenever it is due.
 */
let app: TestApp;
let tokens: Record<'user' | 'admin' | 'client' | 'external', string>;
let companyId: string;
let contactId: string;
let projectId: string;

interface Answer<T> {
  status: number;
  json: T;
  text: string;
}

async function call<T = { _id: string }>(
  path: string,
  init: { method?: string; body?: unknown; as?: keyof typeof tokens } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${tokens[init.as ?? 'user']}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json') ? (JSON.parse(text) as T) : undefined;
  return { status: response.status, json: json as T, text };
}

async function create(path: string, body: unknown): Promise<string> {
  const created = await call(path, { method: 'POST', body });
  expect(created.status, created.text).toBe(201);
  return created.json._id;
}

async function update(path: string, body: unknown): Promise<void> {
  const updated = await call(path, { method: 'PUT', body });
  expect(updated.status, updated.text).toBe(200);
}

const ids = async (path: string) => {
  const listed = await call<{ _id: string }[]>(path);
  expect(listed.status, listed.text).toBe(200);
  return listed.json.map((row) => row._id);
};

async function company(): Promise<CompanyWithEmployees> {
  const answer = await call<CompanyWithEmployees>(`/api/company/${companyId}`);
  expect(answer.status, answer.text).toBe(200);
  return companyWithEmployeesSchema.parse(answer.json);
}

async function contact(): Promise<Contact> {
  const answer = await call<Contact>(`/api/contact/${contactId}`);
  expect(answer.status, answer.text).toBe(200);
  return contactSchema.parse(answer.json);
}

beforeAll(async () => {
  app = await startTestApp();
  tokens = {
    user: (await app.signIn('user')).token,
    admin: (await app.signIn('admin')).token,
    client: (await app.signIn('client')).token,
    external: (await app.signIn('external')).token,
  };
  companyId = await create('/api/company', { companyName: 'Linked Children Ltd' });
  contactId = await create('/api/contact', { firstName: 'Lina', lastName: 'Linked', companies: [companyId] });
  projectId = await create('/api/project', { projectName: 'Linked Children sale', client: companyId });
});
afterAll(async () => {
  await app?.close();
});

describe('a record linked later comes first in its parent’s lists', () => {
  it('tasks: linked to the company and contact after a newer task, with a later due date, it is first', async () => {
    const older = await create('/api/task', { subject: 'Older, due later', dueDate: '2027-06-01T00:00:00Z' });
    const newer = await create('/api/task', {
      subject: 'Newer, due sooner',
      dueDate: '2027-01-01T00:00:00Z',
      companies: [companyId],
      contacts: [contactId],
    });
    expect((await company()).tasks).toEqual([newer]);
    expect(await ids(`/api/tasks?companies=${companyId}`)).toEqual([newer]);

    await update(`/api/task/${older}`, { companies: [companyId], contacts: [contactId] });
    expect((await company()).tasks).toEqual([older, newer]);
    expect((await contact()).tasks).toEqual([older, newer]);
    expect(await ids(`/api/tasks?companies=${companyId}`)).toEqual([older, newer]);
    expect(await ids(`/api/tasks/search?contacts=${contactId}`)).toEqual([older, newer]);
    // Asked for, the due-date order is still there.
    expect(await ids(`/api/tasks?companies=${companyId}&sort=dueDate`)).toEqual([newer, older]);

    // Unlinked and linked again, the newer task goes back to the front of the company's list only.
    await update(`/api/task/${newer}`, { companies: [] });
    await update(`/api/task/${newer}`, { companies: [companyId] });
    expect((await company()).tasks).toEqual([newer, older]);
    expect((await contact()).tasks).toEqual([older, newer]);
  });

  it('payments: a payment linked to the project after another is first on the project', async () => {
    const older = await create('/api/payment', { description: 'Retainer', amountIncVAT: 1200 });
    const newer = await create('/api/payment', {
      description: 'Success fee',
      amountIncVAT: 6000,
      projects: [projectId],
    });
    await update(`/api/payment/${older}`, { projects: [projectId] });
    expect(await ids(`/api/payments?projects=${projectId}`)).toEqual([older, newer]);
    const project = await call<Project>(`/api/project/${projectId}`);
    expect(project.status, project.text).toBe(200);
    expect(project.json.payments).toEqual([older, newer]);
  });

  it('notes: a note linked to the contact later is first', async () => {
    const older = await create('/api/note', { content: 'Met at the breakfast' });
    const newer = await create('/api/note', { content: 'Prefers e-mail', contacts: [contactId] });
    await update(`/api/note/${older}`, { contacts: [contactId] });
    expect((await contact()).notes).toEqual([older, newer]);
    expect(await ids(`/api/notes?contacts=${contactId}`)).toEqual([older, newer]);
  });
});

describe('GET /api/company/{id} and GET /api/contact/{id} list the linked records', () => {
  let purchase: string;
  let communication: string;
  let event: string;
  let note: string;

  beforeAll(async () => {
    // The company is the purchaser here: another client's sale.
    const seller = await create('/api/company', { companyName: 'Seller Holdings' });
    const sale = await create('/api/project', { projectName: 'Seller sale', client: seller });
    purchase = await create('/api/purchase', { company: companyId, project: sale, currentStage: 'Contacted' });
    communication = await create('/api/communication', {
      commsDate: '2026-11-02T09:30:00Z',
      content: 'Spoke to Lina about the sale',
      outcome: 'Spoke to Contact - Successful call',
      action: CommunicationAction.SendNDA,
      companies: [companyId],
      contacts: [contactId],
    });
    event = await create('/api/event', {
      description: 'Spring breakfast',
      eventDate: '2027-03-01T08:00:00Z',
      attendees: [{ attendee: contactId, status: AttendeeStatus.Invited }],
    });
    note = await create('/api/note', { content: 'Board meets monthly', companies: [companyId] });
  });

  it('the company: tasks, notes, purchases (as purchaser), communications, its people’s events', async () => {
    const answer = await company();
    expect(answer.notes[0]).toBe(note);
    expect(answer.tasks).toHaveLength(2);
    expect(answer.purchases).toEqual([purchase]);
    expect(answer.communications).toEqual([communication]);
    expect(answer.events).toEqual([event]);
    expect(answer.employees.map((employee) => employee._id)).toEqual([contactId]);
  });

  it('the contact: tasks, notes, communications, events attended', async () => {
    const answer = await contact();
    expect(answer.tasks).toHaveLength(2);
    expect(answer.notes).toHaveLength(2);
    expect(answer.communications).toEqual([communication]);
    expect(answer.eventsAttended).toEqual([event]);
    // By reference too.
    const byReference = await call<Contact>(`/api/contact/${answer.reference}`);
    expect(byReference.json.eventsAttended).toEqual([event]);
  });

  it('a client reads their company without any of the lists; external users do not read it at all', async () => {
    const granted = await call(`/api/user/${app.users.client._id}`, {
      method: 'PUT',
      body: { companies: [companyId] },
      as: 'admin',
    });
    expect(granted.status, granted.text).toBe(200);
    const own = await call<Record<string, unknown>>(`/api/company/${companyId}`, { as: 'client' });
    expect(own.status, own.text).toBe(200);
    clientCompanyViewSchema.parse(own.json);
    for (const list of ['tasks', 'notes', 'attachments', 'purchases', 'communications', 'events', 'sales']) {
      expect(own.json).not.toHaveProperty(list);
    }
    const staff = await company();
    for (const id of [...staff.tasks, ...staff.notes, purchase, communication, event]) {
      expect(own.text).not.toContain(id);
    }
    expect((await call(`/api/tasks?companies=${companyId}`, { as: 'client' })).status).toBe(403);
    expect((await call(`/api/contact/${contactId}`, { as: 'client' })).status).toBe(403);
    expect((await call(`/api/company/${companyId}`, { as: 'external' })).status).toBe(403);
    expect((await call(`/api/contact/${contactId}`, { as: 'external' })).status).toBe(403);
    expect((await call(`/api/notes?companies=${companyId}`, { as: 'external' })).status).toBe(403);
  });
});
