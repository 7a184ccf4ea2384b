import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment, ClientApprovalItem, ErrorBody } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import { findDocumentApprovalItems, findOverdueDocumentApprovals, type ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../api/src/kernel/database-tokens.js';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';

/**
 * Documents the deal team shares with the client or submits for their approval (issue 14): the
 * staff routes (share, submit, withdraw, resubmit a new file version), the client's decision and
 * download, and what a client may never see: another client's documents and internal ones (404
 * as for an unknown id), the uploader, the document's other links.
 */
let app: TestApp;
let dataDir: string;
let staff: string;
let client: string;
let external: string;
let call: Call;
/** The client's project, and another client's. */
let project: string;
let otherProject: string;
const unknownId = '0193a000-0000-7000-8000-00000000dead';
const limit = 4096;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-approvals-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(limit) } });
  staff = (await app.signIn('user')).token;
  client = (await app.signIn('client')).token;
  external = (await app.signIn('external')).token;
  const admin = (await app.signIn('admin')).token;
  call = app.asToken(staff).call;
  const clientCompany = await createCompany(call, 'Bennett Engineering Ltd');
  const linked = await app
    .asToken(admin)
    .call(`/api/user/${app.users.client._id}`, { method: 'PUT', body: { companies: [clientCompany._id] } });
  expect(linked.status, linked.text).toBe(200);
  project = (await createProject(call, { projectName: 'Sale of Bennett', client: clientCompany._id }))._id;
  const otherClient = await createCompany(call, 'Other Client plc');
  otherProject = (await createProject(call, { projectName: 'Other sale', client: otherClient._id }))._id;
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

function form(bytes: Buffer, fileName: string, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
  return body;
}

async function send(path: string, body: FormData, token = staff) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as unknown };
}

async function download(path: string, token: string) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function upload(fileName: string, links: Record<string, string> = { projects: project }): Promise<string> {
  const created = await send('/api/attachment', form(pdf(fileName), fileName, links));
  expect(created.status, created.text).toBe(201);
  return (created.json as Attachment)._id;
}

const review = (id: string, body: unknown, token = staff) =>
  app.asToken(token).call<Attachment & ErrorBody>(`/api/attachment/${id}/client`, { method: 'POST', body });
const decide = (id: string, body: unknown, token = client) =>
  app
    .asToken(token)
    .call<ClientApprovalItem & ErrorBody>(`/api/client/attachment/${id}/decision`, { method: 'POST', body });

/** What must never reach a client: who uploaded it, and what else it is linked to. */
function expectClientSafe(text: string) {
  for (const key of ['uploadedBy', 'uploadedByName', 'companies', 'purchases', 'storageKey', 'description']) {
    expect(text).not.toContain(`"${key}"`);
  }
}

