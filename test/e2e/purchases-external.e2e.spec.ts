import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  type Communication,
  type CommunicationSummary,
  type Contact,
  type ErrorBody,
  type Project,
  type Purchase,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';
import { createContact, createPurchase, logCommunication } from './purchases-support.js';

/**
 * External callers (role external, exact) work the console for the projects that name them as
 * external callers, and nothing else: records of other projects answer 404, as if they did not
 * exist, and staff-only routes 403.
 */
let app: TestApp;
let staff: string;
let external: string;
let call: Call;

let assigned: Project;
let other: Project;
let mine: Purchase;
let mineToo: Purchase;
let theirs: Purchase;
let buyerContact: Contact;
let sellerContact: Contact;
let hiddenContact: Contact;

const successful = 'Spoke to Contact - Successful call';

beforeAll(async () => {
  app = await startTestApp();
  staff = (await app.signIn('user')).token;
  call = app.asToken(staff).call;
  external = (await app.signIn('external')).token;
  const client = await createCompany(call, 'Seller Ltd');
  const otherClient = await createCompany(call, 'Other Seller Ltd');
  const buyers = await Promise.all(['Buyer One', 'Buyer Two', 'Buyer Three'].map((name) => createCompany(call, name)));
  assigned = await createProject(call, {
    projectName: 'Seller sale',
    client: client._id,
    externalCallers: [app.users.external._id],
    blueboxContacts: [app.users.manager._id],
  });
  other = await createProject(call, { projectName: 'Other sale', client: otherClient._id });
  mine = await createPurchase(call, { company: buyers[0]!._id, project: assigned._id });
  mineToo = await createPurchase(call, { company: buyers[1]!._id, project: assigned._id });
  theirs = await createPurchase(call, { company: buyers[2]!._id, project: other._id });
  buyerContact = await createContact(call, 'Bianca', buyers[0]!._id);
  sellerContact = await createContact(call, 'Selina', client._id);
  hiddenContact = await createContact(call, 'Hidalgo', buyers[2]!._id);
});
afterAll(async () => {
  await app?.close();
});

/** A call as the external caller. */
const ext = <T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => app.asToken(external).call<T>(path, init);

