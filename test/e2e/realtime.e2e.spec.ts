import { io, type Socket } from 'socket.io-client';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  companyFieldsSchema,
  CompanyEventSchemaVersions,
  SocketEvents,
  type ChangeMessage,
  type CompanyEvent,
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

function connect(
  options: { cookie?: string; token?: string; bearerHeader?: string } = {},
  baseUrl = app.baseUrl,
): Socket {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.token ? { auth: { token: options.token } } : {}),
    extraHeaders: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.bearerHeader ? { authorization: `Bearer ${options.bearerHeader}` } : {}),
    },
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function subscribe(socket: Socket, rooms: string[]): Promise<SubscribeAck> {
  return socket.timeout(5_000).emitWithAck(SocketEvents.subscribe, { rooms }) as Promise<SubscribeAck>;
}

/** The next `change` messages, in arrival order, until `count` arrived (or 5 s passed). */
function nextChanges(socket: Socket, count: number): Promise<ChangeMessage[]> {
  return new Promise((resolve, reject) => {
    const received: ChangeMessage[] = [];
    const timer = setTimeout(() => reject(new Error(`Only ${received.length} of ${count} changes arrived`)), 5_000);
    socket.on(SocketEvents.change, (message: ChangeMessage) => {
      received.push(message);
      if (received.length === count) {
        clearTimeout(timer);
        resolve(received);
      }
    });
  });
}

async function appendCompany(companyId: string, events: CompanyEvent[], expectedVersion: number, through = app) {
  await through.dealbook.persistence.store.append(
    `company-${companyId}`,
    events.map((event) => ({
      eventId: uuidv7(),
      type: event.type,
      data: event.data,
      schemaVersion: CompanyEventSchemaVersions[event.type],
      metadata: { actorId: app.users.user._id, correlationId: uuidv7(), causationId: null },
    })),
    { expectedVersion },
  );
}

const registered = (companyId: string, companyName: string): CompanyEvent => ({
  type: 'CompanyRegistered',
  data: { companyId, fields: companyFieldsSchema.parse({ companyName }) },
});

describe('socket authentication', () => {
  it('refuses a socket without credentials or with a bad token', async () => {
    await expect(connected(connect())).rejects.toThrow('unauthorized');
    await expect(connected(connect({ token: 'not-a-token' }))).rejects.toThrow('unauthorized');
  });

  it('accepts the session cookie, a handshake token and a bearer header', async () => {
    const { cookie, token } = await app.signIn('user');
    await connected(connect({ cookie }));
    await connected(connect({ token }));
    await connected(connect({ bearerHeader: token }));
  });
});

