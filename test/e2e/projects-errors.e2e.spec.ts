import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProjectServiceType,
  VelocityProducts,
  type Company,
  type ErrorBody,
  type HistoryEntry,
  type Project,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';

let app: TestApp;
let call: Call;
const missingId = '0193a000-0000-7000-8000-00000000dead';

let acme: Company;
let project: Project;

const count = async () => (await call<number>('/api/projects/count/all/all')).json;

/** A refused write: 400 with a message naming the field, and no project changed or created. */
async function refused(path: string, method: string, body: unknown, field: string) {
  const before = await count();
  const { status, json, text } = await call<ErrorBody>(path, { method, body });
  expect(status, text).toBe(400);
  expect(json.message).toContain(field);
  expect(await count()).toBe(before);
  return json;
}

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('user').call;
  acme = await createCompany(call, 'Acme Errors Ltd');
  project = await createProject(call, { projectName: 'Steady', client: acme._id });
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/project refuses a bad body with 400 and creates nothing', () => {
  it('needs a project name and a client', async () => {
    await refused('/api/project', 'POST', { client: acme._id }, 'projectName');
    await refused('/api/project', 'POST', { projectName: '   ', client: acme._id }, 'projectName');
    await refused('/api/project', 'POST', { projectName: 'No client' }, 'client');
  });

  it('refuses unknown fields, enumeration values out of range and malformed dates', async () => {
    const base = { projectName: 'Bad', client: acme._id };
    await refused('/api/project', 'POST', { ...base, colour: 'red' }, 'colour');
    const status = await refused('/api/project', 'POST', { ...base, status: 12 }, 'status');
    expect(status.message).toContain('ProjectStatus');
    await refused('/api/project', 'POST', { ...base, opportunityStatus: 0 }, 'opportunityStatus');
    await refused('/api/project', 'POST', { ...base, dealStatus: 'Dead' }, 'dealStatus');
    await refused('/api/project', 'POST', { ...base, serviceOfInterest: 6 }, 'serviceOfInterest');
    await refused('/api/project', 'POST', { ...base, lostOpportunityReason: 4 }, 'lostOpportunityReason');
    await refused('/api/project', 'POST', { ...base, expectedCompletion: '31/12/2026' }, 'expectedCompletion');
    await refused('/api/project', 'POST', { ...base, isDeal: 'yes' }, 'isDeal');
  });

  it('refuses a client company that does not exist, naming the field', async () => {
    const body = await refused('/api/project', 'POST', { projectName: 'Ghost', client: missingId }, 'client');
    expect(body.details).toEqual({ client: `no company ${missingId}` });
  });

  it('refuses bluebox contacts and owners who are not active staff', async () => {
    const external = app.users.external._id;
    const client = app.users.client._id;
    const body = await refused(
      '/api/project',
      'POST',
      { projectName: 'Wrong team', client: acme._id, blueboxContacts: [app.users.manager._id, external, client] },
      'blueboxContacts',
    );
    expect(body.details?.blueboxContacts).toContain(external);
    expect(body.details?.blueboxContacts).toContain(client);
    expect(body.details?.blueboxContacts).not.toContain(app.users.manager._id);
    await refused('/api/project', 'POST', { projectName: 'Wrong owner', client: acme._id, owner: missingId }, 'owner');
  });

  it('refuses external callers who are not external users', async () => {
    for (const id of [app.users.user._id, app.users.admin._id, app.users.client._id, missingId]) {
      const body = await refused(
        '/api/project',
        'POST',
        { projectName: 'Wrong callers', client: acme._id, externalCallers: [app.users.external._id, id] },
        'externalCallers',
      );
      expect(body.details?.externalCallers).toBe(`not active external users: ${id}`);
    }
  });

  it('refuses velocity products on a project that is not a Velocity one', async () => {
    await refused(
      '/api/project',
      'POST',
      { projectName: 'Products', client: acme._id, velocityProducts: [VelocityProducts.Spotlight] },
      'velocityProducts',
    );
    await refused(
      '/api/project',
      'POST',
      {
        projectName: 'Products',
        client: acme._id,
        serviceOfInterest: ProjectServiceType.Velocity,
        velocityProducts: [99],
      },
      'velocityProducts',
    );
  });

  it('does not use up a reference number on a refused body', async () => {
    await refused('/api/project', 'POST', { projectName: 'Ghost', client: missingId }, 'client');
    const next = await createProject(call, { projectName: 'Next', client: acme._id });
    expect(Number(next.reference.slice(4))).toBe(Number(project.reference.slice(4)) + 1);
    expect((await call(`/api/project/${next._id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('PUT /api/project/{id} refuses bad changes and leaves the project as it was', () => {
  async function unchanged() {
    const after = await call<Project>(`/api/project/${project._id}`);
    expect(after.json).toEqual(project);
    const history = await call<HistoryEntry[]>(`/api/history/project/${project._id}`);
    expect(history.json.map((entry) => entry.type)).toEqual(['ProjectRegistered']);
  }

  it('refuses malformed values, unknown clients and people in the wrong role', async () => {
    const path = `/api/project/${project._id}`;
    await refused(path, 'PUT', { status: 0 }, 'status');
    await refused(path, 'PUT', { projectName: '' }, 'projectName');
    await refused(path, 'PUT', { client: missingId }, 'client');
    await refused(path, 'PUT', { blueboxContacts: [app.users.external._id] }, 'blueboxContacts');
    await refused(path, 'PUT', { externalCallers: [app.users.manager._id] }, 'externalCallers');
    await refused(path, 'PUT', { velocityProducts: [VelocityProducts.HealthCheck] }, 'velocityProducts');
    await refused(path, 'PUT', { _id: missingId, status: 2 }, '_id');
    await refused(path, 'PUT', { version: 'x' }, 'version');
    await unchanged();
  });

  it('refuses a malformed If-Match with 400 and a stale one with 409 and the current version', async () => {
    const bad = await call<ErrorBody>(`/api/project/${project._id}`, {
      method: 'PUT',
      body: { status: 2 },
      headers: { 'if-match': 'yesterday' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('If-Match');
    const stale = await call<ErrorBody>(`/api/project/${project._id}`, {
      method: 'PUT',
      body: { status: 2 },
      headers: { 'if-match': '"5"' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.currentVersion).toBe(1);
    await unchanged();
  });
});

describe('unknown and malformed ids', () => {
  it('answers 404 for a project that does not exist, by id or reference', async () => {
    for (const key of [missingId, 'PRJ-999999']) {
      const { status, json } = await call<ErrorBody>(`/api/project/${key}`);
      expect(status).toBe(404);
      expect(json.message).toContain(key);
    }
    expect((await call(`/api/project/${missingId}`, { method: 'PUT', body: { status: 2 } })).status).toBe(404);
    expect((await call(`/api/project/${missingId}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 400 for a key that is neither an id nor a reference', async () => {
    for (const key of ['42', 'PRJ-12', 'CON-000001']) {
      const { status, json } = await call<ErrorBody>(`/api/project/${key}`);
      expect(status, key).toBe(400);
      expect(json.message).toContain('PRJ-000042');
    }
    expect((await call('/api/project/42', { method: 'PUT', body: {} })).status).toBe(400);
    expect((await call('/api/project/42', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('list and report parameters', () => {
  it('refuses malformed paging, types, services, owners and dates with a message', async () => {
    for (const path of [
      '/api/projects?limit=501',
      '/api/projects/deals?offset=-1',
      '/api/projects/byOwner/deals/all/not-a-user',
      '/api/projects/count/deal/all',
      '/api/projects/count/all/0',
      '/api/projects/byDate/2026-13-01/2026-12-31',
      '/api/projects/byDate/2026-01-01/2026-12-31/all/nobody',
      '/api/projects/byProduct/2026-01-01/2026-12-31/Velocity',
      '/api/projects/getPitches/2026-01-01/tomorrow',
      '/api/projects/console?limit=0',
      '/api/projects/find/top/all/x/five',
    ]) {
      const { status, json } = await call<ErrorBody>(path);
      expect(status, path).toBe(400);
      expect(json.message.length, path).toBeGreaterThan(5);
    }
  });
});
