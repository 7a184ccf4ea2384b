import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientStages,
  DealStatus,
  dealStatusLabel,
  OpportunityStatus,
  opportunityStatusLabel,
  PaymentStatus,
  ProjectStatus,
  type Attachment,
  type ChangeMessage,
  type ClientApprovalItem,
  type ClientProjectStatus,
  type ClientProjectSummary,
  type OverdueApproval,
  type Project,
  type Purchase,
} from '@dealbook/contracts';
import { Commands } from '../../api/src/kernel/event-sourcing/commands.js';
import { purchaseDecider } from '../../api/src/features/purchases/purchase.decider.js';
import type { Call } from '../support/api-client.js';
import { collectChanges, connectSocket, waitUntil } from '../support/socket-client.js';
import { queryOnce } from '../support/sql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';
import { createPurchase, updatePurchase } from './purchases-support.js';

/**
 * The client portal's reads (issue 14): a client user sees their company's projects with their
 * status in words, the items submitted to them and what changed since their last visit, and
 * their socket hears only their own projects' client-safe changes. Another client's project is
 * "not found"; staff are refused the client routes.
 */
let app: TestApp;
let staff: string;
let manager: string;
let admin: string;
let client: string;
let clientCookie: string;
let call: Call;
const asClient = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
  app.asToken(client).call<T>(path, init);

let own: Project;
let rival: Project;
let approached: Purchase;
let submitted: Purchase;
let secretBuyer: Purchase;
let theirs: Purchase;
let document: Attachment;
let internalDocument: Attachment;
const secret = 'zq-internal-only';

