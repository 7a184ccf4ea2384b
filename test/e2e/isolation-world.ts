import { expect } from 'vitest';
import { AttendeeStatus, EventType, Role, type Communication } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import type { TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';
import { createContact, createPurchase, logCommunication } from './purchases-support.js';

/**
 * Every text of a record outside the scoped callers' reach carries this marker, so a response
 * that shows any of it is caught by one search, whatever the route and the field.
 */
export const secretMarker = 'ZQX+';
/**
 * '+' (or its URL encoding) is outside base64url, so a signed token or an id that happens to
 * contain the letters is never taken for a leak.
 */
export const showsSecret = (text: string) => /zqx(?:\+|%2B)/i.test(text);

export const RecordTypes = [
  'company',
  'contact',
  'project',
  'purchase',
  'communication',
  'attachment',
  'task',
  'note',
  'payment',
  'event',
  'user',
] as const;
export type RecordType = (typeof RecordTypes)[number];

/** The records a scoped caller owns or works: their user, and the client's company or the caller's project. */
export type OwnRecords = Partial<Record<RecordType, string>>;

export interface IsolationWorld {
  /** One record of each type that neither the client nor the external caller may see or touch. */
  outside: Record<RecordType, string>;
  own: { client: OwnRecords; external: OwnRecords };
}

async function created(call: Call, path: string, body: unknown): Promise<string> {
  const response = await call<{ _id: string }>(path, { method: 'POST', body });
  expect(response.status, `${path} ${response.text}`).toBe(201);
  return response.json._id;
}

async function uploadAttachment(app: TestApp, token: string, projectId: string): Promise<string> {
  const form = new FormData();
  form.append('projects', projectId);
  form.append('description', `${secretMarker} board pack`);
  form.append(
    'file',
    new Blob([`${secretMarker} confidential figures`], { type: 'text/plain' }),
    `${secretMarker}figures.txt`,
  );
  const response = await fetch(`${app.baseUrl}/api/attachment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { _id: string })._id;
}

/**
 * The client's company (with internal notes no client should read), the external caller's project
 * with one purchase and its call, and beside them a whole deal nobody scoped may reach: another
 * client, its project, a purchaser, contact, call, task, note, payment, attachment, event and a
 * member of staff, every one named with the marker.
 */
export async function buildIsolationWorld(app: TestApp): Promise<IsolationWorld> {
  const admin = (await app.signIn('admin')).token;
  const call = app.asToken(admin).call;

  const clientCompany = await createCompany(call, 'Client Own Ltd', {
    investmentNotes: `${secretMarker} internal view of the client's valuation`,
  });
  const linked = await call(`/api/user/${app.users.client._id}`, {
    method: 'PUT',
    body: { companies: [clientCompany._id] },
  });
  expect(linked.status, linked.text).toBe(200);
  const seller = await createCompany(call, 'Seller Ltd');
  const buyer = await createCompany(call, 'Buyer Ltd');
  await createContact(call, 'Bianca', buyer._id);
  const assigned = await createProject(call, {
    projectName: 'Assigned sale',
    client: seller._id,
    externalCallers: [app.users.external._id],
  });
  const mine = await createPurchase(call, { company: buyer._id, project: assigned._id });
  const mineCall = await logCommunication(call, { content: 'Console call', purchases: [mine._id] });

  const otherClient = await createCompany(call, `${secretMarker} Outsider Holdings`, {
    investmentNotes: `${secretMarker} notes on the outsider`,
  });
  const otherBuyer = await createCompany(call, `${secretMarker} Hidden Buyer plc`);
  const contact = await created(call, '/api/contact', {
    firstName: `${secretMarker}Hidalgo`,
    lastName: 'Hidden',
    email: 'zqx+hidalgo@example.com',
    companies: [otherBuyer._id],
  });
  const staffer = await created(call, '/api/user', {
    email: 'zqx+staffer@test.dealbook.local',
    firstName: `${secretMarker}Stella`,
    lastName: 'Staffer',
    role: Role.user,
  });
  const project = await createProject(call, {
    projectName: `${secretMarker} Hidden Project`,
    client: otherClient._id,
    description: `${secretMarker} sale of the outsider`,
    owner: staffer,
  });
  const purchase = await createPurchase(call, {
    company: otherBuyer._id,
    project: project._id,
    clientComments: `${secretMarker} buyer is keen`,
  });
  // Client approvals (issue 14): the outside purchase really waits for its own client's decision.
  const purchaserSubmitted = await call(`/api/project/${project._id}/purchasers/approval`, {
    method: 'POST',
    body: { purchases: [purchase._id], note: `${secretMarker} a strong fit` },
  });
  expect(purchaserSubmitted.status, purchaserSubmitted.text).toBe(200);
  const communication: Communication = await logCommunication(call, {
    content: `${secretMarker} call notes`,
    purchases: [purchase._id],
    contacted: [contact],
    employees: [staffer],
  });
  const links = { projects: [project._id], companies: [otherClient._id] };
  const task = await created(call, '/api/task', { subject: `${secretMarker} chase`, assignedTo: [staffer], ...links });
  const note = await created(call, '/api/note', { content: `${secretMarker} private note`, ...links });
  const payment = await created(call, '/api/payment', { description: `${secretMarker} success fee`, ...links });
  const event = await created(call, '/api/event', {
    eventType: EventType.Seminar,
    description: `${secretMarker} breakfast for sellers`,
    eventDate: '2026-12-10T18:30:00.000Z',
    attendees: [{ attendee: contact, status: AttendeeStatus.Invited }],
  });
  const attachment = await uploadAttachment(app, admin, project._id);
  // Client review of documents (issue 14): the outside attachment really awaits its own client.
  const documentSubmitted = await call(`/api/attachment/${attachment}/client`, {
    method: 'POST',
    body: { action: 'submit' },
  });
  expect(documentSubmitted.status, documentSubmitted.text).toBe(200);

  return {
    outside: {
      company: otherClient._id,
      contact,
      project: project._id,
      purchase: purchase._id,
      communication: communication._id,
      attachment,
      task,
      note,
      payment,
      event,
      user: staffer,
    },
    own: {
      client: { company: clientCompany._id, user: app.users.client._id },
      external: {
        user: app.users.external._id,
        project: assigned._id,
        purchase: mine._id,
        communication: mineCall._id,
      },
    },
  };
}
