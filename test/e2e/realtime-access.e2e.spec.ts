import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  Role,
  listRoom,
  recordRoom,
  userRoom,
  type LoginResponse,
  type User,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startInstancePair, type InstancePair } from '../support/redis-pair.js';
import { collectChanges, connectSocket, disconnection, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject, updateProject } from './projects-support.js';
import { createPurchase } from './purchases-support.js';

/**
 * Access is re-checked for open sockets when it changes (issue: live pushes after access is
 * withdrawn): a deactivated user's sockets close, a demoted user leaves the staff rooms, an
 * external caller taken off a project leaves its room — before anything later is pushed, so the
 * next change is heard by a witness in the same room and not by them.
 */
const sockets: Socket[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function connect(baseUrl: string, token: string): Promise<Socket> {
  const socket = await connectSocket(baseUrl, { token });
  sockets.push(socket);
  return socket;
}

async function subscribe(socket: Socket, rooms: string[]): Promise<void> {
  expect((await subscribeRooms(socket, rooms)).joined).toEqual(rooms);
}

let sequence = 0;
/** A fresh user of that role, signed in: each test withdraws somebody's access. */
async function newUser(app: TestApp, call: Call, role: number): Promise<{ user: User; token: string }> {
  sequence += 1;
  const email = `access-${sequence}-${Date.now()}@test.dealbook.local`;
  const password = 'a long enough password';
  const created = await call<User>('/api/user', {
    method: 'POST',
    body: { email, firstName: 'Access', lastName: `Person ${sequence}`, role, password },
  });
  expect(created.status, created.text).toBe(201);
  const login = await fetch(`${app.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  return { user: created.json, token: ((await login.json()) as LoginResponse).userToken };
}

describe('one instance', () => {
  let app: TestApp;
  let adminToken: string;
  let staffToken: string;
  let call: Call;

  beforeAll(async () => {
    app = await startTestApp();
    closers.push(() => app.close());
    adminToken = (await app.signIn('admin')).token;
    staffToken = (await app.signIn('user')).token;
    call = app.asToken(adminToken).call;
  });

  it('closes the open sockets of a user who is deactivated', async () => {
    const { user, token } = await newUser(app, call, Role.user);
    const revoked = await connect(app.baseUrl, token);
    await subscribe(revoked, [listRoom('company')]);
    const heardByRevoked = collectChanges(revoked);
    const witness = await connect(app.baseUrl, staffToken);
    await subscribe(witness, [listRoom('company')]);
    const heardByWitness = collectChanges(witness);
    const closing = disconnection(revoked);

    const deactivated = await call(`/api/user/${user._id}`, { method: 'PUT', body: { isActive: false } });
    expect(deactivated.status, deactivated.text).toBe(200);
    expect(await closing).toBe('io server disconnect');

    const company = await createCompany(call, 'Pushed After Deactivation Ltd');
    await waitUntil(() => heardByWitness.some((m) => m.id === company._id), 'the witness hearing the new company');
    expect(heardByRevoked.filter((m) => m.type === 'company')).toEqual([]);
  });

  it('takes a user demoted to client out of the staff rooms, keeping their own room', async () => {
    const { user, token } = await newUser(app, call, Role.user);
    const demoted = await connect(app.baseUrl, token);
    await subscribe(demoted, [listRoom('company'), userRoom(user._id)]);
    const heardByDemoted = collectChanges(demoted);
    const witness = await connect(app.baseUrl, staffToken);
    await subscribe(witness, [listRoom('company')]);
    const heardByWitness = collectChanges(witness);

    const changed = await call(`/api/user/${user._id}`, { method: 'PUT', body: { role: Role.client } });
    expect(changed.status, changed.text).toBe(200);
    // Their own room still tells their tabs of the new role …
    await waitUntil(
      () => heardByDemoted.some((m) => m.type === 'user' && m.changes['role']?.to === Role.client),
      'the demoted user hearing their new role',
    );
    // … while nothing of the staff lists reaches them any more.
    const company = await createCompany(call, 'Pushed After Demotion Ltd');
    await waitUntil(() => heardByWitness.some((m) => m.id === company._id), 'the witness hearing the new company');
    expect(heardByDemoted.filter((m) => m.type === 'company')).toEqual([]);
    expect(demoted.connected).toBe(true);
    const again = await subscribeRooms(demoted, [listRoom('company')]);
    expect(again.refused).toEqual([{ room: listRoom('company'), reason: 'not permitted' }]);
  });

  it("takes an external caller taken off a project out of the project's room", async () => {
    const { user, token } = await newUser(app, call, Role.external);
    const client = await createCompany(call, 'Withdrawn Seller Ltd');
    const buyer = await createCompany(call, 'Withdrawn Buyer Ltd');
    const project = await createProject(call, {
      projectName: 'Withdrawn sale',
      client: client._id,
      externalCallers: [user._id],
    });
    const purchase = await createPurchase(call, { company: buyer._id, project: project._id });
    const room = recordRoom('project', project._id);
    const removed = await connect(app.baseUrl, token);
    await subscribe(removed, [room]);
    const heardByRemoved = collectChanges(removed);
    const witness = await connect(app.baseUrl, staffToken);
    await subscribe(witness, [room]);
    const heardByWitness = collectChanges(witness);

    await updateProject(call, project._id, { externalCallers: [] });
    const logged = await call<{ _id: string }>('/api/communication', {
      method: 'POST',
      body: {
        outcome: 'Called but no response',
        action: CommunicationAction.TryToCallAgain,
        purchases: [purchase._id],
      },
    });
    expect(logged.status, logged.text).toBe(201);
    await waitUntil(() => heardByWitness.some((m) => m.id === logged.json._id), 'the witness hearing the call');
    expect(heardByRemoved.filter((m) => m.type === 'communication')).toEqual([]);
    expect(removed.connected).toBe(true);
  });
});

describe('two instances sharing rooms through Redis', () => {
  let pair: InstancePair;

  beforeAll(async () => {
    pair = await startInstancePair();
    closers.push(() => pair.close());
  });

  it('closes a deactivated user’s socket on the other instance too', async () => {
    const adminToken = (await pair.first.signIn('admin')).token;
    const call = pair.first.asToken(adminToken).call;
    const { user, token } = await newUser(pair.first, call, Role.user);
    const revoked = await connect(pair.second.baseUrl, token);
    await subscribe(revoked, [listRoom('company')]);
    const closing = disconnection(revoked);
    const deactivated = await call(`/api/user/${user._id}`, { method: 'PUT', body: { isActive: false } });
    expect(deactivated.status, deactivated.text).toBe(200);
    expect(await closing).toBe('io server disconnect');
  });
});
