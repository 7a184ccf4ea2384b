import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskPriority, TaskStatus, type HistoryEntry, type Task } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let token: string;
let companyId: string;
let otherCompanyId: string;
/** A real project: links to projects that do not exist are refused. */
let projectId: string;

async function call<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json') ? (JSON.parse(text) as T) : undefined;
  return { status: response.status, json: json as T, text, headers: response.headers };
}

async function createTask(body: Record<string, unknown>): Promise<Task> {
  const created = await call<Task>('/api/task', { method: 'POST', body });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  const company = await call<{ _id: string }>('/api/company', {
    method: 'POST',
    body: { companyName: 'Task Parent Ltd' },
  });
  const other = await call<{ _id: string }>('/api/company', {
    method: 'POST',
    body: { companyName: 'Other Parent Ltd' },
  });
  companyId = company.json._id;
  otherCompanyId = other.json._id;
  const project = await call<{ _id: string }>('/api/project', {
    method: 'POST',
    body: { projectName: 'Task Project', client: companyId },
  });
  projectId = project.json._id;
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/task and GET /api/task/{id}', () => {
  it('creates a task with the spec defaults, named assignees and links, and answers it with ETag and Location', async () => {
    const before = Date.now();
    const created = await call<Task>('/api/task', {
      method: 'POST',
      body: { subject: 'Call the finance director', assignedTo: [app.users.manager._id], companies: [companyId] },
    });
    expect(created.status).toBe(201);
    const task = created.json;
    expect(task).toMatchObject({
      subject: 'Call the finance director',
      description: '',
      status: TaskStatus.NotStarted,
      priority: TaskPriority.Normal,
      completed: false,
      assignedTo: [{ _id: app.users.manager._id, fullName: 'Manager Tester' }],
      createdBy: { _id: app.users.user._id, fullName: 'User Tester' },
      companies: [companyId],
      contacts: [],
      projects: [],
      purchases: [],
      events: [],
    });
    expect(Date.parse(task.dueDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(created.headers.get('etag')).toBe(`"${task.version}"`);
    expect(created.headers.get('location')).toBe(`/api/task/${task._id}`);

    const fetched = await call<Task>(`/api/task/${task._id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.json).toEqual(task);
  });

  it('takes completed: true as the status Completed', async () => {
    const task = await createTask({ subject: 'Already done', completed: true });
    expect(task).toMatchObject({ status: TaskStatus.Completed, completed: true });
  });
});

describe('what a task is about', () => {
  it('names the linked company, project and purchase (purchaser — project) in the task and in lists', async () => {
    const project = await call<{ _id: string }>('/api/project', {
      method: 'POST',
      body: { projectName: 'NDA Project', client: companyId },
    });
    const purchase = await call<{ _id: string }>('/api/purchase', {
      method: 'POST',
      body: { company: otherCompanyId, project: project.json._id },
    });
    expect(purchase.status, purchase.text).toBe(201);
    const task = await createTask({
      subject: 'Send the NDA',
      companies: [companyId],
      projects: [project.json._id],
      purchases: [purchase.json._id],
    });
    const related = [
      { type: 'company', _id: companyId, name: 'Task Parent Ltd', projectId: null },
      { type: 'project', _id: project.json._id, name: 'NDA Project', projectId: null },
      { type: 'purchase', _id: purchase.json._id, name: 'Other Parent Ltd — NDA Project', projectId: project.json._id },
    ];
    expect(task.related).toEqual(related);
    const listed = await call<Task[]>(`/api/tasks/search?purchases=${purchase.json._id}`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.map((row) => row.related)).toEqual([related]);
  });
});

describe('PUT /api/task/{id}', () => {
  it('changes status, assignees and links; completed follows the status; history names each transition', async () => {
    const task = await createTask({ subject: 'Prepare the pitch', companies: [companyId] });
    const put = await call(`/api/task/${task._id}`, {
      method: 'PUT',
      body: {
        status: TaskStatus.Completed,
        assignedTo: [app.users.user._id, app.users.admin._id],
        companies: [otherCompanyId],
        priority: TaskPriority.High,
      },
      headers: { 'if-match': `"${task.version}"` },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(put.text).toBe('Task updated');

    const after = (await call<Task>(`/api/task/${task._id}`)).json;
    expect(after).toMatchObject({
      status: TaskStatus.Completed,
      completed: true,
      priority: TaskPriority.High,
      companies: [otherCompanyId],
    });
    expect(after.assignedTo.map((p) => p._id).sort()).toEqual([app.users.user._id, app.users.admin._id].sort());
    expect(put.headers.get('etag')).toBe(`"${after.version}"`);

    const reopened = await call(`/api/task/${task._id}`, { method: 'PUT', body: { completed: false } });
    expect(reopened.status).toBe(200);
    expect((await call<Task>(`/api/task/${task._id}`)).json).toMatchObject({
      status: TaskStatus.NotStarted,
      completed: false,
    });

    const history = (await call<HistoryEntry[]>(`/api/history/task/${task._id}`)).json;
    expect(history.map((entry) => entry.type)).toEqual([
      'TaskCreated',
      'TaskLinked',
      'TaskUpdated',
      'TaskStatusChanged',
      'TaskReassigned',
      'TaskUnlinked',
      'TaskLinked',
      'TaskStatusChanged',
    ]);
    expect(history[3]!.data).toMatchObject({ from: TaskStatus.NotStarted, to: TaskStatus.Completed });
  });

  it('accepts the record sent back whole, assignees as summaries', async () => {
    const task = await createTask({ subject: 'Round trip', assignedTo: [app.users.user._id] });
    const put = await call(`/api/task/${task._id}`, { method: 'PUT', body: { ...task, subject: 'Round trip 2' } });
    expect(put.status, put.text).toBe(200);
    const after = (await call<Task>(`/api/task/${task._id}`)).json;
    expect(after.subject).toBe('Round trip 2');
    expect(after.assignedTo).toEqual(task.assignedTo);
  });
});

describe('DELETE /api/task/{id}', () => {
  it('deletes with a text answer; the task is gone', async () => {
    const task = await createTask({ subject: 'To delete' });
    const removed = await call(`/api/task/${task._id}`, {
      method: 'DELETE',
      headers: { 'if-match': `"${task.version}"` },
    });
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('Task deleted');
    expect(removed.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await call(`/api/task/${task._id}`)).status).toBe(404);
  });
});

describe('task lists', () => {
  let mine: Task[];

  beforeAll(async () => {
    const me = app.users.superadmin._id;
    mine = [];
    for (let i = 0; i < 5; i++) {
      mine.push(
        await createTask({
          subject: `Listed task ${i}`,
          assignedTo: [me],
          status: i < 2 ? TaskStatus.Completed : TaskStatus.InProgress,
          priority: i % 2 === 0 ? TaskPriority.High : TaskPriority.Low,
          dueDate: `2027-01-0${i + 1}T09:00:00Z`,
          projects: i === 0 ? [projectId] : [],
        }),
      );
    }
  });

  it('GET /api/tasks pages and sorts, with the total in X-Total-Count', async () => {
    const all = await call<Task[]>('/api/tasks?limit=2&offset=0&sort=-dueDate');
    expect(all.status).toBe(200);
    expect(all.json).toHaveLength(2);
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(5);
    const dues = all.json.map((task) => task.dueDate);
    expect(dues).toEqual([...dues].sort().reverse());
  });

  it('GET /api/tasks/teammember/{id} lists that member’s tasks', async () => {
    const list = await call<Task[]>(`/api/tasks/teammember/${app.users.superadmin._id}?sort=dueDate`);
    expect(list.json.map((task) => task.subject)).toEqual(mine.map((task) => task.subject));
    expect(list.headers.get('x-total-count')).toBe('5');
    const open = await call<Task[]>(`/api/tasks/teammember/${app.users.superadmin._id}?completed=false`);
    expect(open.json).toHaveLength(3);
  });

  it('GET /api/tasks/search filters on assignee, status lists, priority, completion, links and text', async () => {
    const admin = app.users.superadmin._id;
    const search = async (query: string) => (await call<Task[]>(`/api/tasks/search?${query}`)).json;
    expect(await search(`assignedTo=${admin}&status=${TaskStatus.Completed}`)).toHaveLength(2);
    expect(
      await search(`assignedTo=${admin}&status=${TaskStatus.Completed}&status=${TaskStatus.InProgress}`),
    ).toHaveLength(5);
    expect(await search(`assignedTo=${admin}&priority=${TaskPriority.Low}`)).toHaveLength(2);
    expect(await search(`assignedTo=${admin}&completed=true`)).toHaveLength(2);
    expect(await search(`projects=${projectId}`)).toHaveLength(1);
    expect((await search(`companies=${companyId}`)).every((task) => task.companies.includes(companyId))).toBe(true);
    expect(await search('subject=listed%20TASK%203')).toHaveLength(1);
  });

  it('GET /api/tasks/count takes the same filters (the badge asks for my open tasks)', async () => {
    const count = await call<number>(`/api/tasks/count?assignedTo=${app.users.superadmin._id}&completed=false`);
    expect(count.status).toBe(200);
    expect(count.json).toBe(3);
  });

  it('GET /api/tasks/listByIds/{ids} answers those tasks in the order asked', async () => {
    const ids = [mine[3]!._id, mine[1]!._id];
    const list = await call<Task[]>(`/api/tasks/listByIds/${ids.join(',')}`);
    expect(list.json.map((task) => task._id)).toEqual(ids);
  });
});