async function uploadTo(project: string, fileName: string): Promise<Attachment> {
  const form = new FormData();
  form.append('projects', project);
  form.append(
    'file',
    new Blob([new TextEncoder().encode(`%PDF-1.4 ${fileName}`)], { type: 'application/pdf' }),
    fileName,
  );
  const response = await fetch(`${app.baseUrl}/api/attachment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Attachment;
}

beforeAll(async () => {
  app = await startTestApp();
  staff = (await app.signIn('user')).token;
  call = app.asToken(staff).call;
  manager = (await app.signIn('manager')).token;
  admin = (await app.signIn('admin')).token;
  const signedIn = await app.signIn('client');
  client = signedIn.token;
  clientCookie = signedIn.cookie;
  const seller = await createCompany(call, 'Portal Seller Ltd');
  const otherSeller = await createCompany(call, 'Rival Seller Ltd');
  const buyers = await Promise.all(
    ['Keen Buyer Ltd', 'Quiet Buyer Ltd', 'Hidden Buyer Ltd', 'Rival Buyer Ltd'].map((name) =>
      createCompany(call, name),
    ),
  );
  const linked = await app
    .asToken(admin)
    .call(`/api/user/${app.users.client._id}`, { method: 'PUT', body: { companies: [seller._id] } });
  expect(linked.status, linked.text).toBe(200);
  own = await createProject(call, {
    projectName: 'Portal sale',
    client: seller._id,
    status: ProjectStatus.PreparingDocs,
  });
  rival = await createProject(call, { projectName: 'Rival sale', client: otherSeller._id });
  approached = await createPurchase(call, { company: buyers[0]!._id, project: own._id, currentStage: 'Approached' });
  submitted = await createPurchase(call, { company: buyers[1]!._id, project: own._id });
  secretBuyer = await createPurchase(call, {
    company: buyers[2]!._id,
    project: own._id,
    internalComments: secret,
  });
  theirs = await createPurchase(call, { company: buyers[3]!._id, project: rival._id });
  await updatePurchase(call, approached._id, { sentNDA: { checked: true, timestamp: new Date().toISOString() } });
  const submission = await call(`/api/project/${own._id}/purchasers/approval`, {
    method: 'POST',
    body: { purchases: [submitted._id], note: 'A trade buyer in your sector' },
  });
  expect(submission.status, submission.text).toBe(200);
  const rivalSubmission = await call(`/api/project/${rival._id}/purchasers/approval`, {
    method: 'POST',
    body: { all: true },
  });
  expect(rivalSubmission.status, rivalSubmission.text).toBe(200);
  document = await uploadTo(own._id, 'Teaser.pdf');
  internalDocument = await uploadTo(own._id, 'Valuation workings.pdf');
  const shared = await call(`/api/attachment/${document._id}/client`, {
    method: 'POST',
    body: { action: 'submit', note: 'Please check the figures' },
  });
  expect(shared.status, shared.text).toBe(200);
  const payment = await call('/api/payment', {
    method: 'POST',
    body: { description: 'Engagement fee', amountIncVAT: 1200, projects: [own._id], status: PaymentStatus.NotYetDue },
  });
  expect(payment.status, payment.text).toBe(201);
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/client/projects', () => {
  it("lists the client's projects only, with the status in their words and what awaits them", async () => {
    const { status, json } = await asClient<ClientProjectSummary[]>('/api/client/projects');
    expect(status).toBe(200);
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({
      _id: own._id,
      projectName: 'Portal sale',
      stage: { title: 'Preparing sale documents' },
      awaiting: 2,
      lastVisitAt: null,
    });
    expect(json[0]!.changesSinceLastVisit).toBeGreaterThanOrEqual(3);
  });

  it('counts again from the last visit: a visit resets it, a later status change counts', async () => {
    const visited = await asClient(`/api/client/project/${own._id}/visit`, { method: 'POST' });
    expect(visited.status).toBe(204);
    const after = (await asClient<ClientProjectSummary[]>('/api/client/projects')).json[0]!;
    expect(after.changesSinceLastVisit).toBe(0);
    expect(after.lastVisitAt).not.toBeNull();
    const moved = await call(`/api/project/${own._id}`, {
      method: 'PUT',
      body: { status: ProjectStatus.ApproachingPurchasers },
    });
    expect(moved.status, moved.text).toBe(200);
    const later = (await asClient<ClientProjectSummary[]>('/api/client/projects')).json[0]!;
    expect(later).toMatchObject({ changesSinceLastVisit: 1, stage: { title: 'Approaching buyers' } });
  });
});

describe('GET /api/client/project/{projectId}/status', () => {
  it('shows the status timeline without who, the milestone counts, payments and shared documents', async () => {
    const { status, json, text } = await asClient<ClientProjectStatus>(`/api/client/project/${own._id}/status`);
    expect(status).toBe(200);
    expect(json.timeline[0]).toMatchObject({
      kind: 'status',
      from: 'Preparing sale documents',
      to: 'Approaching buyers',
    });
    expect(json.timeline.at(-1)).toMatchObject({ kind: 'status', from: '', to: 'Preparing sale documents' });
    expect(json.milestones).toEqual({ approached: 1, ndaSent: 1, ndaSigned: 0, imSent: 0 });
    expect(json.payments).toEqual([
      expect.objectContaining({ description: 'Engagement fee', amountIncVAT: 1200, paid: false }),
    ]);
    expect(json.documents.map((d) => d.fileName)).toEqual(['Teaser.pdf']);
    // Nothing internal: no staff names, purchaser records, internal comments or internal files.
    for (const leak of [secret, app.users.user.fullName, 'Valuation workings', 'Hidden Buyer', internalDocument._id]) {
      expect(text).not.toContain(leak);
    }
  });

  it("answers 404 for another client's project, as for one that does not exist, and 400 for a bad id", async () => {
    for (const path of [`/api/client/project/${rival._id}/status`, `/api/client/project/${rival._id}/visit`]) {
      const { status, text } = await asClient(path, { method: path.endsWith('visit') ? 'POST' : 'GET' });
      expect(status, path).toBe(404);
      expect(text).not.toContain('Rival');
    }
    const bad = await asClient('/api/client/project/not-an-id/status');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('projectId');
  });
  it("reads the firm's opportunity and deal statuses as the client's stages, never by their internal names", async () => {
    for (const body of [
      { opportunityStatus: OpportunityStatus.InitialMeetingHeld },
      { opportunityStatus: OpportunityStatus.ClosedWon },
      { isDeal: true, dealStatus: DealStatus.DealsAtHeadsAndDueDilligence },
    ]) {
      const moved = await call(`/api/project/${own._id}`, { method: 'PUT', body });
      expect(moved.status, moved.text).toBe(200);
    }
    const { status, json, text } = await asClient<ClientProjectStatus>(`/api/client/project/${own._id}/status`);
    expect(status).toBe(200);
    expect(json.timeline[0]).toMatchObject({ kind: 'deal', to: 'Offers and due diligence' });
    const stages = new Set(Object.values(clientStages).map((stage) => stage.title));
    for (const entry of json.timeline) {
      for (const words of [entry.from, entry.to].filter(Boolean)) expect(stages.has(words), words).toBe(true);
    }
    const internal = [
      ...Object.keys(OpportunityStatus),
      ...Object.keys(DealStatus),
      ...Object.values(OpportunityStatus).map(opportunityStatusLabel),
      ...Object.values(DealStatus).map(dealStatusLabel),
    ].filter((name) => !stages.has(name));
    for (const name of internal) expect(text, name).not.toContain(`"${name}"`);
  });
});

describe('GET /api/client/approvals', () => {
  it('lists what was submitted to the client, awaiting first, and nothing internal', async () => {
    const { status, json, text } = await asClient<ClientApprovalItem[]>('/api/client/approvals');
    expect(status).toBe(200);
    expect(json.map((item) => [item.kind, item.title, item.review.state]).sort()).toEqual([
      ['document', 'Teaser.pdf', 'awaiting'],
      ['purchaser', 'Quiet Buyer Ltd', 'awaiting'],
    ]);
    expect(json.find((item) => item.kind === 'purchaser')?.review.note).toBe('A trade buyer in your sector');
    for (const leak of [secret, 'Hidden Buyer', 'Rival Buyer', theirs._id, secretBuyer._id]) {
      expect(text).not.toContain(leak);
    }
  });
});

describe('who may use the portal routes', () => {
  it('refuses staff, external callers and the signed-out', async () => {
    for (const token of [staff, manager, (await app.signIn('external')).token]) {
      const { status } = await app.asToken(token).call('/api/client/projects');
      expect(status).toBe(403);
    }
    const anonymous = await fetch(`${app.baseUrl}/api/client/approvals`);
    expect(anonymous.status).toBe(401);
  });

  it('lists overdue approvals for staff on a project and for managers across the firm', async () => {
    const ofProject = await call<{ dueDays: number; overdue: unknown[] }>(`/api/project/${own._id}/approvals/overdue`);
    expect(ofProject.status).toBe(200);
    // Submitted moments ago: nothing has waited the five days yet.
    expect(ofProject.json).toEqual({ dueDays: 5, overdue: [] });
    expect((await call('/api/approvals/overdue')).status).toBe(403);
    expect((await app.asToken(manager).call('/api/approvals/overdue')).status).toBe(200);
    expect((await app.asToken(client).call(`/api/project/${own._id}/approvals/overdue`)).status).toBe(403);
  });

  it('lists an item waiting longer than the due days, with how long it has waited', async () => {
    const slow = await createPurchase(call, {
      company: (await createCompany(call, 'Slow Buyer Ltd'))._id,
      project: own._id,
    });
    // Submitted eight days ago, as a seed dates it: the route's clock does the rest.
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await app.app.get(Commands).execute(purchaseDecider, {
      command: {
        type: 'SubmitPurchaseForApproval',
        purchaseId: slow._id,
        note: 'Waiting',
        sector: null,
        at: eightDaysAgo,
      },
      metadata: { actorId: app.users.user._id, correlationId: 'overdue-spec' },
    });
    type Overdue = { dueDays: number; overdue: OverdueApproval[] };
    const expected = expect.objectContaining({
      kind: 'purchaser',
      _id: slow._id,
      title: 'Slow Buyer Ltd',
      submittedAt: eightDaysAgo,
      daysWaiting: 8,
      project: expect.objectContaining({ _id: own._id }) as unknown,
    }) as unknown;
    const ofProject = await call<Overdue>(`/api/project/${own._id}/approvals/overdue`);
    expect(ofProject.json.overdue).toEqual([expected]);
    const firm = await app.asToken(manager).call<Overdue>('/api/approvals/overdue');
    expect(firm.json.overdue).toContainEqual(expected);
    expect((await call<Overdue>(`/api/project/${rival._id}/approvals/overdue`)).json.overdue).toEqual([]);
    expect((await call(`/api/project/${crypto.randomUUID()}/approvals/overdue`)).status).toBe(404);
  });
});

describe("the client's socket", () => {
  let socket: Socket;
  let received: ChangeMessage[];
  beforeAll(async () => {
    socket = await connectSocket(app.baseUrl, { cookie: clientCookie });
    received = collectChanges(socket);
    // The server joins the portal room on connection, after a lookup.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  afterAll(() => {
    socket?.close();
  });

  it("hears a decision on its own project's items with the review only, and nothing of another client's", async () => {
    const rivalPurchase = await call(`/api/purchase/${theirs._id}`, {
      method: 'PUT',
      body: { currentStage: 'Approached' },
    });
    expect(rivalPurchase.status, rivalPurchase.text).toBe(200);
    const moved = await call(`/api/project/${rival._id}`, {
      method: 'PUT',
      body: { opportunityStatus: OpportunityStatus.MeetingBooked },
    });
    expect(moved.status, moved.text).toBe(200);
    const priority = await call(`/api/purchase/${secretBuyer._id}`, {
      method: 'PUT',
      body: { internalComments: `${secret} 2` },
    });
    expect(priority.status, priority.text).toBe(200);
    const decided = await asClient(`/api/client/purchase/${submitted._id}/decision`, {
      method: 'POST',
      body: { decision: 'approved', comment: 'Fine by us' },
    });
    expect(decided.status, decided.text).toBe(200);
    await waitUntil(() => received.some((m) => m.type === 'purchase' && m.id === submitted._id), 'The decision push');
    const decision = received.find((m) => m.type === 'purchase' && m.id === submitted._id)!;
    expect(Object.keys(decision.changes)).toEqual(['clientReview']);
    const text = JSON.stringify(received);
    for (const leak of [secret, rival._id, theirs._id, secretBuyer._id]) expect(text).not.toContain(leak);
  });

  it('hears a status change of its project with the status fields only', async () => {
    const moved = await call(`/api/project/${own._id}`, {
      method: 'PUT',
      body: { status: ProjectStatus.CompletedApproaches },
    });
    expect(moved.status, moved.text).toBe(200);
    await waitUntil(
      () => received.some((m) => m.type === 'project' && m.id === own._id && 'status' in m.changes),
      'The status push',
    );
    const push = received.find((m) => m.type === 'project' && m.id === own._id && 'status' in m.changes)!;
    expect(Object.keys(push.changes)).toEqual(['status']);
  });
});

describe('POST /api/client/project/{projectId}/visit, called over and over (issue 39)', () => {
  const visitsRecorded = async () =>
    (
      await queryOnce<{ n: number }>(
        app.databaseUrl,
        `select count(*)::int as n from events where stream_id = $1 and type = 'ClientProjectVisited'`,
        [`user-${app.users.client._id}`],
      )
    )[0]!.n;

  it('records one visit a minute however often it is called, and refuses the flood with 429', async () => {
    const before = await visitsRecorded();
    const statuses: number[] = [];
    let refusal: { text: string; retryAfter: string | null } | undefined;
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${app.baseUrl}/api/client/project/${own._id}/visit`, {
            method: 'POST',
            headers: { authorization: `Bearer ${client}` },
          }),
        ),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        const text = await answer.text();
        if (answer.status === 429) refusal ??= { text, retryAfter: answer.headers.get('retry-after') };
      }
    }
    expect(
      statuses.every((status) => status === 204 || status === 429),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(80);
    expect(JSON.parse(refusal!.text)).toMatchObject({
      statusCode: 429,
      message: 'Too many visits recorded: at most 20 a minute. Try again shortly.',
    });
    expect(Number(refusal!.retryAfter)).toBeGreaterThanOrEqual(1);
    // The ones let through within the minute of the last recorded visit are that visit.
    expect((await visitsRecorded()) - before).toBeLessThanOrEqual(1);
    // The client's reading is not held up by it.
    expect((await asClient(`/api/client/project/${own._id}/status`)).status).toBe(200);
  });
});