describe('rooms and change pushes', () => {
  it('lets staff join list and record rooms and their own user room, and refuses the rest', async () => {
    const { token } = await app.signIn('user');
    const socket = connect({ token });
    await connected(socket);
    const id = uuidv7();
    const ack = await subscribe(socket, [
      'list:company',
      `record:company:${id}`,
      `user:${app.users.user._id}`,
      `user:${app.users.admin._id}`,
      'record:company:not-a-uuid',
      'team:x',
      'anything',
    ]);
    expect(ack.joined).toEqual(['list:company', `record:company:${id}`, `user:${app.users.user._id}`]);
    expect(ack.refused).toEqual([
      { room: `user:${app.users.admin._id}`, reason: 'not permitted' },
      { room: 'record:company:not-a-uuid', reason: 'unknown room' },
      { room: 'team:x', reason: 'unknown room' },
      { room: 'anything', reason: 'unknown room' },
    ]);
  });

  it('names a guessed or mistyped room as unknown, apart from a real room the user may not join', async () => {
    const { token } = await app.signIn('user');
    const socket = connect({ token });
    await connected(socket);
    const id = uuidv7();
    const ack = await subscribe(socket, [
      'list:companies',
      'list:company',
      `record:widget:${id}`,
      'company',
      `list:import`,
      `record:import:${id}`,
    ]);
    expect(ack).toEqual({
      joined: ['list:company'],
      refused: [
        { room: 'list:companies', reason: 'unknown room' },
        { room: `record:widget:${id}`, reason: 'unknown room' },
        { room: 'company', reason: 'unknown room' },
        { room: 'list:import', reason: 'not permitted' },
        { room: `record:import:${id}`, reason: 'not permitted' },
      ],
      // Where the change feed had got: changes after it reach the rooms joined (a resume's start).
      position: expect.stringMatching(/^\d+\/\d+$/),
    });
    // Leaving: a room it is not in, and one that is no room at all.
    const left = (await socket
      .timeout(5_000)
      .emitWithAck(SocketEvents.unsubscribe, { rooms: ['list:company', 'list:task', 'garbage'] })) as SubscribeAck;
    expect(left).toEqual({
      joined: [],
      refused: [
        { room: 'list:task', reason: 'not joined' },
        { room: 'garbage', reason: 'unknown room' },
      ],
    });
  });

  it('answers a message that is not {rooms: string[]} with an error rather than an empty ack', async () => {
    const { token } = await app.signIn('user');
    const socket = connect({ token });
    await connected(socket);
    const ack = (body: unknown, event: string = SocketEvents.subscribe) =>
      socket.timeout(5_000).emitWithAck(event, body) as Promise<SubscribeAck>;
    for (const body of ['list:company', ['list:company'], { rooms: 'list:company' }, { room: ['list:company'] }]) {
      const answer = await ack(body);
      expect(answer, JSON.stringify(body)).toEqual({ joined: [], refused: [], error: expect.stringMatching(/rooms/) });
    }
    const tooMany = await ack({ rooms: Array.from({ length: 201 }, (_, i) => `record:company:${i}`) });
    expect(tooMany.error).toMatch(/at most 200 rooms/);
    expect((await ack('list:company', SocketEvents.unsubscribe)).error).toMatch(/rooms/);
  });

  it('keeps clients and external users out of staff rooms', async () => {
    for (const role of ['client', 'external'] as const) {
      const { token } = await app.signIn(role);
      const socket = connect({ token });
      await connected(socket);
      const ack = await subscribe(socket, ['list:company', `user:${app.users[role]._id}`]);
      expect(ack).toEqual({
        joined: [`user:${app.users[role]._id}`],
        refused: [{ room: 'list:company', reason: 'not permitted' }],
        position: expect.any(String),
      });
    }
  });

  it('pushes a change to the list room after a company is registered and updated', async () => {
    const { cookie } = await app.signIn('user');
    const socket = connect({ cookie });
    await connected(socket);
    await subscribe(socket, ['list:company']);
    const changes = nextChanges(socket, 2);

    const companyId = uuidv7();
    await appendCompany(companyId, [registered(companyId, 'Socketworks Ltd')], 0);
    await appendCompany(
      companyId,
      [{ type: 'CompanyUpdated', data: { companyId, changes: { city: { from: '', to: 'Bath' } } } }],
      1,
    );
    expect(await changes).toEqual([
      { type: 'company', id: companyId, version: 1, op: 'created', changes: {}, position: expect.any(String) },
      {
        type: 'company',
        id: companyId,
        version: 2,
        op: 'updated',
        changes: { city: { from: '', to: 'Bath' } },
        position: expect.any(String),
      },
    ]);
  });

  it('pushes to a record room only the changes of that record, and nothing after unsubscribe', async () => {
    const { token } = await app.signIn('manager');
    const socket = connect({ token });
    await connected(socket);
    const watched = uuidv7();
    const other = uuidv7();
    await subscribe(socket, [`record:company:${watched}`]);
    const first = nextChanges(socket, 1);
    await appendCompany(other, [registered(other, 'Unwatched plc')], 0);
    await appendCompany(watched, [registered(watched, 'Watched plc')], 0);
    expect((await first).map((c) => c.id)).toEqual([watched]);

    const ack = await socket
      .timeout(5_000)
      .emitWithAck(SocketEvents.unsubscribe, { rooms: [`record:company:${watched}`] });
    expect(ack).toEqual({ joined: [], refused: [] });
    const late: ChangeMessage[] = [];
    socket.on(SocketEvents.change, (m: ChangeMessage) => late.push(m));
    // A second socket on the list room shows when both pushes went out, before we conclude
    // that the unsubscribed socket got nothing.
    const witness = connect({ token });
    await connected(witness);
    await subscribe(witness, ['list:company']);
    const witnessed = nextChanges(witness, 2);
    await appendCompany(
      watched,
      [{ type: 'CompanyDeleted', data: { companyId: watched, companyName: 'Watched plc' } }],
      1,
    );
    await appendCompany(
      other,
      [{ type: 'CompanyDeleted', data: { companyId: other, companyName: 'Unwatched plc' } }],
      1,
    );
    expect((await witnessed).map((c) => [c.id, c.op])).toEqual([
      [watched, 'deleted'],
      [other, 'deleted'],
    ]);
    expect(late).toEqual([]);
  });
});

describe('two instances with REDIS_URL', () => {
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

  it('pushes a change written through one instance to sockets on the other, exactly once', async () => {
    const { token } = await first.signIn('user');
    const socket = connect({ token }, second.baseUrl);
    await connected(socket);
    await subscribe(socket, ['list:company']);
    const received: ChangeMessage[] = [];
    socket.on(SocketEvents.change, (m: ChangeMessage) => received.push(m));
    const three = nextChanges(socket, 3);

    const ids = [uuidv7(), uuidv7(), uuidv7()];
    for (const id of ids) await appendCompany(id, [registered(id, `Scaleout ${id}`)], 0, first);
    expect((await three).map((c) => c.id)).toEqual(ids);
    // Duplicates, if any, would come through the other instance's feed within moments.
    await new Promise((r) => setTimeout(r, 500));
    expect(received.map((c) => c.id)).toEqual(ids);
  });
});
