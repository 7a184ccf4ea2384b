import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, Purchase, Task } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { downloadSheet } from './export-support.js';
import { createCompany, createProject } from './projects-support.js';

/**
 * "Export .xlsx" of the contacts, tasks and purchasers grids (issue 15): every row of the list's
 * filter and sort, in the list's scope, with ticks split and dates as date cells; and the
 * purchasers workbook of spec §7.6 written by the same writer.
 */
let app: TestApp;
let token: string;
let external: string;
let call: Call;
let assignedProject: string;
let otherProject: string;

async function create<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const created = await call<T>(path, { method: 'POST', body });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  external = (await app.signIn('external')).token;
  const employer = await createCompany(call, 'Contact Export Employer');
  for (let i = 1; i <= 62; i++) {
    await create<Contact>('/api/contact', {
      firstName: `Person${String(i).padStart(2, '0')}`,
      lastName: 'Exportson',
      email: `person${i}@export.example`,
      companies: [employer._id],
    });
  }
  for (let i = 1; i <= 61; i++) {
    await create<Task>('/api/task', {
      subject: `Export task ${String(i).padStart(2, '0')}`,
      dueDate: new Date(Date.UTC(2026, 0, i, 12)).toISOString(),
      assignedTo: [app.users.user._id],
    });
  }
  const client = await createCompany(call, 'Seller Export Ltd');
  const otherClient = await createCompany(call, 'Other Seller Export Ltd');
  assignedProject = (
    await createProject(call, {
      projectName: 'Export sale',
      client: client._id,
      externalCallers: [app.users.external._id],
    })
  )._id;
  otherProject = (await createProject(call, { projectName: 'Hidden sale', client: otherClient._id }))._id;
  const days = ['2026-03-10', '2026-01-05', '2026-02-20'];
  for (const [i, day] of days.entries()) {
    const buyer = await createCompany(call, `Buyer ${i + 1}`);
    await create<Purchase>('/api/purchase', {
      company: buyer._id,
      project: assignedProject,
      sentNDA: { checked: true, timestamp: `${day}T09:00:00Z` },
      internalComments: 'Firm-only remark',
    });
  }
  const hiddenBuyer = await createCompany(call, 'Hidden Buyer');
  await create<Purchase>('/api/purchase', { company: hiddenBuyer._id, project: otherProject });
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/contacts/export', () => {
  it("holds every contact of the grid's filter in its sort, beyond one page", async () => {
    const sheet = await downloadSheet(app, '/api/contacts/export?lastName=Exportson&sort=-firstName&limit=20', token);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-disposition')).toMatch(/contacts_export_\d{8}_\d{6}\.xlsx/);
    expect(sheet.rows).toHaveLength(62);
    expect(sheet.rows.map((row) => row['First name'])).toEqual(
      Array.from({ length: 62 }, (_, i) => `Person${String(62 - i).padStart(2, '0')}`),
    );
    expect(sheet.rows[0]).toMatchObject({ Companies: 'Contact Export Employer', 'Do not contact': 'No' });
    expect(sheet.rows[0]!.Updated).toBeInstanceOf(Date);
  });

  it('refuses an unknown filter field with a 400 naming it, and scoped callers as the list does', async () => {
    const bad = await call('/api/contacts/export?shoeSize=9');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('shoeSize');
    for (const role of ['external', 'client'] as const) {
      const other = (await app.signIn(role)).token;
      expect((await app.asToken(other).call('/api/contacts/export')).status).toBe(
        (await app.asToken(other).call('/api/contacts/search')).status,
      );
    }
  });
});

describe('GET /api/tasks/export', () => {
  it('holds every task of the filter, due dates as date cells in the order asked', async () => {
    const sheet = await downloadSheet(
      app,
      `/api/tasks/export?assignedTo=${app.users.user._id}&sort=-dueDate&limit=25`,
      token,
    );
    expect(sheet.rows).toHaveLength(61);
    expect(sheet.header).toEqual(['Subject', 'About', 'Status', 'Priority', 'Due', 'Assigned to', 'Completed']);
    expect(sheet.rows[0]).toMatchObject({ Subject: 'Export task 61', Status: 'Not Started', Completed: 'No' });
    const due = sheet.rows.map((row) => row.Due as Date);
    expect(due.every((d) => d instanceof Date)).toBe(true);
    expect(due[0]).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(sheet.sheet!.getRow(2).getCell(5).numFmt).toBe('dd/mm/yyyy');
    const bad = await call('/api/tasks/export?status=Sleeping');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('status');
  });
});

describe('GET /api/purchases/export', () => {
  it('splits each tick into "(ticked)" Yes/blank and "(date)" date cells', async () => {
    const sheet = await downloadSheet(app, `/api/purchases/export?project=${assignedProject}&sort=companyName`, token);
    expect(sheet.rows.map((row) => row.Company)).toEqual(['Buyer 1', 'Buyer 2', 'Buyer 3']);
    expect(sheet.header).toEqual(
      expect.arrayContaining(['NDA sent (ticked)', 'NDA sent (date)', 'NDA signed (ticked)', 'Internal comments']),
    );
    expect(sheet.rows[0]).toMatchObject({ 'NDA sent (ticked)': 'Yes', 'NDA signed (ticked)': null });
    expect(sheet.rows[0]!['NDA sent (date)']).toEqual(new Date('2026-03-10T00:00:00Z'));
    expect(sheet.rows[0]!['NDA signed (date)']).toBeNull();
    expect(sheet.rows[0]!['Internal comments']).toBe('Firm-only remark');
  });

  it("gives an external caller only their projects' purchasers, without internal comments", async () => {
    const own = await downloadSheet(app, '/api/purchases/export?sort=companyName', external);
    expect(own.status).toBe(200);
    expect(own.rows.map((row) => row.Company)).toEqual(['Buyer 1', 'Buyer 2', 'Buyer 3']);
    expect(own.header).not.toContain('Internal comments');
    const hidden = await downloadSheet(app, `/api/purchases/export?project=${otherProject}`, external);
    expect(hidden.rows).toEqual([]);
    const asked = await app.asToken(external).call('/api/purchases/export?internalComments=remark');
    expect(asked.status).toBe(403);
    const client = (await app.signIn('client')).token;
    expect((await app.asToken(client).call('/api/purchases/export')).status).toBe(
      (await app.asToken(client).call('/api/purchases/search')).status,
    );
  });
});

describe('GET /api/project/potentialpurchaser/{id}', () => {
  it('heads the ticks in words, with real date cells that sort by date', async () => {
    const sheet = await downloadSheet(app, `/api/project/potentialpurchaser/${assignedProject}`, token);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-disposition')).toContain('Export sale - Potential Purchasers.xlsx');
    expect(sheet.header).not.toContain('signedNDA_checked');
    expect(sheet.header).toEqual(expect.arrayContaining(['NDA sent (ticked)', 'NDA sent (date)', 'IM sent (date)']));
    const dates = sheet.rows.map((row) => row['NDA sent (date)']);
    expect(dates.every((d) => d instanceof Date)).toBe(true);
    const sorted = [...(dates as Date[])].sort((a, b) => a.getTime() - b.getTime());
    expect(sorted.map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-01-05', '2026-02-20', '2026-03-10']);
    expect(sheet.sheet!.pageSetup).toMatchObject({ paperSize: 9, orientation: 'landscape' });
  });
});