describe('an external caller works the purchasers of their projects', () => {
  it('searches the purchasers of an assigned project, and finds none of another', async () => {
    const ofAssigned = await ext<Purchase[]>(`/api/purchases/search?project=${assigned._id}`);
    expect(ofAssigned.status).toBe(200);
    expect(ofAssigned.json.map((p) => p._id).sort()).toEqual([mine._id, mineToo._id].sort());
    const ofOther = await ext<Purchase[]>(`/api/purchases/search?project=${other._id}`);
    expect(ofOther.status).toBe(200);
    expect(ofOther.json).toEqual([]);
    expect(ofOther.headers.get('x-total-count')).toBe('0');
    const everything = await ext<Purchase[]>('/api/purchases/search');
    expect(everything.json.every((p) => p.project._id === assigned._id)).toBe(true);
  });

  it('reads a purchase of their project; another project’s is not found', async () => {
    expect((await ext<Purchase>(`/api/purchase/${mine._id}`)).json._id).toBe(mine._id);
    const hidden = await ext<ErrorBody>(`/api/purchase/${theirs._id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.json.message).toBe(`Purchase ${theirs._id} was not found`);
  });

  it('ticks, moves and comments a purchase of their project, and cannot touch another', async () => {
    const ticked = await ext(`/api/purchase/${mine._id}`, {
      method: 'PUT',
      body: {
        sentNDA: { checked: true, timestamp: '2026-11-20T09:00:00Z' },
        currentStage: 'NDA sent',
        clientComments: 'Keen',
      },
      headers: { 'if-match': '"1"' },
    });
    expect(ticked.status, ticked.text).toBe(200);
    expect((await call<Purchase>(`/api/purchase/${mine._id}`)).json).toMatchObject({
      sentNDA: { checked: true },
      currentStage: 'NDA sent',
      clientComments: 'Keen',
    });
    const refused = await ext(`/api/purchase/${theirs._id}`, { method: 'PUT', body: { clientComments: 'Mine now' } });
    expect(refused.status).toBe(404);
    expect((await call<Purchase>(`/api/purchase/${theirs._id}`)).json.clientComments).toBe('');
  });

  it("works without the firm's internal comments: read blank, not written, not filtered on", async () => {
    const noted = await call(`/api/purchase/${mineToo._id}`, {
      method: 'PUT',
      body: { internalComments: 'Fee discount agreed at 1%' },
    });
    expect(noted.status, noted.text).toBe(200);
    expect((await call<Purchase>(`/api/purchase/${mineToo._id}`)).json.internalComments).toBe(
      'Fee discount agreed at 1%',
    );
    expect((await ext<Purchase>(`/api/purchase/${mineToo._id}`)).json.internalComments).toBe('');
    const listed = await ext<Purchase[]>(`/api/purchases/search?project=${assigned._id}`);
    expect(listed.json.map((p) => p.internalComments)).toEqual(['', '']);

    const written = await ext<ErrorBody>(`/api/purchase/${mineToo._id}`, {
      method: 'PUT',
      body: { internalComments: 'Overwritten' },
    });
    expect(written.status).toBe(403);
    expect(written.json.message).toMatch(/Internal comments are for the firm/);
    expect((await call<Purchase>(`/api/purchase/${mineToo._id}`)).json.internalComments).toBe(
      'Fee discount agreed at 1%',
    );

    const probed = await ext<ErrorBody>(`/api/purchases/search?internalComments=discount`);
    expect(probed.status).toBe(403);
  });

  it('logs a call on a purchase of their project, as the console does', async () => {
    const created = await ext<Communication>('/api/communication', {
      method: 'POST',
      body: {
        outcome: successful,
        action: CommunicationAction.SendNDA,
        purchases: [mine._id],
        projects: [assigned._id],
        companies: [mine.company._id],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.employees).toEqual([{ _id: app.users.external._id, fullName: 'External Tester' }]);
    expect((await call<Purchase>(`/api/purchase/${mine._id}`)).json.lastContact?._id).toBe(created.json._id);
  });

  it('cannot log on a purchase of another project, without a purchase, or on records beyond their purchases', async () => {
    const before = (await call<number>('/api/communications/count')).json;
    const elsewhere = await ext<ErrorBody>('/api/communication', {
      method: 'POST',
      body: { outcome: successful, action: 0, purchases: [theirs._id], projects: [other._id] },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.message).toBe(`Cannot link records that do not exist: purchase ${theirs._id}`);
    const bare = await ext<ErrorBody>('/api/communication', { method: 'POST', body: { content: 'Hello' } });
    expect(bare.status).toBe(400);
    expect(bare.json.message).toContain('linked to at least one record');
    const beyond = await ext<ErrorBody>('/api/communication', {
      method: 'POST',
      body: { purchases: [mine._id], companies: [theirs.company._id] },
    });
    expect(beyond.status).toBe(403);
    expect((await call<number>('/api/communications/count')).json).toBe(before);
  });

  it('mass-logs on purchases of their project; one purchase of another project writes nothing', async () => {
    const before = (await call<number>('/api/communications/count')).json;
    const refused = await ext<ErrorBody>('/api/communication/mass', {
      method: 'POST',
      body: { communication: { outcome: successful, action: 1 }, purchases: [mine._id, theirs._id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(`Nothing was logged: no purchase ${theirs._id}`);
    expect((await call<number>('/api/communications/count')).json).toBe(before);
    const logged = await ext('/api/communication/mass', {
      method: 'POST',
      body: { communication: { outcome: successful, action: 1 }, purchases: [mine._id, mineToo._id] },
    });
    expect(logged.status, logged.text).toBe(201);
    expect(logged.text).toBe('2 communications logged');
  });

  it('sees the communications on purchases of their projects only', async () => {
    await logCommunication(call, { content: 'Staff call elsewhere', purchases: [theirs._id] });
    await logCommunication(call, { content: 'Staff note on the project itself', projects: [assigned._id] });
    const seen = await ext<Communication[]>('/api/communications/search');
    expect(seen.status).toBe(200);
    expect(seen.json).toHaveLength(3);
    expect(seen.json.every((c) => c.purchases.some((id) => id === mine._id || id === mineToo._id))).toBe(true);
    expect((await ext<Communication[]>(`/api/communications/search?purchases=${theirs._id}`)).json).toEqual([]);
  });

  it('reads their own timeline, totals and purchase calls, and nobody else’s', async () => {
    const me = app.users.external._id;
    const summary = await ext<CommunicationSummary>(`/api/communications/getCommunicationsSummaryById/${me}`);
    expect(summary.status).toBe(200);
    expect(summary.json.total).toBe(3);
    expect((await ext(`/api/communications/getCommunicationTimelinesById/${me}`)).status).toBe(200);
    expect((await ext(`/api/communications/getPurchaseCommunicationsByUserId/${me}`)).status).toBe(200);
    const someoneElse = app.users.user._id;
    for (const path of [
      `/api/communications/getCommunicationsSummaryById/${someoneElse}`,
      `/api/communications/getCommunicationTimelinesById/${someoneElse}`,
      `/api/communications/getPurchaseCommunicationsByUserId/${someoneElse}`,
    ]) {
      const refused = await ext<ErrorBody>(path);
      expect(refused.status, path).toBe(404);
      expect(refused.json.message).toBe(`User ${someoneElse} was not found`);
    }
  });

  it('is refused the staff routes', async () => {
    const [anyCommunication] = (await call<Communication[]>('/api/communications?limit=1')).json;
    for (const [method, path] of [
      ['GET', '/api/purchases'],
      ['GET', '/api/purchases/count'],
      ['GET', `/api/purchases/${mine.company._id}`],
      ['GET', '/api/purchases/find/top/buyer/5'],
      ['GET', `/api/purchase/clientAndPurchaser/${mine.client._id}/${mine.company._id}`],
      ['DELETE', `/api/purchase/${mine._id}`],
      ['GET', `/api/project/getProjectFromIdAndPurchaserStatus/${assigned._id}/all`],
      ['GET', '/api/communications'],
      ['GET', '/api/communications/count'],
      ['GET', `/api/communications/listByIds/${anyCommunication!._id}`],
      ['GET', `/api/communication/${anyCommunication!._id}`],
      ['PUT', `/api/communication/${anyCommunication!._id}`],
      ['DELETE', `/api/communication/${anyCommunication!._id}`],
    ] as const) {
      const response = await ext(path, { method, body: method === 'PUT' ? { content: 'x' } : undefined });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await call(`/api/purchase/${mine._id}`)).status).toBe(200);
  });

  it('loses the project when taken off its callers', async () => {
    const current = (await call<Project>(`/api/project/${assigned._id}`)).json;
    const changed = await call(`/api/project/${assigned._id}`, {
      method: 'PUT',
      body: { externalCallers: [] },
      headers: { 'if-match': `"${current.version}"` },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await ext(`/api/purchase/${mine._id}`)).status).toBe(404);
    expect((await ext<Purchase[]>(`/api/purchases/search?project=${assigned._id}`)).json).toEqual([]);
  });
});

describe("an external caller names only the purchase's people on a communication", () => {
  beforeAll(async () => {
    const current = (await call<Project>(`/api/project/${assigned._id}`)).json;
    const restored = await call(`/api/project/${assigned._id}`, {
      method: 'PUT',
      body: { externalCallers: [app.users.external._id] },
      headers: { 'if-match': `"${current.version}"` },
    });
    expect(restored.status, restored.text).toBe(200);
  });

  const onMine = () => ({ outcome: successful, action: CommunicationAction.SendNDA, purchases: [mine._id] });

  it("names the purchaser's contacts, themselves and the project's people", async () => {
    const created = await ext<Communication>('/api/communication', {
      method: 'POST',
      body: { ...onMine(), contacted: [buyerContact._id], employees: [app.users.external._id, app.users.manager._id] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.contacted.map((c) => c.fullName)).toEqual(['Bianca Contact']);
    expect(created.json.employees.map((e) => e.fullName).sort()).toEqual(['External Tester', 'Manager Tester']);
  });

  it('gets one answer for any other contact, existing or not, and learns no name', async () => {
    const before = (await call<number>('/api/communications/count')).json;
    for (const id of [hiddenContact._id, sellerContact._id, uuidv7()]) {
      for (const [path, body] of [
        ['/api/communication', { ...onMine(), contacted: [id] }],
        [
          '/api/communication/mass',
          { communication: { outcome: successful, action: 1, contacted: [id] }, purchases: [mine._id] },
        ],
      ] as const) {
        const refused = await ext<ErrorBody>(path, { method: 'POST', body });
        expect(refused.status, `${path} ${refused.text}`).toBe(400);
        expect(refused.json.message).toBe(`contacted: ${id} is not a contact of this purchase`);
        expect(refused.text).not.toMatch(/Hidalgo|Selina/);
      }
    }
    expect((await call<number>('/api/communications/count')).json).toBe(before);
  });

  it('gets one answer for any other user, existing or not, and learns no name', async () => {
    const before = (await call<number>('/api/communications/count')).json;
    // The project's owner is the member of staff who created it (user); admin and superadmin are not on it.
    for (const id of [app.users.admin._id, app.users.superadmin._id, uuidv7()]) {
      for (const [path, body] of [
        ['/api/communication', { ...onMine(), employees: [id] }],
        [
          '/api/communication/mass',
          { communication: { outcome: successful, action: 1, employees: [id] }, purchases: [mine._id] },
        ],
      ] as const) {
        const refused = await ext<ErrorBody>(path, { method: 'POST', body });
        expect(refused.status, `${path} ${refused.text}`).toBe(400);
        expect(refused.json.message).toBe(`employees: ${id} is not on this purchase's project`);
        expect(refused.text).not.toMatch(/Admin Tester|Superadmin Tester/);
      }
    }
    expect((await call<number>('/api/communications/count')).json).toBe(before);
  });

  it('cannot change a communication at all: the same refusal for an existing one and an unknown id', async () => {
    const [existing] = (await ext<Communication[]>(`/api/communications/search?purchases=${mine._id}`)).json;
    const answers = [];
    for (const id of [existing!._id, uuidv7()]) {
      const refused = await ext<ErrorBody>(`/api/communication/${id}`, {
        method: 'PUT',
        body: { contacted: [hiddenContact._id], employees: [app.users.admin._id] },
      });
      answers.push([refused.status, refused.json.message]);
    }
    expect(answers[0]).toEqual([403, 'Your role does not give access to this']);
    expect(answers[1]).toEqual(answers[0]);
  });
});
