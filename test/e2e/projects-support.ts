import { expect } from 'vitest';
import {
  DealStatus,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  VelocityProducts,
  type Company,
  type CreateProjectBody,
  type Project,
  type ProjectListItem,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import type { TestApp } from '../support/test-app.js';

export type { Call } from '../support/api-client.js';

export async function createCompany(call: Call, companyName: string, extra: Record<string, unknown> = {}) {
  const { status, json } = await call<Company>('/api/company', { method: 'POST', body: { companyName, ...extra } });
  expect(status).toBe(201);
  return json;
}

export async function createProject(call: Call, body: CreateProjectBody): Promise<Project> {
  const { status, json } = await call<Project>('/api/project', { method: 'POST', body });
  expect(status, JSON.stringify(json)).toBe(201);
  return json;
}

/** A PUT that must succeed; answers the new version from the ETag. */
export async function updateProject(call: Call, id: string, body: Record<string, unknown>): Promise<number> {
  const { status, text, headers } = await call(`/api/project/${id}`, { method: 'PUT', body });
  expect(status, text).toBe(200);
  return Number(headers.get('etag')?.replaceAll('"', ''));
}

export const names = (rows: { projectName: string }[]) => rows.map((row) => row.projectName);

/** One page of a list route that must succeed, with the total of X-Total-Count. */
export function lister(call: Call) {
  return async function list<T = ProjectListItem>(path: string) {
    const { status, headers, json, text } = await call<T[]>(path);
    expect(status, text).toBe(200);
    return { rows: json, total: Number(headers.get('x-total-count')) };
  };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** `{from}/{to}` of the date routes covering every project a test creates today. */
export const aroundToday = `${day(-1)}/${day(1)}`;

export type StaffIds = Record<'user' | 'manager' | 'admin' | 'external', string>;

/**
 * The projects the list, report and access specs share: two clients (Acme with two employees),
 * two opportunities (Falcon, Sprint on Velocity with an external caller) and two deals (Eagle,
 * Heron), created in that order, each with its own owner, people and initial meeting.
 */
export async function seedProjects(app: TestApp, call: Call) {
  const ids: StaffIds = {
    user: app.users.user._id,
    manager: app.users.manager._id,
    admin: app.users.admin._id,
    external: app.users.external._id,
  };
  const acme = await createCompany(call, 'Acme Quokka Ltd', { industryType: 'Finance', opportunitySource: 'LinkedIn' });
  const beta = await createCompany(call, 'Beta Holdings');
  for (const [firstName, email, telephone] of [
    ['Alice', 'alice@acme.example', '0113 000 0001'],
    ['Bob', 'bob@acme.example', '0113 000 0002'],
  ] as const) {
    const contact = await call('/api/contact', {
      method: 'POST',
      body: { firstName, lastName: 'Acme', email, telephone, companies: [acme._id] },
    });
    expect(contact.status).toBe(201);
  }
  const falcon = await createProject(call, {
    projectName: 'Falcon Sale',
    client: acme._id,
    blueboxContacts: [ids.manager, ids.user],
    initialMeetingDate: '2026-03-10T12:00:00Z',
  });
  const eagle = await createProject(call, {
    projectName: 'Eagle Raise',
    client: beta._id,
    serviceOfInterest: ProjectServiceType.FundRaise,
    isDeal: true,
    status: ProjectStatus.SignedClient,
    dealStatus: DealStatus.PreparingSaleDocuments,
    owner: ids.manager,
    initialMeetingDate: '2025-01-15T12:00:00Z',
  });
  const sprint = await createProject(call, {
    projectName: 'Sprint Velocity',
    client: acme._id,
    serviceOfInterest: ProjectServiceType.Velocity,
    velocityProducts: [VelocityProducts.Spotlight, VelocityProducts.HealthCheck],
    opportunityStatus: OpportunityStatus.MeetingBooked,
    externalCallers: [ids.external],
    initialMeetingDate: '2026-04-02T12:00:00Z',
  });
  const heron = await createProject(call, {
    projectName: 'Heron Deal',
    client: beta._id,
    isDeal: true,
    status: ProjectStatus.Completed,
    dealStatus: DealStatus.CompletedMandate,
    owner: ids.admin,
    blueboxContacts: [ids.user],
    initialMeetingDate: '2025-02-15T12:00:00Z',
  });
  return { ids, acme, beta, falcon, eagle, sprint, heron };
}

export type ProjectFixtures = Awaited<ReturnType<typeof seedProjects>>;
