import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProjectServiceType,
  TaskStatus,
  VelocityProducts,
  type ErrorBody,
  type GlobalSearchResult,
  type Project,
  type ProjectDateReportRow,
  type ProjectProductReportRow,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { aroundToday, lister, names, seedProjects, type StaffIds } from './projects-support.js';

let app: TestApp;
let call: Call;
let list: ReturnType<typeof lister>;

let falcon: Project;
let eagle: Project;
let sprint: Project;
let ids: StaffIds;

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('user').call;
  list = lister(call);
  ({ ids, falcon, eagle, sprint } = await seedProjects(app, call));
});
afterAll(async () => {
  await app?.close();
});

describe('reports: byDate, byProduct, getPitches', () => {
  it('lists the projects created in a range, oldest first, with the report columns', async () => {
    const report = await list<ProjectDateReportRow>(`/api/projects/byDate/${aroundToday}`);
    expect(names(report.rows)).toEqual(['Falcon Sale', 'Eagle Raise', 'Sprint Velocity', 'Heron Deal']);
    expect(report.rows[0]).toMatchObject({
      companyName: 'Acme Quokka Ltd',
      industryType: 'Finance',
      firstContact: 'Manager Tester',
      secondContact: 'User Tester',
      thirdContact: '',
    });
    const dealsOfAdmin = await list<ProjectDateReportRow>(`/api/projects/byDate/${aroundToday}/deals/${ids.admin}`);
    expect(names(dealsOfAdmin.rows)).toEqual(['Heron Deal']);
    expect(dealsOfAdmin.rows[0]).toMatchObject({ companyName: 'Beta Holdings', firstContact: 'User Tester' });
    expect(names((await list(`/api/projects/byDate/${aroundToday}/opportunities/all`)).rows)).toEqual([
      'Falcon Sale',
      'Sprint Velocity',
    ]);
    expect((await list('/api/projects/byDate/2020-01-01/2020-12-31')).total).toBe(0);
  });

  it('flattens the products report: client employees, initial meeting, latest task', async () => {
    const task = await call<{ _id: string }>('/api/task', {
      method: 'POST',
      body: {
        subject: 'Send the proposal',
        dueDate: '2026-12-01T09:00:00Z',
        assignedTo: [ids.manager],
        projects: [sprint._id],
      },
    });
    expect(task.status, task.text).toBe(201);
    const report = await list<ProjectProductReportRow>(
      `/api/projects/byProduct/${aroundToday}/${ProjectServiceType.Velocity}`,
    );
    expect(names(report.rows)).toEqual(['Sprint Velocity']);
    expect(report.rows[0]).toMatchObject({
      companyName: 'Acme Quokka Ltd',
      opportunitySource: 'LinkedIn',
      employee1Name: 'Alice Acme',
      employee1Email: 'alice@acme.example',
      employee1Telephone: '0113 000 0001',
      employee2Name: 'Bob Acme',
      employee3Name: '',
      firstContact: '',
      InitialMeeting: '02/04/2026',
      latestTaskDueDate: '2026-12-01T09:00:00.000Z',
      latestTaskSubject: 'Send the proposal',
      latestTaskStatus: TaskStatus.NotStarted,
      latestTaskAssignees: 'Manager Tester',
      latestCommunicationDate: null,
      latestCommunicationContent: '',
      velocityProducts: [VelocityProducts.Spotlight, VelocityProducts.HealthCheck],
    });
    expect((await list(`/api/projects/byProduct/${aroundToday}/all`)).total).toBe(4);
    expect((await call(`/api/projects/byProduct/${aroundToday}/7`)).status).toBe(400);
  });

  it('lists the pitches (initial meetings) of a range, earliest first', async () => {
    expect(names((await list('/api/projects/getPitches/2026-03-01/2026-03-31')).rows)).toEqual(['Falcon Sale']);
    expect(names((await list('/api/projects/getPitches/2025-01-01/2026-04-30')).rows)).toEqual([
      'Eagle Raise',
      'Heron Deal',
      'Falcon Sale',
      'Sprint Velocity',
    ]);
    expect((await list('/api/projects/getPitches/2026-04-03T00:00:00Z/2026-04-30')).total).toBe(0);
  });

  it('refuses malformed or reversed dates with 400 naming the parameter', async () => {
    for (const path of [
      'byDate/yesterday/2026-01-01',
      'byDate/2026-02-30/2026-03-01',
      'getPitches/2026-05-01/2026-04-01',
    ]) {
      const { status, json } = await call<ErrorBody>(`/api/projects/${path}`);
      expect(status, path).toBe(400);
      expect(json.message).toMatch(/from|to/);
    }
  });
});

describe('global search fills the Opportunities and Deals columns', () => {
  it('splits the project matches by isDeal, naming the client and the relevant status in words', async () => {
    const { status, json } = await call<GlobalSearchResult>('/api/search?q=quokka');
    expect(status).toBe(200);
    expect(json.opportunities.items).toEqual([
      { _id: falcon._id, projectName: 'Falcon Sale', clientCompanyName: 'Acme Quokka Ltd', status: 'Introduction' },
      {
        _id: sprint._id,
        projectName: 'Sprint Velocity',
        clientCompanyName: 'Acme Quokka Ltd',
        status: 'Meeting Booked',
      },
    ]);
    expect(json.opportunities.count).toBe(2);
    expect(json.deals).toEqual({ count: 0, countCapped: false, items: [] });

    const deals = (await call<GlobalSearchResult>('/api/search?q=eagle')).json;
    expect(deals.deals.items).toEqual([
      {
        _id: eagle._id,
        projectName: 'Eagle Raise',
        clientCompanyName: 'Beta Holdings',
        status: 'Preparing Sale Documents',
      },
    ]);
    expect(deals.opportunities.count).toBe(0);
  });

  it('still finds a misspelt project name by similarity', async () => {
    const { json } = await call<GlobalSearchResult>('/api/search?q=Falcom');
    expect(json.opportunities.items.map((p) => p.projectName)).toEqual(['Falcon Sale']);
  });
});
