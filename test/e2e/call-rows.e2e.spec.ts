import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunicationAction, type Communication, type Company, type Contact, type Project } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { pdfPages } from '../support/libre-office.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';
import { createPurchase, logCommunication } from './purchases-support.js';

/**
 * Issue 32: every list of calls says who was called. Each list endpoint answers a logged call
 * with its project, purchaser company, the person spoken to, the caller, outcome and next action,
 * read the same way; scoped callers get them only for calls on their projects.
 */
let app: TestApp;
const tokens: Record<'user' | 'manager' | 'external' | 'client', string> = {
  user: '',
  manager: '',
  external: '',
  client: '',
};
let call: Call;

const successful = 'Spoke to Contact - Successful call';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let project: Project;
let outsideProject: Project;
let acme: Company;
let ada: Contact;
let bob: Contact;
/** Logged from the console by the external caller: the console records no person spoken to. */
let consoleCall: Communication;
/** Logged by staff on Bob's page about the Acme purchase, Bob recorded as spoken to. */
let contactCall: Communication;
/** Logged by staff on two purchases: one of another project first, then the caller's. */
let mixedCall: Communication;

/** What every list shows of the console call. */
const consoleCallRow = () => ({
  _id: consoleCall._id,
  project: { _id: project._id, projectName: 'Vendor Group sale' },
  purchaser: { _id: acme._id, companyName: 'Acme Buyers Ltd' },
  spokenTo: [{ _id: ada._id, fullName: 'Ada Buyer' }],
  employees: [{ _id: app.users.external._id, fullName: 'External Tester' }],
  outcome: successful,
  action: CommunicationAction.SendNDA,
});

async function list(path: string, token = tokens.user) {
  const answer = await app.asToken(token).call<Communication[]>(path);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}
const rowOf = (rows: Communication[], id: string) => rows.find((row) => row._id === id);

