import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SocketEvents,
  TaskStatus,
  userRoom,
  type ChangeMessage,
  type SubscribeAck,
  type Task,
} from '@dealbook/contracts';
import { startTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

let app: TestApp;
let author: SignedInUser;
let assignee: SignedInUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await startTestApp();
  author = await app.signIn('user');
  assignee = await app.signIn('manager');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await app?.close();
});

async function call<T>(who: SignedInUser, path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (response.headers.get('content-type')?.includes('json') ? await response.json() : undefined) as T;
}

/** A socket signed in as `who`, listening to their own user room. */
async function userSocket(who: SignedInUser): Promise<Socket> {
  const socket = io(app.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: who.cookie },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = (await socket.timeout(5_000).emitWithAck(SocketEvents.subscribe, {
    rooms: [userRoom(who.user._id)],
  })) as SubscribeAck;
  expect(ack.joined).toEqual([userRoom(who.user._id)]);
  return socket;
}

/** The next task change pushed to the socket (other record types are ignored). */
function nextTaskChange(socket: Socket): Promise<ChangeMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No task change arrived within 5 s')), 5_000);
    const listener = (message: ChangeMessage) => {
      if (message.type !== 'task') return;
      clearTimeout(timer);
      socket.off(SocketEvents.change, listener);
      resolve(message);
    };
    socket.on(SocketEvents.change, listener);
  });
}

const openTasksOf = (who: SignedInUser) =>
  call<number>(who, `/api/tasks/count?assignedTo=${who.user._id}&completed=false`);

describe('the task badge pushes', () => {
  it('tells the assignee’s user room when their task is created and completed; the count follows', async () => {
    const socket = await userSocket(assignee);
    expect(await openTasksOf(assignee)).toBe(0);

    const pushed = nextTaskChange(socket);
    const task = await call<Task>(author, '/api/task', 'POST', {
      subject: 'Review the teaser',
      assignedTo: [assignee.user._id],
    });
    expect(await pushed).toMatchObject({ type: 'task', id: task._id, version: task.version });
    expect(await openTasksOf(assignee)).toBe(1);

    const completed = nextTaskChange(socket);
    await call(author, `/api/task/${task._id}`, 'PUT', { status: TaskStatus.Completed });
    expect(await completed).toMatchObject({ id: task._id, changes: {} });
    expect(await openTasksOf(assignee)).toBe(0);
  });

  it('tells the previous assignee when a task is taken from them, and nobody else’s room', async () => {
    const task = await call<Task>(author, '/api/task', 'POST', {
      subject: 'Chase the accountant',
      assignedTo: [assignee.user._id],
    });
    const previous = await userSocket(assignee);
    const bystander = await userSocket(author);
    let bystanderHeard = false;
    bystander.on(SocketEvents.change, (message: ChangeMessage) => {
      if (message.type === 'task') bystanderHeard = true;
    });

    const pushed = nextTaskChange(previous);
    await call(author, `/api/task/${task._id}`, 'PUT', { assignedTo: [app.users.admin._id] });
    expect(await pushed).toMatchObject({ id: task._id });
    expect(await openTasksOf(assignee)).toBe(0);
    // The author is no assignee: the change feed has had time to push; nothing reached their room.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bystanderHeard).toBe(false);
  });
});
