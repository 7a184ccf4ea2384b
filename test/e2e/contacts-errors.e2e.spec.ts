import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SocketEvents, type ChangeMessage, type Company, type Contact, type ErrorBody } from '@dealbook/contracts';
import type { CallInit } from '../support/api-client.js';
import { startTestApp } from '../support/test-app.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

let app: TestApp;
let token: string;
let company: Company;
let existing: Contact;
const sockets: Socket[] = [];

const missingId = '0193a000-0000-7000-8000-00000000dead';

const call = (path: string, init?: CallInit) => app.asToken(token).call<ErrorBody>(path, init);

async function contactCount(): Promise<number> {
  return (await call('/api/contacts/count')).json as unknown as number;
}

async function current(): Promise<Contact> {
  return (await call(`/api/contact/${existing._id}`)).json as unknown as Contact;
}

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  company = (await call('/api/company', { method: 'POST', body: { companyName: 'Errant Quayle Ltd' } }))
    .json as unknown as Company;
  const created = await call('/api/contact', {
    method: 'POST',
    body: { firstName: 'Erin', lastName: 'Errant', city: 'Ripon', companies: [company._id] },
  });
  expect(created.status).toBe(201);
  existing = created.json as unknown as Contact;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/contact with an invalid body', () => {
  it.each([
    ['firstName', { lastName: 'Smith' }],
    ['lastName', { firstName: 'Jo', lastName: '  ' }],
    ['firstName', { firstName: 'x'.repeat(101), lastName: 'Smith' }],
    ['email', { firstName: 'Jo', lastName: 'Smith', email: 'not an address' }],
    ['linkedIn', { firstName: 'Jo', lastName: 'Smith', linkedIn: 'javascript:alert(1)' }],
    ['doNotContact', { firstName: 'Jo', lastName: 'Smith', doNotContact: 'yes' }],
    ['companies', { firstName: 'Jo', lastName: 'Smith', companies: ['not-a-uuid'] }],
    ['companies', { firstName: 'Jo', lastName: 'Smith', companies: [missingId] }],
    ['referrals', { firstName: 'Jo', lastName: 'Smith', referrals: [missingId] }],
    ['reference', { firstName: 'Jo', lastName: 'Smith', reference: 'CON-000001' }],
  ])('refuses a bad %s with 400 naming it, creating nothing', async (field, body) => {
    const before = await contactCount();
    const { status, json } = await call('/api/contact', { method: 'POST', body });
    expect(status).toBe(400);
    expect(json.message).toContain(field);
    expect(await contactCount()).toBe(before);
  });

  it('says which company does not exist', async () => {
    const { json } = await call('/api/contact', {
      method: 'POST',
      body: { firstName: 'Jo', lastName: 'Smith', companies: [company._id, missingId] },
    });
    expect(json.message).toBe(`companies: no company ${missingId}`);
  });

  it('refuses malformed JSON', async () => {
    // A raw fetch: the API client always sends a well-formed JSON body.
    const response = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"firstName":',
    });
    const { status } = response;
    const json = (await response.json()) as ErrorBody;
    expect(status).toBe(400);
    expect(json.message).toBe('Malformed JSON body');
  });
});

describe('GET /api/contact/{id or reference}', () => {
  it('answers 404 for an unknown id or reference, 400 for anything else', async () => {
    expect((await call(`/api/contact/${missingId}`)).status).toBe(404);
    const unknownReference = await call('/api/contact/CON-999999');
    expect(unknownReference.status).toBe(404);
    expect(unknownReference.json.message).toBe('Contact CON-999999 was not found');
    const bad = await call('/api/contact/robert');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('neither a contact id');
  });
});