beforeAll(async () => {
  app = await startTestApp();
  for (const role of ['user', 'manager', 'external', 'client'] as const) tokens[role] = (await app.signIn(role)).token;
  call = app.asToken(tokens.user).call;
  const seller = await createCompany(call, 'Vendor Group plc');
  acme = await createCompany(call, 'Acme Buyers Ltd');
  const hidden = await createCompany(call, 'Hidden Bidder plc');
  const contact = async (firstName: string, lastName: string, company: string) => {
    const answer = await call<Contact>('/api/contact', {
      method: 'POST',
      body: { firstName, lastName, companies: [company] },
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json;
  };
  ada = await contact('Ada', 'Buyer', acme._id);
  bob = await contact('Bob', 'Second', acme._id);
  await contact('Hal', 'Hidden', hidden._id);
  project = await createProject(call, {
    projectName: 'Vendor Group sale',
    client: seller._id,
    externalCallers: [app.users.external._id],
  });
  outsideProject = await createProject(call, { projectName: 'Outside sale', client: seller._id });
  const onAcme = await createPurchase(call, { company: acme._id, project: project._id });
  const outside = await createPurchase(call, { company: hidden._id, project: outsideProject._id });

  consoleCall = await logCommunication(app.asToken(tokens.external).call, {
    outcome: successful,
    action: CommunicationAction.SendNDA,
    content: 'Wants the teaser',
    purchases: [onAcme._id],
    projects: [project._id],
    companies: [acme._id],
  });
  contactCall = await logCommunication(call, {
    outcome: 'Called but no response',
    action: CommunicationAction.TryToCallAgain,
    contacted: [bob._id],
    contacts: [bob._id],
    purchases: [onAcme._id],
  });
  mixedCall = await logCommunication(call, { content: 'Both bidders', purchases: [outside._id, onAcme._id] });
});
afterAll(async () => {
  await app?.close();
});

describe('every list of calls names the purchaser, the person spoken to, the caller, outcome and next action', () => {
  it("the project's Communications tab (search by project)", async () => {
    const rows = await list(`/api/communications/search?projects=${project._id}&sort=-commsDate`);
    expect(rowOf(rows, consoleCall._id)).toMatchObject(consoleCallRow());
  });

  it("the purchaser's panel (search by purchase)", async () => {
    const rows = await list(`/api/communications/search?purchases=${consoleCall.purchases[0]}`);
    expect(rowOf(rows, consoleCall._id)).toMatchObject(consoleCallRow());
  });

  it("the company's page (search by company)", async () => {
    const rows = await list(`/api/communications/search?companies=${acme._id}`);
    expect(rowOf(rows, consoleCall._id)).toMatchObject(consoleCallRow());
  });

  it("the contact's page (search by contact): the person recorded as spoken to", async () => {
    const rows = await list(`/api/communications/search?contacts=${bob._id}`);
    expect(rows.map((row) => row._id)).toEqual([contactCall._id]);
    expect(rows[0]).toMatchObject({
      project: { _id: project._id, projectName: 'Vendor Group sale' },
      purchaser: { _id: acme._id, companyName: 'Acme Buyers Ltd' },
      spokenTo: [{ _id: bob._id, fullName: 'Bob Second' }],
      employees: [{ _id: app.users.user._id, fullName: 'User Tester' }],
      outcome: 'Called but no response',
      action: CommunicationAction.TryToCallAgain,
    });
  });

  it("a contact's page lists the calls they were spoken to on, the console's (contact on file) included", async () => {
    const adaCalls = await list(`/api/communications/search?person=${ada._id}`);
    expect(adaCalls.map((row) => row._id)).toEqual([consoleCall._id]);
    expect(adaCalls[0]).toMatchObject(consoleCallRow());
    const bobCalls = await list(`/api/communications/search?person=${bob._id}`);
    expect(bobCalls.map((row) => row._id)).toEqual([contactCall._id]);
  });

  it('the plain list, the list by ids and a single call read the same', async () => {
    expect(rowOf(await list('/api/communications?limit=100'), consoleCall._id)).toMatchObject(consoleCallRow());
    expect((await list(`/api/communications/listByIds/${consoleCall._id}`))[0]).toMatchObject(consoleCallRow());
    const one = await call<Communication>(`/api/communication/${consoleCall._id}`);
    expect(one.json).toMatchObject(consoleCallRow());
  });

  it("the caller's history in the console (their purchase calls)", async () => {
    const path = `/api/communications/getPurchaseCommunicationsByUserId/${app.users.external._id}`;
    expect(rowOf(await list(path, tokens.external), consoleCall._id)).toMatchObject(consoleCallRow());
  });

  it('the dashboard drill-down, for the caller and for a manager', async () => {
    const path = `/api/dashboard/calls?caller=${app.users.external._id}&from=${day(-1)}&to=${day(1)}`;
    for (const token of [tokens.external, tokens.manager]) {
      const answer = await app.asToken(token).call<{ rows: Communication[]; total: number }>(path);
      expect(answer.status, answer.text).toBe(200);
      expect(rowOf(answer.json.rows, consoleCall._id)).toMatchObject(consoleCallRow());
    }
  });

  it('the project PDF lists each call with its purchaser, the person spoken to, caller, outcome and next action', async () => {
    const response = await fetch(`${app.baseUrl}/api/project/${project._id}/pdf`, {
      headers: { authorization: `Bearer ${tokens.user}` },
    });
    expect(response.status).toBe(200);
    const { pages } = await pdfPages(Buffer.from(await response.arrayBuffer()));
    const text = pages.join('\n').replace(/\s+/g, ' ');
    const [, table = ''] = text.split('Recent communications');
    for (const header of ['Purchaser', 'Spoken to', 'Caller', 'Outcome', 'Next', 'Notes'])
      expect(table).toContain(header);
    // One chunk per call, from its date to the next (long cells wrap, so the words interleave).
    const callRow = (notes: string) => table.split(/\d{2}\/\d{2}\/\d{4}/).find((chunk) => chunk.includes(notes)) ?? '';
    for (const words of ['Acme Buyers', 'Ada Buyer', 'External', 'Successful', 'Send NDA']) {
      expect(callRow('Wants the teaser')).toContain(words);
    }
    for (const words of ['Acme Buyers', 'Bob Second', 'User Tester', 'No', 'Try To Call']) {
      expect(callRow('Second')).toContain(words);
    }
  });
});

describe('scope: who a call was with is told only to those who may read it', () => {
  it("an external caller's search names only their project and purchaser, even on a call also about a deal outside it", async () => {
    const rows = await list(`/api/communications/search?purchases=${consoleCall.purchases[0]}`, tokens.external);
    expect(rowOf(rows, mixedCall._id)).toMatchObject({
      project: { _id: project._id, projectName: 'Vendor Group sale' },
      purchaser: { _id: acme._id, companyName: 'Acme Buyers Ltd' },
    });
    expect(JSON.stringify(rows)).not.toMatch(/Hidden Bidder|Outside sale|Hal Hidden/);
    // Staff read the same call by its first purchase, the outside one.
    const staff = await list(`/api/communications/search?purchases=${consoleCall.purchases[0]}`);
    expect(rowOf(staff, mixedCall._id)).toMatchObject({
      project: { _id: outsideProject._id, projectName: 'Outside sale' },
      purchaser: { companyName: 'Hidden Bidder plc' },
      spokenTo: [{ fullName: 'Hal Hidden' }],
    });
  });

  it('an external caller searching an outside project finds only calls on their own purchasers, named by those', async () => {
    // The mixed call is linked to the outside project too: it is found, but named by the caller's own.
    const rows = await list(`/api/communications/search?projects=${outsideProject._id}`, tokens.external);
    expect(rows.map((row) => row._id)).toEqual([mixedCall._id]);
    expect(rows[0]!.project?._id).toBe(project._id);
    expect(JSON.stringify(rows)).not.toMatch(/Hidden Bidder|Outside sale|Hal Hidden/);
  });

  it("an external caller may not read another person's history or drill-down", async () => {
    const history = await app
      .asToken(tokens.external)
      .call(`/api/communications/getPurchaseCommunicationsByUserId/${app.users.user._id}`);
    expect(history.status).toBe(404);
    const drill = await app
      .asToken(tokens.external)
      .call(`/api/dashboard/calls?caller=${app.users.user._id}&from=${day(-1)}&to=${day(1)}`);
    expect(drill.status).toBe(404);
  });

  it('a client reads no list of calls and no project PDF', async () => {
    for (const path of [
      `/api/communications/search?projects=${project._id}`,
      '/api/communications',
      `/api/communications/listByIds/${consoleCall._id}`,
      `/api/communications/getPurchaseCommunicationsByUserId/${app.users.external._id}`,
      `/api/dashboard/calls?caller=${app.users.external._id}&from=${day(-1)}&to=${day(1)}`,
      `/api/project/${project._id}/pdf`,
    ]) {
      const answer = await app.asToken(tokens.client).call(path);
      expect([403, 404], `${path}: ${answer.status}`).toContain(answer.status);
      expect(answer.text).not.toMatch(/Acme Buyers|Ada Buyer/);
    }
  });
});
