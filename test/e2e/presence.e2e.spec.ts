import { isDeepStrictEqual } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  recordRoom,
  SocketEvents,
  type PresenceEditingAck,
  type PresenceMessage,
  type PresenceViewer,
  type RoleName,
  type SubscribeAck,
} from '@dealbook/contracts';
import { startInstancePair, type InstancePair } from '../support/redis-pair.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await app?.close();
});

/** A signed-in socket with every presence push it receives, in arrival order. */
interface Viewer {
  socket: Socket;
  received: PresenceMessage[];
}

async function open(role: RoleName, through = app): Promise<Viewer> {
  const { token } = await through.signIn(role);
  const socket = io(through.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  sockets.push(socket);
  const received: PresenceMessage[] = [];
  socket.on(SocketEvents.presence, (message: PresenceMessage) => received.push(message));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

function subscribe({ socket }: Viewer, rooms: string[]): Promise<SubscribeAck> {
  return socket.timeout(5_000).emitWithAck(SocketEvents.subscribe, { rooms }) as Promise<SubscribeAck>;
}

function unsubscribe({ socket }: Viewer, rooms: string[]): Promise<SubscribeAck> {
  return socket.timeout(5_000).emitWithAck(SocketEvents.unsubscribe, { rooms }) as Promise<SubscribeAck>;
}

function setEditing({ socket }: Viewer, body: unknown): Promise<PresenceEditingAck> {
  return socket.timeout(5_000).emitWithAck(SocketEvents.presenceEditing, body) as Promise<PresenceEditingAck>;
}

const person = (role: RoleName, editing = false, through = app): PresenceViewer => ({
  _id: through.users[role]._id,
  fullName: through.users[role].fullName,
  editing,
});

const latest = (viewer: Viewer, room: string) => viewer.received.findLast((message) => message.room === room);

/** Resolves once the latest push for the room lists exactly these people; fails after 5 s. */
async function sees(viewer: Viewer, room: string, expected: PresenceViewer[]): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!isDeepStrictEqual(latest(viewer, room)?.viewers, expected)) {
    if (Date.now() > deadline) {
      expect(latest(viewer, room)?.viewers, `presence in ${room} did not become the expected list`).toEqual(expected);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Presence is published after the event; give a stray push time to arrive before saying none came. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('presence in a record room', () => {
  it('tells everyone in the room who joins, who edits and who leaves', async () => {
    const room = recordRoom('company', uuidv7());
    const alice = await open('user');
    const bob = await open('manager');

    await subscribe(alice, [room]);
    await sees(alice, room, [person('user')]);

    await subscribe(bob, [room]);
    await sees(alice, room, [person('manager'), person('user')]);
    await sees(bob, room, [person('manager'), person('user')]);

    expect(await setEditing(bob, { room, editing: true })).toEqual({ ok: true });
    await sees(alice, room, [person('manager', true), person('user')]);
    expect(await setEditing(bob, { room, editing: false })).toEqual({ ok: true });
    await sees(alice, room, [person('manager'), person('user')]);

    bob.socket.disconnect();
    await sees(alice, room, [person('user')]);
  });

  it('counts a person with two tabs once, editing while either tab edits', async () => {
    const room = recordRoom('company', uuidv7());
    const watcher = await open('manager');
    const firstTab = await open('user');
    const secondTab = await open('user');
    await subscribe(watcher, [room]);
    await subscribe(firstTab, [room]);
    await subscribe(secondTab, [room]);
    await sees(watcher, room, [person('manager'), person('user')]);

    await setEditing(secondTab, { room, editing: true });
    await sees(watcher, room, [person('manager'), person('user', true)]);

    secondTab.socket.disconnect();
    await sees(watcher, room, [person('manager'), person('user')]);

    await unsubscribe(firstTab, [room]);
    await sees(watcher, room, [person('manager')]);
  });

  it('forgets the editing flag of a socket that leaves the room', async () => {
    const room = recordRoom('company', uuidv7());
    const alice = await open('user');
    const bob = await open('manager');
    await subscribe(alice, [room]);
    await subscribe(bob, [room]);
    await setEditing(bob, { room, editing: true });
    await sees(alice, room, [person('manager', true), person('user')]);

    await unsubscribe(bob, [room]);
    await sees(alice, room, [person('user')]);
    await subscribe(bob, [room]);
    await sees(alice, room, [person('manager'), person('user')]);
  });

  it('takes an editing flag sent right behind the subscribe, as the web app sends them', async () => {
    const room = recordRoom('company', uuidv7());
    const alice = await open('user');
    const [, ack] = await Promise.all([subscribe(alice, [room]), setEditing(alice, { room, editing: true })]);
    expect(ack).toEqual({ ok: true });
    await sees(alice, room, [person('user', true)]);
  });

  it('keeps each room to its own people', async () => {
    const first = recordRoom('company', uuidv7());
    const second = recordRoom('company', uuidv7());
    const alice = await open('user');
    const bob = await open('manager');
    await subscribe(alice, [first]);
    await subscribe(bob, [second]);
    await setEditing(bob, { room: second, editing: true });
    await sees(bob, second, [person('manager', true)]);
    await settle();

    expect(alice.received.map((message) => message.room)).toEqual([first]);
    expect(latest(alice, first)?.viewers).toEqual([person('user')]);
  });

  it('sends no presence for list rooms or user rooms', async () => {
    const room = recordRoom('company', uuidv7());
    const alice = await open('user');
    const bob = await open('manager');
    await subscribe(alice, ['list:company', `user:${app.users.user._id}`]);
    await subscribe(bob, ['list:company']);
    await subscribe(alice, [room]);
    await sees(alice, room, [person('user')]);
    await unsubscribe(bob, ['list:company']);
    await settle();

    expect(alice.received.map((message) => message.room)).toEqual([room]);
    expect(bob.received).toEqual([]);
    expect(await setEditing(alice, { room: 'list:company', editing: true })).toEqual({
      ok: false,
      error: 'Not in record room list:company: subscribe to it first',
    });
  });

  it('gives a client no presence: it cannot join a record room, nor appear in one', async () => {
    const room = recordRoom('company', uuidv7());
    const client = await open('client');
    const staff = await open('user');
    await subscribe(staff, [room]);
    expect(await subscribe(client, [room])).toEqual({ joined: [], refused: [{ room, reason: 'not permitted' }] });
    expect(await setEditing(client, { room, editing: true })).toMatchObject({ ok: false });
    await sees(staff, room, [person('user')]);
    await settle();

    expect(client.received).toEqual([]);
    expect(staff.received.map((message) => message.viewers)).toEqual([[person('user')]]);
  });

  it('answers a malformed editing message or a room not joined with a reason, and changes nothing', async () => {
    const room = recordRoom('company', uuidv7());
    const alice = await open('user');
    const bob = await open('manager');
    await subscribe(alice, [room]);
    await sees(alice, room, [person('user')]);

    for (const body of [undefined, 'yes', { room }, { room, editing: 'true' }, { room: 42, editing: true }]) {
      expect(await setEditing(alice, body)).toEqual({ ok: false, error: 'Expected {room: string, editing: boolean}' });
    }
    expect(await setEditing(bob, { room, editing: true })).toEqual({
      ok: false,
      error: `Not in record room ${room}: subscribe to it first`,
    });
    await settle();
    expect(alice.received).toHaveLength(1);
  });
});

describe('presence across two instances with REDIS_URL', () => {
  let pair: InstancePair;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    pair = await startInstancePair();
    ({ first, second } = pair);
  });
  afterAll(async () => {
    await pair?.close();
  });

  it('lists the people on both instances, once each, and follows edits and departures', async () => {
    const room = recordRoom('company', uuidv7());
    const alice = await open('user', first);
    const bob = await open('manager', second);
    const aliceAgain = await open('user', second);

    // Joined at once on both instances: the lists cross in Redis, and the last word must be right.
    await Promise.all([subscribe(alice, [room]), subscribe(bob, [room]), subscribe(aliceAgain, [room])]);
    const both = [person('manager', false, first), person('user', false, first)];
    await Promise.all([sees(alice, room, both), sees(bob, room, both), sees(aliceAgain, room, both)]);

    await setEditing(aliceAgain, { room, editing: true });
    await sees(bob, room, [person('manager', false, first), person('user', true, first)]);

    await setEditing(bob, { room, editing: true });
    await sees(alice, room, [person('manager', true, first), person('user', true, first)]);

    bob.socket.disconnect();
    aliceAgain.socket.disconnect();
    await sees(alice, room, [person('user', false, first)]);
  });
});