describe('PUT and DELETE /api/contact/{id}', () => {
  it('refuses an invalid field and leaves the contact unchanged', async () => {
    const before = await current();
    const { status, json } = await call(`/api/contact/${existing._id}`, {
      method: 'PUT',
      body: { city: 'Harrogate', email: 'nope' },
    });
    expect(status).toBe(400);
    expect(json.details).toHaveProperty('email');
    expect(await current()).toEqual(before);
  });

  it('refuses an unknown company in the list and changes nothing', async () => {
    const before = await current();
    const { status, json } = await call(`/api/contact/${existing._id}`, {
      method: 'PUT',
      body: { city: 'Harrogate', companies: [missingId] },
    });
    expect(status).toBe(400);
    expect(json.details).toEqual({ companies: `no company ${missingId}` });
    expect(await current()).toEqual(before);
  });

  it('refuses a stale If-Match with 409 and the current version, changing nothing', async () => {
    const before = await current();
    const stale = await call(`/api/contact/${existing._id}`, {
      method: 'PUT',
      body: { city: 'Thirsk' },
      headers: { 'if-match': `"${before.version - 1}"` },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.currentVersion).toBe(before.version);
    const staleDelete = await call(`/api/contact/${existing._id}`, {
      method: 'DELETE',
      headers: { 'if-match': `"${before.version - 1}"` },
    });
    expect(staleDelete.status).toBe(409);
    expect(await current()).toEqual(before);

    const fresh = await call(`/api/contact/${existing._id}`, {
      method: 'PUT',
      body: { city: 'Thirsk' },
      headers: { 'if-match': `"${before.version}"` },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('etag')).toBe(`"${before.version + 1}"`);
    expect(fresh.headers.get('content-type')).toContain('text/plain');
  });

  it('refuses an _id that differs from the path and an If-Match that is not a version', async () => {
    expect((await call(`/api/contact/${existing._id}`, { method: 'PUT', body: { _id: missingId } })).status).toBe(400);
    const bad = await call(`/api/contact/${existing._id}`, {
      method: 'PUT',
      body: { city: 'x' },
      headers: { 'if-match': 'yesterday' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for PUT and DELETE of an unknown contact, 400 for a bad id', async () => {
    expect((await call(`/api/contact/${missingId}`, { method: 'PUT', body: { city: 'x' } })).status).toBe(404);
    expect((await call(`/api/contact/${missingId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call('/api/contact/nope', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('link routes', () => {
  it('answers 404 for an unknown company or a link that does not exist, changing nothing', async () => {
    const before = await current();
    const unknown = await call(`/api/contact/${existing._id}/companies/${missingId}`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(`Company ${missingId} was not found`);
    const notLinked = await call(`/api/contact/${existing._id}/referrals/${company._id}`, { method: 'DELETE' });
    expect(notLinked.status).toBe(404);
    expect((await call(`/api/contact/${missingId}/companies/${company._id}`, { method: 'POST' })).status).toBe(404);
    expect((await call(`/api/contact/${existing._id}/companies/bad`, { method: 'POST' })).status).toBe(400);
    expect(await current()).toEqual(before);
  });
});

describe('list queries', () => {
  it.each([
    ['/api/contacts/search?shoeSize=9', 'shoeSize'],
    ['/api/contacts/search?doNotContact=maybe', 'doNotContact'],
    ['/api/contacts?sort=salary', 'salary'],
    ['/api/contacts?limit=0', 'limit'],
    ['/api/contacts/find/top/a/b/1000', 'limit'],
    ['/api/contacts/byDate/2024-02-30/2024-03-01', 'from'],
    ['/api/contacts/listByIds/abc', 'ids'],
    ['/api/contacts/findByQuery/%7Bbad?city=Leeds', 'query'],
    // A list that only pages refuses a filter rather than ignoring it: the filters are search's.
    ['/api/contacts?city=Leeds', 'city'],
    ['/api/contacts/doNotContact?lastName=smith', 'lastName'],
  ])('refuses %s with 400 naming %s', async (path, name) => {
    const { status, json } = await call(path);
    expect(status).toBe(400);
    expect(json.message).toContain(name);
  });

  it('caps listByIds at 200 ids', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => `0193a000-0000-7000-8000-${String(i).padStart(12, '0')}`);
    const { status, json } = await call(`/api/contacts/listByIds/${ids.join(',')}`);
    expect(status).toBe(400);
    expect(json.message).toBe('ids may name at most 200 records');
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await app.anonymous().call('/api/contacts')).status).toBe(401);
  });
});

describe('realtime', () => {
  it('pushes contact changes to the list and record rooms', async () => {
    const { cookie } = await app.signIn('user');
    const socket = io(app.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await socket
      .timeout(5_000)
      .emitWithAck(SocketEvents.subscribe, { rooms: ['list:contact', `record:contact:${existing._id}`] });
    const received: ChangeMessage[] = [];
    socket.on(SocketEvents.change, (message: ChangeMessage) => received.push(message));

    const before = await current();
    await call(`/api/contact/${existing._id}`, { method: 'PUT', body: { jobTitle: 'Chair' } });
    await call(`/api/contact/${existing._id}/companies/${company._id}`, { method: 'DELETE' });
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(2);
    const expected = [
      {
        type: 'contact',
        id: existing._id,
        version: before.version + 1,
        op: 'updated',
        changes: { jobTitle: { from: '', to: 'Chair' } },
        position: expect.any(String),
        requestId: expect.any(String),
      },
      // Leaving a company names the list it left and the company (the contact event catalogue).
      {
        type: 'contact',
        id: existing._id,
        version: before.version + 2,
        op: 'updated',
        changes: { companies: { from: company._id, to: null } },
        position: expect.any(String),
        requestId: expect.any(String),
      },
    ];
    // Once each, though the socket is in both rooms the change goes to.
    expect(received).toEqual(expected);
  });
});
