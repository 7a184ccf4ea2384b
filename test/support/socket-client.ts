import { io, type Socket } from 'socket.io-client';
import {
  laterPosition,
  SocketEvents,
  type ChangeMessage,
  type ResumeAck,
  type SubscribeAck,
} from '@dealbook/contracts';

/**
 * The socket client of the realtime specs, as the web app connects: websocket only, no
 * reconnection (a closed socket must stay closed for the test to see it). Signed in by the
 * session cookie (`{cookie}`) or a bearer token (`{token}`).
 */
export async function connectSocket(baseUrl: string, auth: { cookie: string } | { token: string }): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...('cookie' in auth ? { extraHeaders: { cookie: auth.cookie } } : { auth: { token: auth.token } }),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export const subscribeRooms = (socket: Socket, rooms: string[]) =>
  socket.timeout(5_000).emitWithAck(SocketEvents.subscribe, { rooms }) as Promise<SubscribeAck>;

/** Every `change` the socket receives from now on. */
export function collectChanges(socket: Socket): ChangeMessage[] {
  const received: ChangeMessage[] = [];
  socket.on(SocketEvents.change, (message: ChangeMessage) => received.push(message));
  return received;
}

/** Resolves once `condition` holds; fails after `ms` (5 s), naming what did not happen. */
export function waitUntil(condition: () => boolean, what = 'The expected changes', ms = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (condition()) {
        clearInterval(poll);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(poll);
        reject(new Error(`${what} did not happen within ${ms / 1000} s`));
      }
    }, 5);
  });
}

/** The reason the server closed the socket, or 'still connected' after `ms`. */
export function disconnection(socket: Socket, ms = 5_000): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** What a `resumableSocket` went through: every change heard, and each reconnect and its resume. */
export interface ResumableSocket {
  /** Every `change` heard, live or replayed, across every connection. */
  received: ChangeMessage[];
  /** Each reconnect after a dropped connection: how long until the resume was answered, and the answer. */
  resumes: { ms: number; ack: ResumeAck | undefined; error?: string }[];
  /** The connection now (a new one after each reconnect). */
  socket(): Socket;
  /** Closes it for good: no reconnect. */
  close(): void;
}

/**
 * A socket as the web app keeps one (web/src/modules/realtime/realtimeClient.ts): it joins
 * `rooms`, remembers the newest log position heard (a change's, or the subscribe ack's), and when
 * the connection drops (its instance died) connects again through `baseUrl`, which a proxy sends
 * to another instance, and sends `resume {after, rooms}` so the server replays what it missed.
 * Reconnects are tried every 100 ms for up to 30 s.
 */
export async function resumableSocket(
  baseUrl: string,
  auth: { cookie: string } | { token: string },
  rooms: string[],
): Promise<ResumableSocket> {
  const received: ChangeMessage[] = [];
  const resumes: ResumableSocket['resumes'] = [];
  let newest: string | undefined;
  let closed = false;
  let current: Socket;
  const listen = (socket: Socket) => {
    socket.on(SocketEvents.change, (message: ChangeMessage) => {
      received.push(message);
      newest = laterPosition(newest, message.position);
    });
    socket.once('disconnect', () => {
      if (!closed) void reconnect(performance.now());
    });
  };
  const reconnect = async (droppedAt: number) => {
    for (;;) {
      if (closed) return;
      try {
        current = await connectSocket(baseUrl, auth);
        break;
      } catch {
        if (performance.now() - droppedAt > 30_000) {
          resumes.push({ ms: Math.round(performance.now() - droppedAt), ack: undefined, error: 'no reconnect' });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    listen(current);
    const after = newest;
    try {
      const ack = (await current
        .timeout(30_000)
        .emitWithAck(SocketEvents.resume, { after: after ?? '', rooms })) as ResumeAck;
      resumes.push({ ms: Math.round(performance.now() - droppedAt), ack });
      newest = laterPosition(newest, ack.position);
    } catch (error) {
      resumes.push({ ms: Math.round(performance.now() - droppedAt), ack: undefined, error: String(error) });
    }
  };
  current = await connectSocket(baseUrl, auth);
  listen(current);
  const ack = await subscribeRooms(current, rooms);
  newest = ack.position;
  return {
    received,
    resumes,
    socket: () => current,
    close: () => {
      closed = true;
      current.disconnect();
    },
  };
}
