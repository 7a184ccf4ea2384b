import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  listRoom,
  recordRoom,
  type ChangeMessage,
  type Communication,
  type Project,
  type Purchase,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { collectChanges, connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { startTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';
import { createPurchase } from './purchases-support.js';

/**
 * The callers' console follows one project's room: a call logged or a tick made on another
 * screen reaches every console on that project, external callers' included (how fast is measured
 * by `npm run bench`, never asserted here: a loaded machine would make a timed test flaky).
 */
let app: TestApp;
let staff: SignedInUser;
let externalCaller: SignedInUser;
const sockets: Socket[] = [];
let call: Call;

let assigned: Project;
let other: Project;
let mine: Purchase;
let mineToo: Purchase;
let theirs: Purchase;

beforeAll(async () => {
  app = await startTestApp();
  staff = await app.signIn('user');
  call = app.asToken(staff.token).call;
  externalCaller = await app.signIn('external');
  const client = await createCompany(call, 'Console Seller Ltd');
  const otherClient = await createCompany(call, 'Another Seller Ltd');
  const [one, two, three] = await Promise.all(
    ['Console Buyer One', 'Console Buyer Two', 'Console Buyer Three'].map((name) => createCompany(call, name)),
  );
  assigned = await createProject(call, {
    projectName: 'Console sale',
    client: client._id,
    externalCallers: [app.users.external._id],
  });
  other = await createProject(call, { projectName: 'Unassigned sale', client: otherClient._id });
  mine = await createPurchase(call, { company: one!._id, project: assigned._id });
  mineToo = await createPurchase(call, { company: two!._id, project: assigned._id });
  theirs = await createPurchase(call, { company: three!._id, project: other._id });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await app?.close();
});

async function consoleSocket(who: SignedInUser): Promise<Socket> {
  const socket = await connectSocket(app.baseUrl, { cookie: who.cookie });
  sockets.push(socket);
  return socket;
}

/** The first message matching, once it has arrived. */
async function arrival(received: ChangeMessage[], match: (m: ChangeMessage) => boolean) {
  await waitUntil(() => received.some(match));
  return { message: received.find(match)! };
}

describe("an external caller's console", () => {
  it('may join the room of an assigned project, not of another project nor the lists or purchase rooms', async () => {
    const socket = await consoleSocket(externalCaller);
    const ack = await subscribeRooms(socket, [
      recordRoom('project', assigned._id),
      recordRoom('project', other._id),
      listRoom('communication'),
      recordRoom('purchase', mine._id),
    ]);
    expect(ack.joined).toEqual([recordRoom('project', assigned._id)]);
    expect(ack.refused).toEqual(
      [recordRoom('project', other._id), listRoom('communication'), recordRoom('purchase', mine._id)].map((room) => ({
        room,
        reason: 'not permitted',
      })),
    );
  });

  it("sees a call a member of staff logs on the project's purchaser", async () => {
    const socket = await consoleSocket(externalCaller);
    await subscribeRooms(socket, [recordRoom('project', assigned._id)]);
    const received = collectChanges(socket);
    const response = await call<Communication>('/api/communication', {
      method: 'POST',
      body: {
        outcome: 'Called but no response',
        action: CommunicationAction.TryToCallAgain,
        purchases: [mine._id],
      },
    });
    expect(response.status, response.text).toBe(201);
    const { message } = await arrival(received, (m) => m.type === 'communication');
    expect(message).toMatchObject({ type: 'communication', id: response.json._id, op: 'created', version: 1 });
  });

  it('sees ticks and edits of its purchasers, but nothing of other projects', async () => {
    const socket = await consoleSocket(externalCaller);
    await subscribeRooms(socket, [recordRoom('project', assigned._id)]);
    const received = collectChanges(socket);
    const elsewhere = await call(`/api/purchase/${theirs._id}`, {
      method: 'PUT',
      body: { clientComments: 'Elsewhere' },
    });
    expect(elsewhere.status).toBe(200);
    const ticked = await call(`/api/purchase/${mineToo._id}`, {
      method: 'PUT',
      body: { sentIM: { checked: true, timestamp: new Date().toISOString() } },
    });
    expect(ticked.status).toBe(200);
    const { message } = await arrival(received, (m) => m.type === 'purchase');
    expect(message).toMatchObject({ type: 'purchase', id: mineToo._id, op: 'updated', version: 2 });
    expect(received.some((m) => m.id === theirs._id)).toBe(false);
  });

  it("gets a comments change without the firm's internal comments", async () => {
    const socket = await consoleSocket(externalCaller);
    await subscribeRooms(socket, [recordRoom('project', assigned._id)]);
    const received = collectChanges(socket);
    const edited = await call(`/api/purchase/${mine._id}`, {
      method: 'PUT',
      body: { clientComments: 'Wants the IM', internalComments: 'Will lowball: hold the NDA' },
    });
    expect(edited.status, edited.text).toBe(200);
    const { message } = await arrival(received, (m) => m.type === 'purchase' && m.id === mine._id);
    expect(message.changes).toMatchObject({ clientComments: { to: 'Wants the IM' } });
    expect(message.changes).not.toHaveProperty('internalComments');
  });

  it("sees another caller's mass log, one push per communication, and a deletion", async () => {
    const watcher = await consoleSocket(externalCaller);
    await subscribeRooms(watcher, [recordRoom('project', assigned._id)]);
    const received = collectChanges(watcher);
    const staffConsole = await consoleSocket(staff);
    expect((await subscribeRooms(staffConsole, [recordRoom('project', assigned._id)])).joined).toHaveLength(1);
    const staffReceived = collectChanges(staffConsole);
    const logged = await call('/api/communication/mass', {
      method: 'POST',
      body: { communication: { content: 'Teaser out' }, purchases: [mine._id, mineToo._id] },
    });
    expect(logged.status, logged.text).toBe(201);
    await waitUntil(() => received.filter((m) => m.op === 'created').length === 2);
    await waitUntil(() => staffReceived.filter((m) => m.op === 'created').length === 2);

    const [communication] = (await call<Communication[]>(`/api/communications/search?purchases=${mine._id}&limit=1`))
      .json;
    const deleted = await call(`/api/communication/${communication!._id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    const { message } = await arrival(received, (m) => m.op === 'deleted');
    expect(message).toMatchObject({ type: 'communication', id: communication!._id });
  });

  it('a new purchaser on the project and its removal reach the console too', async () => {
    const socket = await consoleSocket(externalCaller);
    await subscribeRooms(socket, [recordRoom('project', assigned._id)]);
    const received = collectChanges(socket);
    const buyer = await createCompany(call, 'Late Buyer Ltd');
    const added = await createPurchase(call, { company: buyer._id, project: assigned._id });
    await arrival(received, (m) => m.type === 'purchase' && m.id === added._id && m.op === 'created');
    await call(`/api/purchase/${added._id}`, { method: 'DELETE' });
    await arrival(received, (m) => m.type === 'purchase' && m.id === added._id && m.op === 'deleted');
  });
});
