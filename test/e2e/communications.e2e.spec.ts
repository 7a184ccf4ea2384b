import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  CommunicationType,
  type Communication,
  type Company,
  type ErrorBody,
  type Project,
  type Purchase,
} from '@dealbook/contracts';
import {
  findCallerCommunicationReportRows,
  findProjectCommunicationReportRows,
  findProjectPurchaserReportRows,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../api/src/kernel/database-tokens.js';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';
import { createPurchase, logCommunication } from './purchases-support.js';

let app: TestApp;
let call: Call;

const successful = 'Spoke to Contact - Successful call';
const noResponse = 'Called but no response';
const wrongContact = 'Engaged conversation but not the right contact';

let client: Company;
let acme: Company;
let globex: Company;
let project: Project;
let onAcme: Purchase;
let onGlobex: Purchase;
let contactId: string;

const countAll = async () => (await call<number>('/api/communications/count')).json;
const purchase = async (id: string) => (await call<Purchase>(`/api/purchase/${id}`)).json;

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('user').call;
  client = await createCompany(call, 'Vendor Group plc');
  acme = await createCompany(call, 'Acme Buyers Ltd');
  globex = await createCompany(call, 'Globex Investments');
  project = await createProject(call, { projectName: 'Vendor Group sale', client: client._id });
  onAcme = await createPurchase(call, { company: acme._id, project: project._id });
  onGlobex = await createPurchase(call, { company: globex._id, project: project._id });
  const contact = await call<{ _id: string }>('/api/contact', {
    method: 'POST',
    body: { firstName: 'Ada', lastName: 'Buyer', companies: [acme._id] },
  });
  expect(contact.status, contact.text).toBe(201);
  contactId = contact.json._id;
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/communication and GET /api/communication/{id}', () => {
  it("logs a call on a purchase, linked to its project and purchaser company, by its author, and it becomes the purchase's last contact", async () => {
    const created = await call<Communication>('/api/communication', {
      method: 'POST',
      body: {
        commsDate: '2026-11-02T09:30:00Z',
        content: 'Interested, wants the teaser',
        contacted: [contactId],
        outcome: successful,
        action: CommunicationAction.SendNDA,
        purchases: [onAcme._id],
      },
    });
    expect(created.status, created.text).toBe(201);
    const communication = created.json;
    expect(communication).toMatchObject({
      commsType: CommunicationType.Phone,
      commsDate: '2026-11-02T09:30:00.000Z',
      outcome: successful,
      action: CommunicationAction.SendNDA,
      contacted: [{ _id: contactId, fullName: 'Ada Buyer' }],
      employees: [{ _id: app.users.user._id, fullName: 'User Tester' }],
      createdBy: { _id: app.users.user._id, fullName: 'User Tester' },
      purchases: [onAcme._id],
      projects: [project._id],
      companies: [acme._id],
      contacts: [],
      version: 1,
    });
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.headers.get('location')).toBe(`/api/communication/${communication._id}`);
    const fetched = await call<Communication>(`/api/communication/${communication._id}`);
    expect(fetched.json).toEqual(communication);

    expect((await purchase(onAcme._id)).lastContact).toEqual({
      _id: communication._id,
      commsDate: '2026-11-02T09:30:00.000Z',
      commsType: CommunicationType.Phone,
      outcome: successful,
      action: CommunicationAction.SendNDA,
    });
  });

  it('refuses an action that does not follow the outcome (spec §4.4) with the rule in the message, writing nothing', async () => {
    const before = await countAll();
    const refused = await call<ErrorBody>('/api/communication', {
      method: 'POST',
      body: { outcome: noResponse, action: CommunicationAction.SendNDA, purchases: [onGlobex._id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("action 0 does not follow outcome 'Called but no response': use one of 4");
    const missing = await call<ErrorBody>('/api/communication', {
      method: 'POST',
      body: { outcome: wrongContact, purchases: [onGlobex._id] },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toContain(`outcome '${wrongContact}' needs an action: one of 3`);
    expect(await countAll()).toBe(before);
    expect((await purchase(onGlobex._id)).lastContact).toBeNull();
  });

  it('refuses links, employees and contacts that do not exist, and unknown fields', async () => {
    const before = await countAll();
    const unknownId = '0193a000-0000-7000-8000-00000000dead';
    const cases: [Record<string, unknown>, string][] = [
      [{ purchases: [unknownId] }, `Cannot link records that do not exist: purchase ${unknownId}`],
      [{ projects: [unknownId] }, `project ${unknownId}`],
      [
        { employees: [unknownId], purchases: [onGlobex._id] },
        `employees must name active staff or external users; not ${unknownId}`,
      ],
      [
        { employees: [app.users.client._id], purchases: [onGlobex._id] },
        'employees must name active staff or external users',
      ],
      [{ contacted: [unknownId], purchases: [onGlobex._id] }, `contacted must name contacts; not ${unknownId}`],
      [{ commsType: 9 }, 'commsType must be a CommunicationType'],
      [{ outcome: 'Went well' }, 'outcome must be one of'],
      [{ mood: 'good' }, 'mood'],
    ];
    for (const [body, message] of cases) {
      const refused = await call<ErrorBody>('/api/communication', { method: 'POST', body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.message).toContain(message);
    }
    expect(await countAll()).toBe(before);
  });

  it('refuses a communication linked to no record, naming the link lists, logging nothing', async () => {
    const before = await countAll();
    for (const body of [{}, { content: 'Called', contacted: [] }]) {
      const refused = await call<ErrorBody>('/api/communication', { method: 'POST', body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.message).toContain('purchases, projects, companies or contacts');
    }
    expect(await countAll()).toBe(before);
  });

  it('answers 404 for an unknown communication', async () => {
    expect((await call('/api/communication/0193a000-0000-7000-8000-00000000beef')).status).toBe(404);
  });
});

describe('PUT and DELETE /api/communication/{id}, and the last contact they move', () => {
  let first: Communication;
  let second: Communication;
  beforeAll(async () => {
    first = await logCommunication(call, {
      commsDate: '2026-11-03T09:00:00Z',
      outcome: noResponse,
      action: CommunicationAction.TryToCallAgain,
      purchases: [onGlobex._id],
    });
    second = await logCommunication(call, {
      commsDate: '2026-11-03T10:00:00Z',
      outcome: successful,
      action: CommunicationAction.FurtherCallBooked,
      purchases: [onGlobex._id],
    });
  });

  it('the latest call by date is the last contact', async () => {
    expect((await purchase(onGlobex._id)).lastContact?._id).toBe(second._id);
  });

  it('a call logged after another but dated before it does not take the last contact; one dated the same does', async () => {
    const sale = await createProject(call, { projectName: 'Vendor Group backdated sale', client: client._id });
    const buyer = await createCompany(call, 'Backdated Buyers Ltd');
    const onBuyer = await createPurchase(call, { company: buyer._id, project: sale._id });
    const log = (commsDate: string) =>
      logCommunication(call, {
        commsDate,
        outcome: noResponse,
        action: CommunicationAction.TryToCallAgain,
        purchases: [onBuyer._id],
      });
    const latest = await log('2026-11-05T10:00:00Z');
    await log('2026-11-05T09:00:00Z');
    expect((await purchase(onBuyer._id)).lastContact?._id).toBe(latest._id);
    // Ties go to the later logged, as a recount over all of the purchase's calls would have it.
    const tied = await log('2026-11-05T10:00:00Z');
    expect((await purchase(onBuyer._id)).lastContact?._id).toBe(tied._id);
  });

  it('edits fields and the outcome with its action, answering text; the pair must keep the rules', async () => {
    const edited = await call(`/api/communication/${second._id}`, {
      method: 'PUT',
      body: { content: 'Call booked for Friday', outcome: successful, action: CommunicationAction.EmailToBeResent },
      headers: { 'if-match': '"1"' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.text).toBe('Communication updated');
    expect(edited.headers.get('etag')).toBe('"3"');
    expect((await purchase(onGlobex._id)).lastContact).toMatchObject({ action: CommunicationAction.EmailToBeResent });
    const alone = await call<ErrorBody>(`/api/communication/${second._id}`, {
      method: 'PUT',
      body: { outcome: noResponse },
    });
    expect(alone.status).toBe(400);
    expect(alone.json.message).toContain('outcome and action change together');
    const wrong = await call<ErrorBody>(`/api/communication/${second._id}`, {
      method: 'PUT',
      body: { outcome: wrongContact, action: CommunicationAction.SendNDA },
    });
    expect(wrong.status).toBe(400);
    const stale = await call<ErrorBody>(`/api/communication/${second._id}`, {
      method: 'PUT',
      body: { content: 'Lost' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.currentVersion).toBe(3);
    expect((await call<Communication>(`/api/communication/${second._id}`)).json.content).toBe('Call booked for Friday');
  });

  it('moving a call earlier, deleting and unlinking change the last contact', async () => {
    await call(`/api/communication/${second._id}`, { method: 'PUT', body: { commsDate: '2026-11-03T08:00:00Z' } });
    expect((await purchase(onGlobex._id)).lastContact?._id).toBe(first._id);
    const deleted = await call(`/api/communication/${first._id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('Communication deleted');
    expect((await call(`/api/communication/${first._id}`)).status).toBe(404);
    expect((await purchase(onGlobex._id)).lastContact?._id).toBe(second._id);
    await call(`/api/communication/${second._id}`, { method: 'PUT', body: { purchases: [] } });
    expect((await purchase(onGlobex._id)).lastContact).toBeNull();
    const relinked = await call(`/api/communication/${second._id}`, {
      method: 'PUT',
      body: { purchases: [onGlobex._id] },
    });
    expect(relinked.status, relinked.text).toBe(200);
    expect((await purchase(onGlobex._id)).lastContact?._id).toBe(second._id);
  });

  it('linking another purchase links its purchaser company too', async () => {
    await call(`/api/communication/${second._id}`, {
      method: 'PUT',
      body: { purchases: [onGlobex._id, onAcme._id] },
    });
    const now = (await call<Communication>(`/api/communication/${second._id}`)).json;
    expect(new Set(now.companies)).toEqual(new Set([globex._id, acme._id]));
    expect(now.projects).toEqual([project._id]);
  });
});

describe('POST /api/communication/mass', () => {
  it('logs one communication per purchase, each with its purchase, project and purchaser company', async () => {
    const before = await countAll();
    const logged = await call('/api/communication/mass', {
      method: 'POST',
      body: {
        communication: {
          commsType: CommunicationType.Email,
          commsDate: '2026-11-04T12:00:00Z',
          content: 'Teaser sent to all',
          outcome: successful,
          action: CommunicationAction.SendNDA,
        },
        purchases: [onAcme._id, onGlobex._id],
      },
    });
    expect(logged.status, logged.text).toBe(201);
    expect(logged.text).toBe('2 communications logged');
    expect(await countAll()).toBe(before + 2);
    const emails = (await call<Communication[]>(`/api/communications/search?commsType=2&from=2026-11-04`)).json;
    expect(emails.map((c) => [c.purchases, c.companies, c.projects])).toEqual(
      expect.arrayContaining([
        [[onAcme._id], [acme._id], [project._id]],
        [[onGlobex._id], [globex._id], [project._id]],
      ]),
    );
    expect((await purchase(onAcme._id)).lastContact?.commsDate).toBe('2026-11-04T12:00:00.000Z');
  });

  it('checks every purchase and the outcome first: one unknown id or a bad pair writes nothing', async () => {
    const before = await countAll();
    const unknownId = '0193a000-0000-7000-8000-00000000dead';
    const unknown = await call<ErrorBody>('/api/communication/mass', {
      method: 'POST',
      body: { communication: { outcome: noResponse, action: 4 }, purchases: [onAcme._id, unknownId] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(`Nothing was logged: no purchase ${unknownId}`);
    const pair = await call<ErrorBody>('/api/communication/mass', {
      method: 'POST',
      body: { communication: { outcome: noResponse, action: 0 }, purchases: [onAcme._id] },
    });
    expect(pair.status).toBe(400);
    const empty = await call<ErrorBody>('/api/communication/mass', {
      method: 'POST',
      body: { communication: {}, purchases: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toContain('purchases must name at least one purchase');
    expect(await countAll()).toBe(before);
  });
});

describe('the communication lists', () => {
  it('GET /api/communications pages newest first with X-Total-Count, and sorts', async () => {
    const total = await countAll();
    const page = await call<Communication[]>('/api/communications?limit=2');
    expect(page.headers.get('x-total-count')).toBe(String(total));
    expect(page.json).toHaveLength(2);
    expect(page.json[0]!.commsDate >= page.json[1]!.commsDate).toBe(true);
    const oldest = await call<Communication[]>('/api/communications?limit=1&sort=commsDate');
    expect(oldest.json[0]!.commsDate).toBe('2026-11-02T09:30:00.000Z');
    expect((await call('/api/communications?sort=mood')).status).toBe(400);
  });

  it('GET /api/communications/search filters on links, people, outcome, action, type and dates (spec §5)', async () => {
    const search = async (query: string) => (await call<Communication[]>(`/api/communications/search?${query}`)).json;
    expect((await search(`purchases=${onAcme._id}`)).map((c) => c.commsDate)).toEqual([
      '2026-11-04T12:00:00.000Z',
      '2026-11-03T08:00:00.000Z',
      '2026-11-02T09:30:00.000Z',
    ]);
    expect(await search(`contacts=${contactId}`)).toEqual([]);
    expect(await search(`companies=${acme._id}&commsType=1`)).toHaveLength(2);
    expect(await search(`projects=${project._id}&outcome=${encodeURIComponent(successful)}&action=0`)).toHaveLength(3);
    expect(await search(`employees=${app.users.user._id}&from=2026-11-03&to=2026-11-03`)).toHaveLength(1);
    expect(await search(`createdBy=${app.users.manager._id}`)).toEqual([]);
    expect(await search(`contacted=${contactId}`)).toHaveLength(1);
    expect(await search('content=teaser')).toHaveLength(3);
    for (const query of [
      'outcome=Happy',
      'action=x',
      'action=9',
      'commsType=42',
      'from=yesterday',
      'purchases=abc',
      'mood=1',
    ]) {
      expect((await call(`/api/communications/search?${query}`)).status, query).toBe(400);
    }
    // A number outside the enumeration is a mistake to tell, not an empty list.
    const outside = await call<ErrorBody>('/api/communications/search?action=9');
    expect(outside.json.message).toContain('0 (SendNDA)');
  });

  it('GET /api/communications/listByIds/{ids} and /count', async () => {
    const [newest] = (await call<Communication[]>('/api/communications?limit=1')).json;
    const unknownId = '0193a000-0000-7000-8000-00000000dead';
    const listed = await call<Communication[]>(`/api/communications/listByIds/${newest!._id},${unknownId}`);
    expect(listed.json.map((c) => c._id)).toEqual([newest!._id]);
    expect((await call('/api/communications/listByIds/nope')).status).toBe(400);
    expect((await call<number>(`/api/communications/count?purchases=${onGlobex._id}`)).json).toBe(2);
  });
});

describe("a caller's communications, timeline and summary", () => {
  const manager = () => app.users.manager._id;
  beforeAll(async () => {
    const log = (body: Record<string, unknown>) => logCommunication(app.as('manager').call, body as never);
    await log({ commsDate: '2026-10-01T09:00:00Z', outcome: successful, action: 0, purchases: [onAcme._id] });
    await log({ commsDate: '2026-10-01T11:00:00Z', outcome: successful, action: 0, purchases: [onGlobex._id] });
    await log({ commsDate: '2026-10-01T15:00:00Z', outcome: noResponse, action: 4, purchases: [onAcme._id] });
    // 23:30 UTC on 1 October is already 2 October in Paris.
    await log({ commsDate: '2026-10-01T23:30:00Z', outcome: noResponse, action: 4, purchases: [onGlobex._id] });
    await log({ commsDate: '2026-10-02T10:00:00Z', content: 'Left a note with reception', companies: [acme._id] });
    // Logged by someone else with the manager on the call: it counts for the manager too.
    await logCommunication(call, {
      commsDate: '2026-10-02T12:00:00Z',
      employees: [manager(), app.users.user._id],
      outcome: wrongContact,
      action: 3,
      purchases: [onAcme._id],
    });
  });

  it('getPurchaseCommunicationsByUserId: their calls on purchases in the range, newest first, limited', async () => {
    const path = `/api/communications/getPurchaseCommunicationsByUserId/${manager()}`;
    const october = await app.as('manager').call<Communication[]>(`${path}/2026-10-01/2026-10-31`);
    expect(october.status, october.text).toBe(200);
    expect(october.json.map((c) => c.commsDate)).toEqual([
      '2026-10-02T12:00:00.000Z',
      '2026-10-01T23:30:00.000Z',
      '2026-10-01T15:00:00.000Z',
      '2026-10-01T11:00:00.000Z',
      '2026-10-01T09:00:00.000Z',
    ]);
    const two = await call<Communication[]>(`${path}/2026-10-01/2026-10-31/2`);
    expect(two.json).toHaveLength(2);
    // The default range is the last month: these October 2026 calls are in the past or future of it.
    expect((await call(`${path}`)).status).toBe(200);
    expect((await call(`${path}/2026-10-31/2026-10-01`)).status).toBe(400);
    expect((await call(`${path}/2026-10-01/2026-10-31/0`)).status).toBe(400);
    expect((await call(`/api/communications/getPurchaseCommunicationsByUserId/${acme._id}`)).status).toBe(404);
  });

  it('getCommunicationTimelinesById: per day, outcome and action, the count and its share of the day', async () => {
    const timeline = await call(`/api/communications/getCommunicationTimelinesById/${manager()}/2026-10-01/2026-10-02`);
    expect(timeline.status, timeline.text).toBe(200);
    expect(timeline.json).toEqual([
      { date: '2026-10-01', outcome: successful, action: 0, count: 2, percent: 50 },
      { date: '2026-10-01', outcome: noResponse, action: 4, count: 2, percent: 50 },
      { date: '2026-10-02', outcome: wrongContact, action: 3, count: 1, percent: 50 },
      { date: '2026-10-02', outcome: null, action: null, count: 1, percent: 50 },
    ]);
    const paris = await call(
      `/api/communications/getCommunicationTimelinesById/${manager()}/2026-10-01/2026-10-02?tz=Europe/Paris`,
    );
    expect(paris.json).toEqual([
      { date: '2026-10-01', outcome: successful, action: 0, count: 2, percent: 66.7 },
      { date: '2026-10-01', outcome: noResponse, action: 4, count: 1, percent: 33.3 },
      { date: '2026-10-02', outcome: wrongContact, action: 3, count: 1, percent: 33.3 },
      { date: '2026-10-02', outcome: noResponse, action: 4, count: 1, percent: 33.3 },
      { date: '2026-10-02', outcome: null, action: null, count: 1, percent: 33.3 },
    ]);
    const allTime = await call<unknown[]>(`/api/communications/getCommunicationTimelinesById/${manager()}`);
    expect(allTime.json).toHaveLength(4);
    expect((await call(`/api/communications/getCommunicationTimelinesById/${manager()}?tz=Mars/Olympus`)).status).toBe(
      400,
    );
  });

  it('getCommunicationsSummaryById: totals per outcome and action, today and the latest date', async () => {
    await logCommunication(app.as('manager').call, {
      commsDate: new Date().toISOString(),
      outcome: noResponse,
      action: 4,
      purchases: [onGlobex._id],
    });
    const summary = await call(`/api/communications/getCommunicationsSummaryById/${manager()}`);
    expect(summary.status, summary.text).toBe(200);
    expect(summary.json).toEqual({
      userId: manager(),
      total: 7,
      today: 1,
      // In the order of spec §3.8, none last.
      byOutcome: [
        { outcome: successful, count: 2 },
        { outcome: wrongContact, count: 1 },
        { outcome: noResponse, count: 3 },
        { outcome: null, count: 1 },
      ],
      byAction: [
        { action: 0, count: 2 },
        { action: 3, count: 1 },
        { action: 4, count: 3 },
        { action: null, count: 1 },
      ],
      lastCommsDate: expect.any(String),
    });
    const nobody = await call(`/api/communications/getCommunicationsSummaryById/${app.users.admin._id}`);
    expect(nobody.json).toMatchObject({ total: 0, today: 0, byOutcome: [], byAction: [], lastCommsDate: null });
  });
});

describe('the queries behind the Word reports', () => {
  const db = () => app.app.get<symbol, Kysely<ReadModelDatabase>>(DATABASE);

  it("lists a project's purchasers with their last contact and a contact to call at each company", async () => {
    const rows = await findProjectPurchaserReportRows(db(), project._id);
    expect(rows.map((row) => row.companyName).sort()).toEqual(['Acme Buyers Ltd', 'Globex Investments']);
    const atAcme = rows.find((row) => row.companyId === acme._id)!;
    const acmeNow = await purchase(onAcme._id);
    expect(atAcme).toMatchObject({
      purchaseId: onAcme._id,
      contactName: 'Ada Buyer',
      lastContactDate: acmeNow.lastContact!.commsDate,
      lastOutcome: acmeNow.lastContact!.outcome,
      nextAction: acmeNow.lastContact!.action,
    });
  });

  it("lists a project's and a caller's communications in a range, oldest first, with names", async () => {
    const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T23:59:59.999Z' };
    const ofProject = await findProjectCommunicationReportRows(db(), project._id, range);
    expect(ofProject).toEqual([
      expect.objectContaining({
        commsDate: '2026-11-02T09:30:00.000Z',
        projectName: 'Vendor Group sale',
        purchaserName: 'Acme Buyers Ltd',
        contacted: 'Ada Buyer',
        employees: [{ _id: app.users.user._id, fullName: 'User Tester' }],
        outcome: successful,
        action: CommunicationAction.SendNDA,
        content: 'Interested, wants the teaser',
      }),
    ]);
    const october = { from: '2026-10-01T00:00:00.000Z', to: '2026-10-31T23:59:59.999Z' };
    const ofCaller = await findCallerCommunicationReportRows(db(), app.users.manager._id, october);
    expect(ofCaller.map((row) => row.commsDate)).toEqual([
      '2026-10-01T09:00:00.000Z',
      '2026-10-01T11:00:00.000Z',
      '2026-10-01T15:00:00.000Z',
      '2026-10-01T23:30:00.000Z',
      '2026-10-02T10:00:00.000Z',
      '2026-10-02T12:00:00.000Z',
    ]);
    expect(ofCaller.at(-1)!.employees.map((person) => person.fullName)).toEqual(['Manager Tester', 'User Tester']);
  });
});
