import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, Task } from '@dealbook/contracts';
import type { ApiClient, CallInit } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let api: ApiClient;
let existing: Task;
const missingId = '0193a000-0000-7000-8000-00000000dead';

const call = (path: string, init?: CallInit) => api.call<ErrorBody>(path, init);
const taskCount = async () => (await call('/api/tasks/count')).json as unknown as number;

beforeAll(async () => {
  app = await startTestApp();
  api = app.as('user');
  const created = await call('/api/task', {
    method: 'POST',
    body: { subject: 'Existing', assignedTo: [app.users.user._id] },
  });
  existing = created.json as unknown as Task;
});
afterAll(async () => {
  await app?.close();
});

describe('task writes that must change nothing', () => {
  it.each([
    ['no subject', {}, 'subject'],
    ['blank subject', { subject: '   ' }, 'subject'],
    ['unknown field', { subject: 'x', colour: 'red' }, 'body'],
    ['status outside TaskStatus', { subject: 'x', status: 9 }, 'status'],
    ['priority as text', { subject: 'x', priority: 'High' }, 'priority'],
    ['bad due date', { subject: 'x', dueDate: '31/12/2026' }, 'dueDate'],
    ['completed against status', { subject: 'x', status: 1, completed: true }, 'completed'],
    ['assignee not an id', { subject: 'x', assignedTo: ['bob'] }, 'assignedTo.0'],
    ['company link not an id', { subject: 'x', companies: ['acme'] }, 'companies.0'],
  ])('POST with %s is a 400 naming the field', async (_name, body, field) => {
    const before = await taskCount();
    const response = await call('/api/task', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.details ?? {})).toContain(field);
    expect(await taskCount()).toBe(before);
  });

  it('refuses an assignee who is no user, or not staff (a client), with 400', async () => {
    const before = await taskCount();
    for (const assignee of [missingId, app.users.client._id, app.users.external._id]) {
      const response = await call('/api/task', { method: 'POST', body: { subject: 'x', assignedTo: [assignee] } });
      expect(response.status).toBe(400);
      expect(response.json.details?.assignedTo).toContain(assignee);
    }
    expect(await taskCount()).toBe(before);
  });

  it('refuses a link to a company that does not exist', async () => {
    const response = await call('/api/task', { method: 'POST', body: { subject: 'x', companies: [missingId] } });
    expect(response.status).toBe(400);
    expect(response.json.details?.companies).toContain(missingId);
  });

  it('answers 409 with the current version to a stale If-Match, and keeps the task', async () => {
    const first = await call(`/api/task/${existing._id}`, {
      method: 'PUT',
      body: { subject: 'First edit' },
      headers: { 'if-match': `"${existing.version}"` },
    });
    expect(first.status).toBe(200);
    const stale = await call(`/api/task/${existing._id}`, {
      method: 'PUT',
      body: { subject: 'Second edit' },
      headers: { 'if-match': `"${existing.version}"` },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.currentVersion).toBe(existing.version + 1);
    const staleDelete = await call(`/api/task/${existing._id}`, {
      method: 'DELETE',
      headers: { 'if-match': `"${existing.version}"` },
    });
    expect(staleDelete.status).toBe(409);
    const now = (await call(`/api/task/${existing._id}`)).json as unknown as Task;
    expect(now.subject).toBe('First edit');
  });

  it('refuses an unknown new assignee on PUT and leaves the task as it was', async () => {
    const response = await call(`/api/task/${existing._id}`, {
      method: 'PUT',
      body: { assignedTo: [missingId], subject: 'Not saved' },
    });
    expect(response.status).toBe(400);
    const now = (await call(`/api/task/${existing._id}`)).json as unknown as Task;
    expect(now.subject).toBe('First edit');
    expect(now.assignedTo.map((p) => p._id)).toEqual([app.users.user._id]);
  });

  it.each([
    ['GET', '/api/task/not-a-uuid', 400],
    ['GET', `/api/task/${missingId}`, 404],
    ['PUT', `/api/task/${missingId}`, 404],
    ['DELETE', `/api/task/${missingId}`, 404],
    ['GET', '/api/tasks/listByIds/1,2', 400],
    ['GET', '/api/tasks/teammember/nobody', 400],
    ['GET', '/api/tasks/search?colour=red', 400],
    ['GET', '/api/tasks/search?status=Completed', 400],
    ['GET', '/api/tasks/search?completed=maybe', 400],
    ['GET', '/api/tasks?sort=colour', 400],
    ['GET', '/api/tasks?limit=0', 400],
    ['GET', '/api/tasks/count?assignedTo[a]=b', 400],
  ])('%s %s answers %i', async (method, path, status) => {
    const response = await call(path, { method, body: method === 'PUT' ? { subject: 'x' } : undefined });
    expect(response.status).toBe(status);
    expect(response.json.message).toBeTruthy();
  });

  it('refuses a PUT whose _id is another task, and a malformed If-Match', async () => {
    const other = await call(`/api/task/${existing._id}`, { method: 'PUT', body: { _id: missingId } });
    expect(other.status).toBe(400);
    const badIfMatch = await call(`/api/task/${existing._id}`, {
      method: 'PUT',
      body: { subject: 'x' },
      headers: { 'if-match': 'yesterday' },
    });
    expect(badIfMatch.status).toBe(400);
  });

  it('is for staff only: a client is refused', async () => {
    api = app.as('client');
    try {
      expect((await call('/api/tasks')).status).toBe(403);
      expect((await call('/api/task', { method: 'POST', body: { subject: 'x' } })).status).toBe(403);
    } finally {
      api = app.as('user');
    }
  });
});
