import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordRoom,
  type ClientApprovalItem,
  type Company,
  type ErrorBody,
  type Project,
  type Purchase,
  type SubmitPurchasersAnswer,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { collectChanges, connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';
import { createPurchase } from './purchases-support.js';

/**
 * Issue 14: the deal team submits potential purchasers to the client, the client approves or
 * rejects them, and a rejected purchaser may not be approached (no stage, NDA, IM or call).
 */
let app: TestApp;
let token: string;
let clientToken: string;
let call: Call;

let sale: Project;
let otherSale: Project;
const purchasers: Purchase[] = [];
let foreign: Purchase;

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  clientToken = (await app.signIn('client')).token;
  const admin = (await app.signIn('admin')).token;
  const client = await createCompany(call, 'Bennett Bakeries Ltd');
  const otherClient = await createCompany(call, 'Somebody Else plc');
  sale = await createProject(call, { projectName: 'Sale of Bennett Bakeries', client: client._id });
  otherSale = await createProject(call, { projectName: 'Sale of Somebody Else', client: otherClient._id });
  const names = ['Acme Foods Ltd', 'Baker Brothers', 'Crumb Capital', 'Dough Partners', 'Eclair Group'];
  for (const name of names) {
    const company: Company = await createCompany(
      call,
      name,
      name === 'Acme Foods Ltd' ? { industryType: 'FoodAndBeverage' } : {},
    );
    purchasers.push(
      await createPurchase(call, { company: company._id, project: sale._id, internalComments: 'Keen, cash buyer' }),
    );
  }
  foreign = await createPurchase(call, { company: purchasers[0]!.company._id, project: otherSale._id });
  const linked = await app
    .asToken(admin)
    .call(`/api/user/${app.users.client._id}`, { method: 'PUT', body: { companies: [client._id] } });
  expect(linked.status, linked.text).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

const submit = (projectId: string, body: unknown, as = token) =>
  app.asToken(as).call<SubmitPurchasersAnswer & ErrorBody>(`/api/project/${projectId}/purchasers/approval`, {
    method: 'POST',
    body,
  });
const decide = (purchaseId: string, body: unknown, as = clientToken) =>
  app
    .asToken(as)
    .call<ClientApprovalItem & ErrorBody>(`/api/client/purchase/${purchaseId}/decision`, { method: 'POST', body });
const purchase = async (id: string) => (await call<Purchase>(`/api/purchase/${id}`)).json;

describe('POST /api/project/{id}/purchasers/approval', () => {
  it('submits the purchasers named, with the note and the sector in words', async () => {
    const [acme, baker] = purchasers;
    const answer = await submit(sale._id, {
      purchases: [acme!._id, baker!._id],
      note: 'Two strong buyers',
      shareSector: true,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ submitted: [acme!._id, baker!._id], skipped: [] });
    expect((await purchase(acme!._id)).clientReview).toMatchObject({
      state: 'awaiting',
      round: 1,
      note: 'Two strong buyers',
      sector: 'Food And Beverage',
      submittedAt: expect.any(String),
    });
    expect((await purchase(baker!._id)).clientReview.sector).toBeNull();
  });

  it('submits every purchaser not yet submitted with all, and says why the others were skipped', async () => {
    const answer = await submit(sale._id, { all: true });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.submitted.sort()).toEqual(
      purchasers
        .slice(2)
        .map((p) => p._id)
        .sort(),
    );
    expect(answer.json.skipped).toEqual([
      { _id: purchasers[0]!._id, companyName: 'Acme Foods Ltd', reason: 'already waiting for the client’s decision' },
      { _id: purchasers[1]!._id, companyName: 'Baker Brothers', reason: 'already waiting for the client’s decision' },
    ]);
    expect((await purchase(purchasers[2]!._id)).clientReview).toMatchObject({
      state: 'awaiting',
      note: '',
      sector: null,
    });
  });

  it('refuses bad bodies naming the field, purchases of another project or unknown, and an unknown project', async () => {
    const neither = await submit(sale._id, { note: 'x' });
    expect(neither.status).toBe(400);
    expect(neither.json.details).toHaveProperty('purchases');
    const both = await submit(sale._id, { all: true, purchases: [purchasers[0]!._id] });
    expect(both.status).toBe(400);
    expect((await submit(sale._id, { purchases: ['not-an-id'] })).json.details).toHaveProperty(['purchases.0']);
    expect((await submit(sale._id, { all: true, extra: 1 })).status).toBe(400);
    expect((await submit(sale._id, { all: true, shareSector: 'yes' })).json.details).toHaveProperty('shareSector');

    const elsewhere = await submit(sale._id, { purchases: [foreign._id] });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.details).toHaveProperty('purchases');
    const unknown = await submit(sale._id, { purchases: ['0193a000-0000-7000-8000-000000000999'] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.details).toHaveProperty('purchases');
    expect((await submit('0193a000-0000-7000-8000-000000000998', { all: true })).status).toBe(404);
    expect((await submit('nope', { all: true })).status).toBe(400);
  });

  it('is for staff: a client or an external caller is refused', async () => {
    expect((await submit(sale._id, { all: true }, clientToken)).status).toBe(403);
    const external = (await app.signIn('external')).token;
    expect((await submit(sale._id, { all: true }, external)).status).toBe(403);
  });
});

