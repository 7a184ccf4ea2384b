import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DealStatus,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  type Company,
  type ErrorBody,
  type Project,
  type ProjectProductReportRow,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  aroundToday,
  createCompany,
  createProject,
  lister,
  names,
  seedProjects,
  updateProject,
  type StaffIds,
} from './projects-support.js';

let app: TestApp;
let call: Call;
let list: ReturnType<typeof lister>;

let acme: Company;
let beta: Company;
let falcon: Project;
let eagle: Project;
let sprint: Project;
let heron: Project;
let ids: StaffIds;

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('user').call;
  list = lister(call);
  ({ ids, acme, beta, falcon, eagle, sprint, heron } = await seedProjects(app, call));
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/project and GET /api/project/{id|reference}', () => {
  it('creates a project with the spec defaults, a PRJ reference and the creator as owner', async () => {
    expect(falcon).toMatchObject({
      projectName: 'Falcon Sale',
      status: ProjectStatus.AwaitingPitch,
      opportunityStatus: OpportunityStatus.Introduction,
      isDeal: false,
      dealStatus: DealStatus.SignedButNothingStarted,
      serviceOfInterest: ProjectServiceType.Sale,
      velocityProducts: [],
      lostOpportunityReason: null,
      lostOpportunityDescription: '',
      moneyLaunderingChecklistSent: { checked: false },
      owner: { _id: ids.user, fullName: 'User Tester' },
      blueboxContacts: [
        { _id: ids.manager, fullName: 'Manager Tester' },
        { _id: ids.user, fullName: 'User Tester' },
      ],
      externalCallers: [],
      tasks: [],
      attachments: [],
      notes: [],
      payments: [],
      communications: [],
      purchaserCount: 0,
      version: 1,
    });
    expect(falcon.reference).toMatch(/^PRJ-\d{6}$/);
    expect(new Set([falcon, eagle, sprint, heron].map((p) => p.reference)).size).toBe(4);
    expect(falcon.client).toMatchObject({
      _id: acme._id,
      companyName: 'Acme Quokka Ltd',
      industryType: 'Finance',
      opportunitySource: 'LinkedIn',
    });
    expect(falcon.client.employees.map((e) => [e.fullName, e.email, e.telephone])).toEqual([
      ['Alice Acme', 'alice@acme.example', '0113 000 0001'],
      ['Bob Acme', 'bob@acme.example', '0113 000 0002'],
    ]);
    expect(Date.parse(falcon.expectedCompletion)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers the created project with its ETag and Location, and reads it back by id and by reference', async () => {
    const created = await call<Project>('/api/project', {
      method: 'POST',
      body: { projectName: 'Kestrel', client: beta._id },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.headers.get('location')).toBe(`/api/project/${created.json._id}`);
    const byId = await call<Project>(`/api/project/${created.json._id}`);
    expect(byId.status).toBe(200);
    expect(byId.headers.get('etag')).toBe('"1"');
    expect(byId.json).toEqual(created.json);
    const byReference = await call<Project>(`/api/project/${created.json.reference.toLowerCase()}`);
    expect(byReference.json).toEqual(created.json);
    const removed = await call(`/api/project/${created.json._id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
  });
});

describe('linked records', () => {
  it('lists the tasks, notes and payments linked to a project, newest first, and refuses links to unknown projects', async () => {
    const first = await call<{ _id: string }>('/api/task', {
      method: 'POST',
      body: { subject: 'Call the client', projects: [falcon._id] },
    });
    const second = await call<{ _id: string }>('/api/task', {
      method: 'POST',
      body: { subject: 'Chase the NDA', projects: [falcon._id] },
    });
    const note = await call<{ _id: string }>('/api/note', {
      method: 'POST',
      body: { content: 'Met the board', projects: [falcon._id] },
    });
    const payment = await call<{ _id: string }>('/api/payment', {
      method: 'POST',
      body: { amountIncVAT: 1200, projects: [falcon._id] },
    });
    expect([first.status, second.status, note.status, payment.status], note.text).toEqual([201, 201, 201, 201]);
    const project = (await call<Project>(`/api/project/${falcon._id}`)).json;
    expect(project.tasks).toEqual([second.json._id, first.json._id]);
    expect(project.notes).toEqual([note.json._id]);
    expect(project.payments).toEqual([payment.json._id]);
    expect(project.version).toBe(1);

    const stray = await call<ErrorBody>('/api/task', {
      method: 'POST',
      body: { subject: 'Nowhere', projects: ['0193a000-0000-7000-8000-00000000dead'] },
    });
    expect(stray.status).toBe(400);
  });
});

describe('communications and potential purchasers', () => {
  it('lists the communications linked to a project, counts its purchasers and reports the latest contact', async () => {
    const older = await call<{ _id: string }>('/api/communication', {
      method: 'POST',
      body: { commsDate: '2026-05-01T10:00:00Z', content: 'First call', projects: [heron._id] },
    });
    const newer = await call<{ _id: string }>('/api/communication', {
      method: 'POST',
      body: { commsDate: '2026-05-03T10:00:00Z', content: 'Agreed the fee', projects: [heron._id] },
    });
    expect([older.status, newer.status], older.text).toEqual([201, 201]);
    for (const company of [acme, await createCompany(call, 'Buyer Two plc')]) {
      const purchase = await call('/api/purchase', {
        method: 'POST',
        body: { company: company._id, project: heron._id },
      });
      expect(purchase.status, purchase.text).toBe(201);
    }
    const project = (await call<Project>(`/api/project/${heron._id}`)).json;
    expect(project.communications).toEqual([newer.json._id, older.json._id]);
    expect(project.purchaserCount).toBe(2);
    expect((await list('/api/projects/deals')).rows.find((row) => row._id === heron._id)?.purchaserCount).toBe(2);
    const report = await list<ProjectProductReportRow>(`/api/projects/byProduct/${aroundToday}/all`);
    expect(report.rows.find((row) => row._id === heron._id)).toMatchObject({
      latestCommunicationDate: '2026-05-03T10:00:00.000Z',
      latestCommunicationContent: 'Agreed the fee',
    });
  });
});

describe('PUT and DELETE /api/project/{id}', () => {
  it('changes a status with If-Match, answers text and the new ETag, and refuses a stale version with 409', async () => {
    const put = await call(`/api/project/${sprint._id}`, {
      method: 'PUT',
      body: { status: ProjectStatus.PitchHeld },
      headers: { 'if-match': '"1"' },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.text).toBe('Project updated');
    expect(put.headers.get('content-type')).toContain('text/plain');
    expect(put.headers.get('etag')).toBe('"2"');
    const stale = await call<ErrorBody>(`/api/project/${sprint._id}`, {
      method: 'PUT',
      body: { status: ProjectStatus.DeadDeal },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.currentVersion).toBe(2);
    const current = await call<Project>(`/api/project/${sprint._id}`);
    expect(current.json.status).toBe(ProjectStatus.PitchHeld);
    expect(current.headers.get('etag')).toBe('"2"');
  });

  it('records nothing when the record is echoed back unchanged', async () => {
    const before = (await call<Project>(`/api/project/${falcon._id}`)).json;
    const version = await updateProject(call, falcon._id, before as unknown as Record<string, unknown>);
    expect(version).toBe(before.version);
    expect((await call<Project>(`/api/project/${falcon._id}`)).json).toEqual(before);
  });

  it('converts an opportunity to a deal and back, moving it between the lists', async () => {
    await updateProject(call, falcon._id, { isDeal: true, dealStatus: DealStatus.BlueDiamondOnGoingProcess });
    expect(names((await list('/api/projects/deals')).rows)).toContain('Falcon Sale');
    expect((await call<Project>(`/api/project/${falcon._id}`)).json).toMatchObject({
      isDeal: true,
      dealStatus: DealStatus.BlueDiamondOnGoingProcess,
    });
    await updateProject(call, falcon._id, { isDeal: false });
    expect(names((await list('/api/projects/deals')).rows)).not.toContain('Falcon Sale');
  });

  it('keeps the client name current when the client company is renamed or deleted', async () => {
    const rename = await call(`/api/company/${acme._id}`, {
      method: 'PUT',
      body: { companyName: 'Acme Quokka Group' },
    });
    expect(rename.status).toBe(200);
    expect((await call<Project>(`/api/project/${falcon._id}`)).json.client.companyName).toBe('Acme Quokka Group');
    expect(names((await list('/api/projects/search?clientName=quokka%20group')).rows)).toEqual([
      'Falcon Sale',
      'Sprint Velocity',
    ]);

    const gone = await createCompany(call, 'Short Lived Ltd');
    const orphan = await createProject(call, { projectName: 'Orphan', client: gone._id });
    expect((await call(`/api/company/${gone._id}`, { method: 'DELETE' })).status).toBe(200);
    const after = await call<Project>(`/api/project/${orphan._id}`);
    expect(after.status).toBe(200);
    expect(after.json.client).toMatchObject({ _id: gone._id, companyName: 'Short Lived Ltd', logoUrl: '' });
    expect((await call(`/api/project/${orphan._id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('deletes with If-Match, answering text; the project is gone and refuses further changes', async () => {
    const doomed = await createProject(call, { projectName: 'Doomed', client: beta._id });
    const stale = await call(`/api/project/${doomed._id}`, { method: 'DELETE', headers: { 'if-match': '"7"' } });
    expect(stale.status).toBe(409);
    const removed = await call(`/api/project/${doomed._id}`, { method: 'DELETE', headers: { 'if-match': '"1"' } });
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('Project deleted');
    expect((await call(`/api/project/${doomed._id}`)).status).toBe(404);
    expect((await call(`/api/project/${doomed.reference}`)).status).toBe(404);
    expect((await call(`/api/project/${doomed._id}`, { method: 'PUT', body: { status: 2 } })).status).toBe(404);
    expect((await call(`/api/project/${doomed._id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
