import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OpportunityStatus,
  ProjectStatus,
  type Company,
  type ErrorBody,
  type HistoryEntry,
  type Project,
  type ProjectReplay,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject, updateProject } from './projects-support.js';
import { createPurchase, logCommunication, updatePurchase } from './purchases-support.js';

let app: TestApp;
let call: Call;
const pause = () => new Promise((resolve) => setTimeout(resolve, 25));

let acme: Company;
let beta: Company;
let project: Project;
let history: HistoryEntry[];

/** The midpoint of two recorded times: a moment between two versions. */
const between = (a: HistoryEntry, b: HistoryEntry) =>
  new Date((Date.parse(a.recordedAt) + Date.parse(b.recordedAt)) / 2).toISOString();

async function replay(at: string, id = project._id) {
  const response = await call<ProjectReplay>(`/api/history/project/${id}?at=${encodeURIComponent(at)}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
}

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('user').call;
  acme = await createCompany(call, 'Acme Then Ltd');
  beta = await createCompany(call, 'Beta Later plc');
  project = await createProject(call, {
    projectName: 'Osprey',
    client: acme._id,
    blueboxContacts: [app.users.manager._id],
  });
  await pause();
  await updateProject(call, project._id, { status: ProjectStatus.PitchHeld });
  await pause();
  await updateProject(call, project._id, { status: ProjectStatus.SignedClient });
  await pause();
  await updateProject(call, project._id, {
    client: beta._id,
    opportunityStatus: OpportunityStatus.ClosedWon,
    projectName: 'Osprey II',
  });
  // A rename of the first client, after the project moved on: the replay keeps the old name.
  expect(
    (await call(`/api/company/${acme._id}`, { method: 'PUT', body: { companyName: 'Acme Now Ltd' } })).status,
  ).toBe(200);
  history = (await call<HistoryEntry[]>(`/api/history/project/${project._id}`)).json;
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/history/project/{id}', () => {
  it('still lists the domain events in order without ?at', () => {
    expect(history.map((entry) => [entry.version, entry.type])).toEqual([
      [1, 'ProjectRegistered'],
      [2, 'ProjectStatusChanged'],
      [3, 'ProjectStatusChanged'],
      [4, 'ProjectUpdated'],
      [5, 'ProjectClientChanged'],
      [6, 'OpportunityStatusChanged'],
    ]);
    expect(history[1]!.data).toEqual({
      projectId: project._id,
      from: ProjectStatus.AwaitingPitch,
      to: ProjectStatus.PitchHeld,
    });
    expect(history[1]!.actor).toEqual({ _id: app.users.user._id, fullName: 'User Tester' });
    expect(history[4]!.data).toMatchObject({
      from: { id: acme._id, name: 'Acme Then Ltd' },
      to: { id: beta._id, name: 'Beta Later plc' },
    });
  });
});

describe('GET /api/history/project/{id}: its purchasers and calls in the same timeline', () => {
  it('lists a purchaser added, an NDA tick and a call on it, in order, each named by its source', async () => {
    const buyer = await createCompany(call, 'Buyer Timeline Ltd');
    const sale = await createProject(call, { projectName: 'Timeline', client: acme._id });
    await pause();
    const purchase = await createPurchase(call, { company: buyer._id, project: sale._id });
    await pause();
    await updatePurchase(call, purchase._id, { sentNDA: { checked: true, timestamp: '2026-11-20T09:00:00Z' } });
    await pause();
    const logged = await logCommunication(call, { commsDate: '2026-11-21T09:00:00Z', purchases: [purchase._id] });
    await pause();
    await updateProject(call, sale._id, { status: ProjectStatus.PitchHeld });

    const response = await call<HistoryEntry[]>(`/api/history/project/${sale._id}`);
    expect(response.status, response.text).toBe(200);
    const timeline = response.json.map((entry) => [entry.source?.type, entry.type]);
    const at = (type: string) => timeline.findIndex(([, t]) => t === type);
    expect(at('ProjectRegistered')).toBe(0);
    expect(at('PurchaseRegistered')).toBeGreaterThan(at('ProjectRegistered'));
    expect(at('PurchaseNdaSent')).toBeGreaterThan(at('PurchaseRegistered'));
    expect(at('CommunicationLogged')).toBeGreaterThan(at('PurchaseNdaSent'));
    expect(at('ProjectStatusChanged')).toBeGreaterThan(at('CommunicationLogged'));
    const entry = (type: string) => response.json[at(type)]!;
    expect(entry('PurchaseNdaSent').source).toEqual({ type: 'purchase', id: purchase._id, name: 'Buyer Timeline Ltd' });
    expect(entry('CommunicationLogged').source).toEqual({
      type: 'communication',
      id: logged._id,
      name: 'Buyer Timeline Ltd',
    });
    expect(entry('ProjectStatusChanged')).toMatchObject({ version: 2, source: { type: 'project', id: sale._id } });
    // The replay still folds the project's own stream only.
    expect((await replay('2', sale._id)).version).toBe(2);
  });
});

describe('GET /api/history/project/{id}?at= (replay)', () => {
  it('rebuilds the project as it stood at a version', async () => {
    const atTwo = await replay('2');
    expect(atTwo.version).toBe(2);
    expect(atTwo.at).toBe(history[1]!.recordedAt);
    expect(atTwo.project).toMatchObject({
      _id: project._id,
      reference: project.reference,
      projectName: 'Osprey',
      status: ProjectStatus.PitchHeld,
      opportunityStatus: OpportunityStatus.Introduction,
      version: 2,
      createdAt: history[0]!.recordedAt,
      updatedAt: history[1]!.recordedAt,
      blueboxContacts: [{ _id: app.users.manager._id, fullName: 'Manager Tester' }],
      owner: { _id: app.users.user._id, fullName: 'User Tester' },
    });
    expect((await replay('1')).project.status).toBe(ProjectStatus.AwaitingPitch);
    expect((await replay('3')).project.status).toBe(ProjectStatus.SignedClient);
  });

  it('rebuilds it as it stood at a moment between two changes', async () => {
    const between2and3 = await replay(between(history[1]!, history[2]!));
    expect(between2and3.version).toBe(2);
    expect(between2and3.project.status).toBe(ProjectStatus.PitchHeld);
    const between1and2 = await replay(between(history[0]!, history[1]!));
    expect(between1and2.project.status).toBe(ProjectStatus.AwaitingPitch);
    const today = await replay(new Date().toISOString().slice(0, 10));
    expect(today.version).toBe(6);
  });

  it('names the client as the events named it then, not as today', async () => {
    const before = await replay('4');
    expect(before.project.client).toMatchObject({ _id: acme._id, companyName: 'Acme Then Ltd' });
    expect(before.project.projectName).toBe('Osprey II');
    const after = await replay('6');
    expect(after.project.client).toMatchObject({ _id: beta._id, companyName: 'Beta Later plc' });
    expect(after.project.opportunityStatus).toBe(OpportunityStatus.ClosedWon);
    const current = (await call<Project>(`/api/project/${project._id}`)).json;
    expect(after.project).toMatchObject({
      status: current.status,
      projectName: current.projectName,
      expectedCompletion: current.expectedCompletion,
      moneyLaunderingChecklistSent: current.moneyLaunderingChecklistSent,
    });
  });

  it('answers 404 before the project existed, past its last version and after its deletion', async () => {
    for (const at of ['0', '2020-01-01', '2020-01-01T00:00:00Z', '7']) {
      const { status, json } = await call<ErrorBody>(`/api/history/project/${project._id}?at=${at}`);
      expect(status, at).toBe(404);
      expect(json.message).toContain(project._id);
    }
    const doomed = await createProject(call, { projectName: 'Doomed', client: beta._id });
    expect((await call(`/api/project/${doomed._id}`, { method: 'DELETE' })).status).toBe(200);
    const gone = await call<ErrorBody>(`/api/history/project/${doomed._id}?at=2`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toMatch(/deleted/);
    expect((await call<ProjectReplay>(`/api/history/project/${doomed._id}?at=1`)).json.project.projectName).toBe(
      'Doomed',
    );
  });

  it('refuses a malformed moment with 400 and a clear message', async () => {
    for (const at of ['yesterday', '2026-02-30', '2026-06-01T25:00:00Z', '-1', '1.5', '']) {
      const { status, json } = await call<ErrorBody>(
        `/api/history/project/${project._id}?at=${encodeURIComponent(at)}`,
      );
      expect(status, at).toBe(400);
      expect(json.message).toMatch(/^at/);
    }
    const twice = await call<ErrorBody>(`/api/history/project/${project._id}?at=1&at=2`);
    expect(twice.status).toBe(400);
  });

  it('replays only the record types that support it', async () => {
    const { status, json } = await call<ErrorBody>(`/api/history/company/${acme._id}?at=1`);
    expect(status).toBe(400);
    expect(json.message).toContain('project');
    expect((await call(`/api/history/company/${acme._id}`)).status).toBe(200);
  });

  it('replays a contact as they stood at each version, with the companies they were at', async () => {
    const created = await call<{ _id: string }>('/api/contact', {
      method: 'POST',
      body: { firstName: 'Rhoda', lastName: 'Replay', email: 'rhoda.first@example.org', companies: [acme._id] },
    });
    expect(created.status).toBe(201);
    const id = created.json._id;
    const edited = await call(`/api/contact/${id}`, { method: 'PUT', body: { email: 'rhoda.now@example.org' } });
    expect(edited.status).toBe(200);
    const at = async (version: number) => {
      const replay = await call<{ version: number; contact: Record<string, unknown> }>(
        `/api/history/contact/${id}?at=${version}`,
      );
      expect(replay.status).toBe(200);
      return replay.json;
    };
    const { version: latest } = (await call<{ version: number }>(`/api/contact/${id}`)).json;
    expect((await at(1)).contact).toMatchObject({ fullName: 'Rhoda Replay', email: 'rhoda.first@example.org' });
    expect((await at(latest)).contact).toMatchObject({
      email: 'rhoda.now@example.org',
      companies: [expect.objectContaining({ _id: acme._id })],
    });
    expect((await call(`/api/history/contact/${id}?at=${latest + 1}`)).status).toBe(404);
  });
});