describe('the deal team shares and submits documents', () => {
  it('shares, submits and withdraws, answering the attachment with its review', async () => {
    const id = await upload('Engagement letter.pdf');
    const fresh = await call<Attachment>(`/api/attachment/${id}`);
    expect(fresh.json).toMatchObject({ clientReview: { state: 'notSubmitted', round: 0 }, fileVersion: 1 });
    expect(fresh.json.clientProjectId).toBeNull();

    const shared = await review(id, { action: 'share', note: 'For your files' });
    expect(shared.status, shared.text).toBe(200);
    expect(shared.json).toMatchObject({
      _id: id,
      clientProjectId: project,
      clientReview: { state: 'shared', note: 'For your files', round: 0 },
    });
    expect(shared.headers.get('etag')).toBe(`"${shared.json.version}"`);
    const submitted = await review(id, { action: 'submit', project });
    expect(submitted.json.clientReview).toMatchObject({ state: 'awaiting', round: 1 });
    const again = await review(id, { action: 'submit' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      'The document cannot be submitted for approval: it is already awaiting the client’s decision',
    );
    const withdrawn = await review(id, { action: 'withdraw' });
    expect(withdrawn.json).toMatchObject({ clientProjectId: null, clientReview: { state: 'notSubmitted' } });
    expect((await review(id, { action: 'withdraw' })).status).toBe(409);
  });

  it('answers 400 naming the field for a bad body, and project for a document on no project or another', async () => {
    const id = await upload('Loose.pdf', {});
    const cases: [unknown, string][] = [
      [{ action: 'publish' }, 'action'],
      [{}, 'action'],
      [{ action: 'share', project: 'nope' }, 'project'],
      [{ action: 'share', extra: 1 }, 'body'],
      [{ action: 'share', note: 'x'.repeat(2001) }, 'note'],
      [{ action: 'share' }, 'project'],
    ];
    for (const [body, field] of cases) {
      const answer = await review(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.details, JSON.stringify(body)).toHaveProperty(field);
    }
    const named = await review(id, { action: 'share', project: otherProject });
    expect(named.status).toBe(400);
    expect(named.json.details?.project).toContain('not linked');
    expect((await review(unknownId, { action: 'share' })).status).toBe(404);
  });

  it('is for staff only: a client or external caller is refused the staff routes', async () => {
    const id = await upload('Staff only.pdf');
    for (const token of [client, external]) {
      expect((await review(id, { action: 'share' }, token)).status).toBe(403);
      expect((await send(`/api/attachment/${id}/resubmit`, form(pdf('x'), 'x.pdf'), token)).status).toBe(403);
    }
  });
});

describe('the client decides and downloads', () => {
  it('approves a document awaiting them (200, client-safe), and deciding twice is a 409', async () => {
    const id = await upload('Teaser - Sale of Bennett.pdf');
    await review(id, { action: 'submit', note: 'Please approve the teaser' });
    const bad = await decide(id, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toHaveProperty('decision');
    const approved = await decide(id, { decision: 'approved', comment: 'Good to go' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toEqual({
      kind: 'document',
      _id: id,
      project: { _id: project, projectName: 'Sale of Bennett' },
      title: 'Teaser - Sale of Bennett.pdf',
      review: expect.objectContaining({ state: 'approved', comment: 'Good to go', round: 1 }) as unknown,
      file: { contentType: 'application/pdf', size: pdf('Teaser - Sale of Bennett.pdf').length },
    });
    expectClientSafe(approved.text);
    const twice = await decide(id, { decision: 'rejected' });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toContain('not awaiting your decision');
    expect((await decide(id, { decision: 'approved' }, staff)).status).toBe(403);
  });

  it('answers 404 for another client’s document, an internal one and an unknown id, deciding or downloading', async () => {
    const theirs = await upload('Their teaser.pdf', { projects: otherProject });
    expect((await review(theirs, { action: 'submit' })).status).toBe(200);
    const internal = await upload('Internal notes.pdf');
    const shared = await upload('Shared.pdf');
    await review(shared, { action: 'share' });
    for (const id of [theirs, internal, unknownId]) {
      const answer = await decide(id, { decision: 'approved' });
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe(`Attachment ${id} was not found`);
      expect((await download(`/api/client/attachment/${id}/file`, client)).status).toBe(404);
    }
    // Shared only: the client reads it, with nothing to decide.
    expect((await decide(shared, { decision: 'approved' })).status).toBe(409);
    const file = await download(`/api/client/attachment/${shared}/file`, client);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(pdf('Shared.pdf'))).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toContain('filename="Shared.pdf"');
    expect((await download(`/api/client/attachment/${shared}/file`, staff)).status).toBe(403);
  });

  it('resubmits a rejected document as version 2: the client and staff download the new bytes', async () => {
    const id = await upload('Information Memorandum.pdf');
    await review(id, { action: 'submit' });
    expect((await send(`/api/attachment/${id}/resubmit`, form(pdf('early'), 'IM.pdf'))).status).toBe(200);
    const rejected = await decide(id, { decision: 'rejected', comment: 'Remove the staff list' });
    expect(rejected.json.review).toMatchObject({ state: 'rejected', comment: 'Remove the staff list', round: 2 });

    const empty = await send(`/api/attachment/${id}/resubmit`, form(Buffer.alloc(0), 'IM v3.pdf'));
    expect(empty.status).toBe(400);
    expect((empty.json as ErrorBody).details).toEqual({ file: 'is empty' });
    const big = await send(`/api/attachment/${id}/resubmit`, form(Buffer.alloc(limit + 1, 0x41), 'big.pdf'));
    expect(big.status).toBe(413);
    const badNote = await send(`/api/attachment/${id}/resubmit`, form(pdf('v3'), 'IM.pdf', { note: 'x'.repeat(2001) }));
    expect((badNote.json as ErrorBody).details).toHaveProperty('note');
    const noFile = await fetch(`${app.baseUrl}/api/attachment/${id}/resubmit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}` },
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);

    const v3 = pdf('Information Memorandum, version 3');
    const resubmitted = await send(
      `/api/attachment/${id}/resubmit`,
      form(v3, 'Information Memorandum v3.pdf', { note: 'Fixed' }),
    );
    expect(resubmitted.status, resubmitted.text).toBe(200);
    expect(resubmitted.json).toMatchObject({
      fileVersion: 3,
      fileName: 'Information Memorandum v3.pdf',
      size: v3.length,
      clientReview: { state: 'awaiting', round: 3, note: 'Fixed', comment: '' },
    });
    for (const [path, token] of [
      [`/api/client/attachment/${id}/file`, client],
      [`/api/attachment/download/${id}`, staff],
    ] as const) {
      const file = await download(path, token);
      expect(file.bytes.equals(v3), path).toBe(true);
      expect(file.headers.get('content-disposition')).toContain('Information Memorandum v3.pdf');
    }
    // An approved document has nothing to resubmit.
    await decide(id, { decision: 'approved' });
    expect((await send(`/api/attachment/${id}/resubmit`, form(pdf('v4'), 'IM.pdf'))).status).toBe(409);

    // Deleting it removes every stored version.
    const stored = () =>
      readdir(join(dataDir, 'files', 'attachments')).then((names) => names.filter((n) => n.startsWith(id)));
    const versions = (await stored()).filter((name) => !name.endsWith('.meta.json')).sort();
    expect(versions).toEqual([
      id,
      expect.stringMatching(`^${id}-v2-[0-9a-f]{12}$`),
      expect.stringMatching(`^${id}-v3-`),
    ]);
    expect((await call(`/api/attachment/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await stored()).toEqual([]);
  });
});

describe('the read-model queries of the portal', () => {
  it('lists the client’s documents awaiting first, and flags those waiting too long', async () => {
    const db = app.app.get<symbol, Kysely<ReadModelDatabase>>(DATABASE);
    const items = await findDocumentApprovalItems(db, [project]);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.kind === 'document' && item.project._id === project)).toBe(true);
    expect(items.every((item) => item.review.state !== 'notSubmitted')).toBe(true);
    const states = items.map((item) => item.review.state);
    const firstDecided = states.findIndex((state) => state !== 'awaiting');
    expect(states).toContain('shared');
    expect(states.slice(firstDecided)).not.toContain('awaiting');
    expect(await findDocumentApprovalItems(db, [])).toEqual([]);

    const id = await upload('Waiting.pdf');
    await review(id, { action: 'submit' });
    const inSixDays = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
    const overdue = await findOverdueDocumentApprovals(db, { now: inSixDays, dueDays: 5, projectId: project });
    expect(overdue.find((item) => item._id === id)).toMatchObject({
      kind: 'document',
      title: 'Waiting.pdf',
      project: { _id: project, projectName: 'Sale of Bennett' },
      client: { companyName: 'Bennett Engineering Ltd' },
      daysWaiting: 6,
    });
    expect(await findOverdueDocumentApprovals(db, { now: new Date(), dueDays: 5 })).toEqual([]);
  });
});