describe('POST /api/client/purchase/{purchaseId}/decision', () => {
  it('records the decision and answers the item with nothing internal in it', async () => {
    const answer = await decide(purchasers[1]!._id, { decision: 'approved', comment: 'Fine by us' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      kind: 'purchaser',
      _id: purchasers[1]!._id,
      project: { _id: sale._id, projectName: 'Sale of Bennett Bakeries' },
      title: 'Baker Brothers',
      review: { state: 'approved', comment: 'Fine by us', decidedAt: expect.any(String) },
      file: null,
    });
    expect(answer.text).not.toContain('Keen, cash buyer');
    expect(answer.text).not.toContain('internalComments');
    expect(answer.text).not.toContain('priority');
  });

  it('refuses a second decision (409), and a bad decision naming the field', async () => {
    const again = await decide(purchasers[1]!._id, { decision: 'rejected' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This purchaser is not waiting for a decision');
    const bad = await decide(purchasers[2]!._id, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toHaveProperty('decision');
  });

  it("answers 404 for another client's purchase and one never submitted, as for an unknown id; staff are refused", async () => {
    await submit(otherSale._id, { all: true });
    const notSubmitted = await createPurchase(call, {
      company: (await createCompany(call, 'Fresh Face Ltd'))._id,
      project: sale._id,
    });
    for (const id of [foreign._id, notSubmitted._id, '0193a000-0000-7000-8000-000000000997']) {
      const answer = await decide(id, { decision: 'approved' });
      expect(answer.status, id).toBe(404);
      expect(answer.json.message).toBe(`Purchase ${id} was not found`);
    }
    expect((await decide(purchasers[2]!._id, { decision: 'approved' }, token)).status).toBe(403);
  });
});

describe('a purchaser the client rejected', () => {
  it('may not be approached: stage, NDA and IM changes and a call are refused naming the decision', async () => {
    const rejected = purchasers[3]!;
    const decided = await decide(rejected._id, {
      decision: 'rejected',
      comment: 'We know them — a competitor, please don’t approach',
    });
    expect(decided.status, decided.text).toBe(200);
    const tick = { checked: true, timestamp: new Date().toISOString() };
    for (const body of [{ currentStage: 'Contacted' }, { sentNDA: tick }, { sentIM: tick }]) {
      const refused = await call<ErrorBody>(`/api/purchase/${rejected._id}`, { method: 'PUT', body });
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.json.message).toMatch(
        /^The client Bennett Bakeries Ltd rejected Dough Partners as a purchaser on \d+ \w+ \d{4} \(“We know them — a competitor, please don’t approach”\): no approach/,
      );
    }
    const call409 = await call<ErrorBody>('/api/communication', {
      method: 'POST',
      body: { commsDate: new Date().toISOString(), purchases: [rejected._id] },
    });
    expect(call409.status, call409.text).toBe(409);
    expect(call409.json.message).toContain('rejected Dough Partners as a purchaser');

    const comment = await call(`/api/purchase/${rejected._id}`, {
      method: 'PUT',
      body: { internalComments: 'Client said no' },
    });
    expect(comment.status, comment.text).toBe(200);
  });

  it('is submitted again by name as the next round, but not with all', async () => {
    const rejected = purchasers[3]!;
    const all = await submit(sale._id, { all: true });
    expect(all.json.skipped.find((s) => s._id === rejected._id)?.reason).toBe(
      'rejected by the client: name it to submit it again',
    );
    const again = await submit(sale._id, { purchases: [rejected._id], note: 'New owners since' });
    expect(again.json.submitted).toEqual([rejected._id]);
    expect((await purchase(rejected._id)).clientReview).toMatchObject({ state: 'awaiting', round: 2, comment: '' });
  });
});

describe('the realtime push', () => {
  it("tells the project's room of a submission as an update of clientReview, without internal comments", async () => {
    const socket = await connectSocket(app.baseUrl, { token });
    try {
      await subscribeRooms(socket, [recordRoom('project', sale._id)]);
      const received = collectChanges(socket);
      const fresh = await createPurchase(call, {
        company: (await createCompany(call, 'Realtime Buyer Ltd'))._id,
        project: sale._id,
        internalComments: 'Keen, cash buyer',
      });
      expect((await submit(sale._id, { purchases: [fresh._id] })).status).toBe(200);
      await waitUntil(() => received.some((m) => m.id === fresh._id && m.version === 2));
      const message = received.find((m) => m.id === fresh._id && m.version === 2)!;
      expect(message).toMatchObject({
        type: 'purchase',
        op: 'updated',
        changes: { clientReview: { to: { state: 'awaiting' } } },
      });
      expect(JSON.stringify(received)).not.toContain('Keen, cash buyer');
    } finally {
      socket.disconnect();
    }
  });
});
