import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PurchasePriorityLevel,
  type Company,
  type ErrorBody,
  type HistoryEntry,
  type Project,
  type ProjectWithPurchasers,
  type Purchase,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';
import { companyNames, createPurchase, logCommunication, updatePurchase } from './purchases-support.js';

let app: TestApp;
let call: Call;

let client: Company;
let acme: Company;
let globex: Company;
let initech: Company;
let sale: Project;
let otherSale: Project;

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('user').call;
  client = await createCompany(call, 'Client Holdings plc');
  acme = await createCompany(call, 'Acme Acquisitions Ltd', { logoUrl: 'https://example.com/acme.png' });
  globex = await createCompany(call, 'Globex Capital');
  initech = await createCompany(call, 'Initech Partners', { doNotContact: true });
  sale = await createProject(call, { projectName: 'Sale of Client Holdings', client: client._id });
  otherSale = await createProject(call, { projectName: 'Client Holdings carve-out', client: client._id });
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/purchase and GET /api/purchase/{id}', () => {
  it('registers a potential purchaser with the client taken from the project, and answers it with ETag and Location', async () => {
    const created = await call<Purchase>('/api/purchase', {
      method: 'POST',
      body: { company: acme._id, project: sale._id },
    });
    expect(created.status, created.text).toBe(201);
    const purchase = created.json;
    expect(purchase).toMatchObject({
      company: { _id: acme._id, companyName: 'Acme Acquisitions Ltd', logoUrl: 'https://example.com/acme.png' },
      client: { _id: client._id, companyName: 'Client Holdings plc' },
      project: { _id: sale._id, projectName: 'Sale of Client Holdings', reference: sale.reference },
      currentStage: '',
      clientComments: '',
      internalComments: '',
      priority: PurchasePriorityLevel.B,
      sentNDA: { checked: false },
      signedNDA: { checked: false },
      sentIM: { checked: false },
      stepHistory: [],
      lastContact: null,
      communications: [],
      version: 1,
    });
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.headers.get('location')).toBe(`/api/purchase/${purchase._id}`);

    const fetched = await call<Purchase>(`/api/purchase/${purchase._id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.json).toEqual(purchase);
    expect(fetched.headers.get('etag')).toBe('"1"');
  });

  it('starts the step history with the stage and score given', async () => {
    const purchase = await createPurchase(call, {
      company: globex._id,
      project: sale._id,
      currentStage: 'Teaser sent',
      score: 20,
      priority: PurchasePriorityLevel.A,
    });
    expect(purchase.currentStage).toBe('Teaser sent');
    expect(purchase.stepHistory).toEqual([{ step: 'Teaser sent', score: 20, date: expect.any(String) }]);
    expect(purchase.company.doNotContact).toBe(false);
  });

  it('refuses a company already a purchaser on the project with 409, and the client itself with 400, writing nothing', async () => {
    const before = await call<number>(`/api/purchases/count?project=${sale._id}`);
    const again = await call<ErrorBody>('/api/purchase', {
      method: 'POST',
      body: { company: acme._id, project: sale._id },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(
      /^Acme Acquisitions Ltd is already a potential purchaser on Sale of Client Holdings/,
    );
    const own = await call<ErrorBody>('/api/purchase', {
      method: 'POST',
      body: { company: client._id, project: sale._id },
    });
    expect(own.status).toBe(400);
    expect(own.json.message).toBe(
      'Client Holdings plc is the client of Sale of Client Holdings: a client cannot be a potential purchaser on its own project',
    );
    expect((await call<number>(`/api/purchases/count?project=${sale._id}`)).json).toBe(before.json);
  });

  it('refuses an unknown company or project, a malformed body and an NDA signed before it is sent', async () => {
    const unknownId = '0193a000-0000-7000-8000-00000000dead';
    const cases: [Record<string, unknown>, string][] = [
      [{ company: unknownId, project: sale._id }, `No company ${unknownId} exists to be the purchaser`],
      [{ company: initech._id, project: unknownId }, `No project ${unknownId} exists`],
      [{ company: initech._id, project: sale._id, priority: 7 }, 'priority must be a PurchasePriorityLevel'],
      [{ company: 'acme', project: sale._id }, 'company: '],
      [{ company: initech._id, project: sale._id, colour: 'red' }, 'colour'],
      [
        { company: initech._id, project: sale._id, signedNDA: { checked: true } },
        'An NDA cannot be signed before it is sent',
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await call<ErrorBody>('/api/purchase', { method: 'POST', body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.message).toContain(message);
    }
    expect((await call<Purchase[]>(`/api/purchases/${initech._id}`)).json).toEqual([]);
  });

  it('answers 404 for an unknown purchase and 400 for an id that is no UUID', async () => {
    expect((await call('/api/purchase/0193a000-0000-7000-8000-00000000beef')).status).toBe(404);
    const bad = await call<ErrorBody>('/api/purchase/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('id must be a UUID');
  });
});

describe('PUT /api/purchase/{id}', () => {
  let purchase: Purchase;
  beforeAll(async () => {
    purchase = await createPurchase(call, { company: initech._id, project: sale._id, currentStage: 'Contacted' });
  });

  it('moves the purchaser to a new stage, the step joining the history, and answers text with the new ETag', async () => {
    const response = await call(`/api/purchase/${purchase._id}`, {
      method: 'PUT',
      body: { currentStage: 'NDA negotiation', score: 55 },
      headers: { 'if-match': '"1"' },
    });
    expect(response.status).toBe(200);
    expect(response.text).toBe('Purchase updated');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('etag')).toBe('"2"');
    const moved = (await call<Purchase>(`/api/purchase/${purchase._id}`)).json;
    expect(moved.currentStage).toBe('NDA negotiation');
    expect(moved.stepHistory.map(({ step, score }) => ({ step, score }))).toEqual([
      { step: 'Contacted', score: 0 },
      { step: 'NDA negotiation', score: 55 },
    ]);
  });

  it('refuses a stale If-Match with 409 and the current version, changing nothing', async () => {
    const stale = await call<ErrorBody>(`/api/purchase/${purchase._id}`, {
      method: 'PUT',
      body: { priority: PurchasePriorityLevel.M },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.currentVersion).toBe(2);
    expect((await call<Purchase>(`/api/purchase/${purchase._id}`)).json.priority).toBe(PurchasePriorityLevel.B);
  });

  it('records each tick as its own event and refuses signing an NDA that was not sent', async () => {
    const refused = await call<ErrorBody>(`/api/purchase/${purchase._id}`, {
      method: 'PUT',
      body: { signedNDA: { checked: true, timestamp: '2026-11-20T10:00:00Z' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.details).toEqual({ signedNDA: 'needs sentNDA ticked' });

    await updatePurchase(call, purchase._id, {
      sentNDA: { checked: true, timestamp: '2026-11-20T09:00:00Z' },
      sentIM: { checked: true, timestamp: '2026-11-21T09:00:00Z' },
    });
    await updatePurchase(call, purchase._id, { signedNDA: { checked: true, timestamp: '2026-11-22T09:00:00Z' } });
    await updatePurchase(call, purchase._id, { sentIM: { checked: false, timestamp: '2026-11-21T09:00:00Z' } });
    await updatePurchase(call, purchase._id, {
      priority: PurchasePriorityLevel.A,
      clientComments: 'Wants the data room',
    });
    const history = (await call<HistoryEntry[]>(`/api/history/purchase/${purchase._id}`)).json;
    expect(history.map((entry) => entry.type)).toEqual([
      'PurchaseRegistered',
      'PurchaseStageChanged',
      'PurchaseNdaSent',
      'PurchaseImSent',
      'PurchaseNdaSigned',
      'PurchaseMilestoneCleared',
      'PurchaseCommentsUpdated',
      'PurchasePriorityChanged',
    ]);
    const now = (await call<Purchase>(`/api/purchase/${purchase._id}`)).json;
    expect(now).toMatchObject({
      priority: PurchasePriorityLevel.A,
      clientComments: 'Wants the data room',
      sentNDA: { checked: true, timestamp: '2026-11-20T09:00:00Z' },
      signedNDA: { checked: true },
      sentIM: { checked: false },
    });
  });

  it('accepts the record sent back whole, ignoring what it cannot change, and refuses another _id', async () => {
    const current = (await call<Purchase>(`/api/purchase/${purchase._id}`)).json;
    const echoed = await call(`/api/purchase/${purchase._id}`, {
      method: 'PUT',
      body: { ...current, internalComments: 'Slow to answer' },
      headers: { 'if-match': `"${current.version}"` },
    });
    expect(echoed.status, echoed.text).toBe(200);
    expect((await call<Purchase>(`/api/purchase/${purchase._id}`)).json.internalComments).toBe('Slow to answer');
    const other = await call<ErrorBody>(`/api/purchase/${purchase._id}`, {
      method: 'PUT',
      body: { _id: acme._id, priority: 0 },
    });
    expect(other.status).toBe(400);
  });

  it('answers 404 for an unknown purchase and 400 for a bad If-Match', async () => {
    const unknown = await call('/api/purchase/0193a000-0000-7000-8000-00000000beef', { method: 'PUT', body: {} });
    expect(unknown.status).toBe(404);
    const badHeader = await call(`/api/purchase/${purchase._id}`, {
      method: 'PUT',
      body: { priority: 1 },
      headers: { 'if-match': 'yesterday' },
    });
    expect(badHeader.status).toBe(400);
  });
});

describe('the purchase lists', () => {
  let onOther: Purchase;
  beforeAll(async () => {
    onOther = await createPurchase(call, { company: acme._id, project: otherSale._id, currentStage: 'Interested' });
  });

  it('GET /api/purchases pages and sorts, with the total in X-Total-Count', async () => {
    const page = await call<Purchase[]>('/api/purchases?limit=2&offset=0&sort=companyName');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('4');
    expect(companyNames(page.json)).toEqual(['Acme Acquisitions Ltd', 'Acme Acquisitions Ltd']);
    const last = await call<Purchase[]>('/api/purchases?limit=1&offset=0&sort=-companyName');
    expect(companyNames(last.json)).toEqual(['Initech Partners']);
    const bad = await call<ErrorBody>('/api/purchases?sort=colour');
    expect(bad.status).toBe(400);
  });

  it('GET /api/purchases/search filters by project, stage, priority and company (spec §5)', async () => {
    const ofProject = await call<Purchase[]>(`/api/purchases/search?project=${sale._id}`);
    expect(ofProject.headers.get('x-total-count')).toBe('3');
    // The hottest first (priority A), then by name.
    expect(companyNames(ofProject.json)).toEqual(['Globex Capital', 'Initech Partners', 'Acme Acquisitions Ltd']);
    const staged = await call<Purchase[]>('/api/purchases/search?currentStage=nda');
    expect(companyNames(staged.json)).toEqual(['Initech Partners']);
    const hot = await call<Purchase[]>(`/api/purchases/search?project=${sale._id}&priority=0`);
    expect(companyNames(hot.json)).toEqual(['Globex Capital', 'Initech Partners']);
    const some = await call<Purchase[]>(`/api/purchases/search?priority=0&priority=1&company=${acme._id}`);
    expect(some.json.map((p) => p.project.projectName).sort()).toEqual([
      'Client Holdings carve-out',
      'Sale of Client Holdings',
    ]);
    const ticked = await call<Purchase[]>('/api/purchases/search?sentNDA=true');
    expect(companyNames(ticked.json)).toEqual(['Initech Partners']);
    for (const query of ['project=abc', 'priority=A', 'priority=3', 'colour=red', 'sentNDA=maybe']) {
      expect((await call(`/api/purchases/search?${query}`)).status, query).toBe(400);
    }
  });

  it('GET /api/purchases/count answers a bare number, filtered', async () => {
    const all = await call<number>('/api/purchases/count');
    expect(all.headers.get('content-type')).toMatch(/^application\/json/);
    expect(all.json).toBe(4);
    expect((await call<number>(`/api/purchases/count?project=${otherSale._id}`)).json).toBe(1);
  });

  it('GET /api/purchases/{companyId} lists where that company is the purchaser', async () => {
    const ofAcme = await call<Purchase[]>(`/api/purchases/${acme._id}`);
    expect(ofAcme.headers.get('x-total-count')).toBe('2');
    expect(ofAcme.json.every((p) => p.company._id === acme._id)).toBe(true);
    expect((await call<Purchase[]>(`/api/purchases/${client._id}`)).json).toEqual([]);
  });

  it('GET /api/purchases/find/top/{text}/{limit} matches purchaser names, the start first', async () => {
    const top = await call<Purchase[]>('/api/purchases/find/top/cap/5');
    expect(companyNames(top.json)).toEqual(['Globex Capital']);
    const blank = await call<Purchase[]>(`/api/purchases/find/top/${encodeURIComponent(' ')}/3`);
    expect(blank.json).toHaveLength(3);
    expect((await call<Purchase[]>('/api/purchases/find/top/a')).json.length).toBeLessThanOrEqual(5);
    expect((await call('/api/purchases/find/top/a/0')).status).toBe(400);
  });

  it('GET /api/purchase/clientAndPurchaser/{clientId}/{purchaserId} lists that purchaser on the client’s projects', async () => {
    const both = await call<Purchase[]>(`/api/purchase/clientAndPurchaser/${client._id}/${acme._id}`);
    expect(both.status).toBe(200);
    expect(both.json.map((p) => p.project._id).sort()).toEqual([sale._id, otherSale._id].sort());
    expect((await call<Purchase[]>(`/api/purchase/clientAndPurchaser/${acme._id}/${client._id}`)).json).toEqual([]);
  });

  it('GET /api/project/getProjectFromIdAndPurchaserStatus/{id}/{status}: the project with its purchasers at that stage', async () => {
    const interested = await call<ProjectWithPurchasers>(
      `/api/project/getProjectFromIdAndPurchaserStatus/${otherSale._id}/INTERESTED`,
    );
    expect(interested.status).toBe(200);
    expect(interested.json).toMatchObject({
      _id: otherSale._id,
      reference: otherSale.reference,
      projectName: 'Client Holdings carve-out',
      client: { _id: client._id, companyName: 'Client Holdings plc' },
      purchaserStatus: 'INTERESTED',
    });
    expect(interested.json.purchases.map((p) => p._id)).toEqual([onOther._id]);
    const all = await call<ProjectWithPurchasers>(`/api/project/getProjectFromIdAndPurchaserStatus/${sale._id}/all`);
    expect(all.json.purchases).toHaveLength(3);
    const none = await call<ProjectWithPurchasers>(
      `/api/project/getProjectFromIdAndPurchaserStatus/${sale._id}/Completed`,
    );
    expect(none.json.purchases).toEqual([]);
    const unknown = await call(
      `/api/project/getProjectFromIdAndPurchaserStatus/0193a000-0000-7000-8000-00000000beef/all`,
    );
    expect(unknown.status).toBe(404);
  });

  it('shows the purchaser under its new name after the company is renamed, and sorts by it', async () => {
    const renamed = await call(`/api/company/${globex._id}`, {
      method: 'PUT',
      body: { companyName: 'Zenith Capital' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const sorted = await call<Purchase[]>(`/api/purchases/search?project=${sale._id}&sort=-companyName`);
    expect(companyNames(sorted.json)).toEqual(['Zenith Capital', 'Initech Partners', 'Acme Acquisitions Ltd']);
    expect(companyNames((await call<Purchase[]>('/api/purchases/search?companyName=zenith')).json)).toEqual([
      'Zenith Capital',
    ]);
  });
});

describe('the records linked to a purchase (spec §3.6)', () => {
  it('lists the tasks, notes and communications linked to it, newest first, and refuses links to a purchase that does not exist', async () => {
    const purchase = await createPurchase(call, { company: initech._id, project: otherSale._id });
    const task = await call<{ _id: string }>('/api/task', {
      method: 'POST',
      body: { subject: 'Send the teaser', purchases: [purchase._id] },
    });
    expect(task.status, task.text).toBe(201);
    const note = await call<{ _id: string }>('/api/note', {
      method: 'POST',
      body: { content: 'Prefers e-mail', purchases: [purchase._id] },
    });
    expect(note.status, note.text).toBe(201);
    const older = await logCommunication(call, { commsDate: '2026-10-01T09:00:00Z', purchases: [purchase._id] });
    const newer = await logCommunication(call, { commsDate: '2026-10-02T09:00:00Z', purchases: [purchase._id] });
    const linked = (await call<Purchase>(`/api/purchase/${purchase._id}`)).json;
    expect(linked).toMatchObject({
      tasks: [task.json._id],
      notes: [note.json._id],
      attachments: [],
      communications: [newer._id, older._id],
    });
    const listed = (await call<Purchase[]>(`/api/purchases/search?project=${otherSale._id}&company=${initech._id}`))
      .json;
    expect(listed[0]!.communications).toEqual([newer._id, older._id]);
    const unknownId = '0193a000-0000-7000-8000-00000000dead';
    const refused = await call<ErrorBody>('/api/task', {
      method: 'POST',
      body: { subject: 'Orphan', purchases: [unknownId] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(`Cannot link records that do not exist: purchase ${unknownId}`);
  });
});

describe('DELETE /api/purchase/{id}', () => {
  it('deletes with If-Match, answers text, and the purchase leaves the lists', async () => {
    const purchase = await createPurchase(call, { company: globex._id, project: otherSale._id });
    const before = (await call<number>(`/api/purchases/count?project=${otherSale._id}`)).json;
    const stale = await call(`/api/purchase/${purchase._id}`, { method: 'DELETE', headers: { 'if-match': '"7"' } });
    expect(stale.status).toBe(409);
    const deleted = await call(`/api/purchase/${purchase._id}`, { method: 'DELETE', headers: { 'if-match': '"1"' } });
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('Purchase deleted');
    expect((await call(`/api/purchase/${purchase._id}`)).status).toBe(404);
    expect((await call<number>(`/api/purchases/count?project=${otherSale._id}`)).json).toBe(before - 1);
    expect((await call(`/api/purchase/${purchase._id}`, { method: 'DELETE' })).status).toBe(404);
    // Once deleted, the company may be registered on the project again.
    await createPurchase(call, { company: globex._id, project: otherSale._id });
  });
});

describe('who may call', () => {
  it('keeps clients out and external callers from staff-only routes', async () => {
    const clientToken = (await app.signIn('client')).token;
    expect((await app.asToken(clientToken).call('/api/purchases')).status).toBe(403);
    expect((await app.asToken(clientToken).call(`/api/purchases/search?project=${sale._id}`)).status).toBe(403);
    const external = (await app.signIn('external')).token;
    expect((await app.asToken(external).call('/api/purchases')).status).toBe(403);
    expect(
      (
        await app
          .asToken(external)
          .call('/api/purchase', { method: 'POST', body: { company: acme._id, project: sale._id } })
      ).status,
    ).toBe(403);
  });
});
