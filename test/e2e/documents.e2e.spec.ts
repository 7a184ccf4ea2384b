import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunicationAction, type Purchase } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';

let app: TestApp;
let token: string;
let call: Call;
let projectId: string;
const missingId = '0193a000-0000-7000-8000-00000000dead';

async function download(path: string, asToken = token) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${asToken}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function wordText(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  return (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  const client = await createCompany(call, 'Oakfield Engineering');
  projectId = (await createProject(call, { projectName: 'Project Oak', client: client._id }))._id;
  const birch = await createCompany(call, 'Birch Capital');
  const contact = await call('/api/contact', {
    method: 'POST',
    body: {
      firstName: 'Ann',
      lastName: 'Birch',
      email: 'ann@birch.example',
      telephone: '020 7946 0000',
      companies: [birch._id],
    },
  });
  expect(contact.status, contact.text).toBe(201);
  const purchase = await call<Purchase>('/api/purchase', {
    method: 'POST',
    body: { company: birch._id, project: projectId, sentNDA: { checked: true, timestamp: '2026-11-02T10:00:00Z' } },
  });
  expect(purchase.status, purchase.text).toBe(201);
  const logged = await call('/api/communication', {
    method: 'POST',
    body: {
      purchases: [purchase.json._id],
      outcome: 'Spoke to Contact - Successful call',
      action: CommunicationAction.SendNDA,
      content: 'Keen; send the NDA today',
    },
  });
  expect(logged.status, logged.text).toBe(201);
});
afterAll(async () => {
  await app?.close();
});

describe('purchaser downloads (spec §7.6)', () => {
  it('GET /api/project/potentialpurchaser/{id} is a workbook of the purchasers with their last contact and contact', async () => {
    const { status, headers, bytes } = await download(`/api/project/potentialpurchaser/${projectId}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('spreadsheetml');
    expect(headers.get('content-disposition')).toContain('Project Oak - Potential Purchasers.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(bytes));
    const sheet = workbook.getWorksheet('Potential purchasers')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = Object.fromEntries(header.map((name, i) => [name, sheet.getRow(2).getCell(i + 1).value]));
    expect(row).toMatchObject({
      Company: 'Birch Capital',
      'NDA sent (ticked)': 'Yes',
      'NDA sent (date)': new Date('2026-11-02T00:00:00Z'),
      'Last outcome': 'Spoke to Contact - Successful call',
      'Next action': 'Send NDA',
      Contact: 'Ann Birch',
      'E-mail': 'ann@birch.example',
    });
  });

  it('GET /api/project/potentialpurchaserword/{id} is a Word document naming the project, client and purchaser', async () => {
    const { status, headers, bytes } = await download(`/api/project/potentialpurchaserword/${projectId}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('wordprocessingml');
    expect(headers.get('content-disposition')).toContain('Project Oak - Potential Purchasers.docx');
    const text = await wordText(bytes);
    expect(text).toContain('Client: Oakfield Engineering');
    expect(text).toContain('Birch Capital');
  });

  it('an unknown project is 404, a malformed id 400, and external callers and clients may not download', async () => {
    expect((await download(`/api/project/potentialpurchaser/${missingId}`)).status).toBe(404);
    expect((await download('/api/project/potentialpurchaserword/not-an-id')).status).toBe(400);
    const external = (await app.signIn('external')).token;
    expect((await download(`/api/project/potentialpurchaser/${projectId}`, external)).status).toBe(403);
  });
});

describe('communication reports (spec §7.6, §7.9)', () => {
  it("the project's communications report lists what was said in the period", async () => {
    const { status, headers, bytes } = await download(
      `/api/project/getProjectCommunicationReportByDate/${projectId}/${today}/${today}`,
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('wordprocessingml');
    const text = await wordText(bytes);
    expect(text).toContain('Project Oak - Communications');
    expect(text).toContain('Keen; send the NDA today');
    expect(text).toContain('Send NDA');
  });

  it("the caller report is '{full name} - Caller List.docx' with the caller's communications of the period", async () => {
    const me = app.users.user;
    const { status, headers, bytes } = await download(
      `/api/communications/getCallerCommunicationsReport/${me._id}/${today}/${today}`,
    );
    expect(status).toBe(200);
    expect(decodeURIComponent(headers.get('content-disposition') ?? '')).toContain(`${me.fullName} - Caller List.docx`);
    const text = await wordText(bytes);
    expect(text).toContain('Birch Capital');
    expect(text).toContain('Project Oak');
  });

  it('a period with nothing in it says so; bad dates are 400; an external caller gets only their own report', async () => {
    const me = app.users.user;
    const empty = await download(`/api/communications/getCallerCommunicationsReport/${me._id}/2001-01-01/2001-01-02`);
    expect(empty.status).toBe(200);
    expect(await wordText(empty.bytes)).toContain('No communications in this period.');
    expect(
      (await download(`/api/communications/getCallerCommunicationsReport/${me._id}/2026-13-01/${today}`)).status,
    ).toBe(400);
    expect(
      (await download(`/api/communications/getCallerCommunicationsReport/${me._id}/${today}/2001-01-01`)).status,
    ).toBe(400);
    const external = await app.signIn('external');
    expect(
      (await download(`/api/communications/getCallerCommunicationsReport/${me._id}/${today}/${today}`, external.token))
        .status,
    ).toBe(404);
    expect(
      (
        await download(
          `/api/communications/getCallerCommunicationsReport/${external.user._id}/${today}/${today}`,
          external.token,
        )
      ).status,
    ).toBe(200);
  });
});
