import { io, type Socket } from 'socket.io-client';
import { SocketEvents, type ChangeMessage, type SubscribeAck } from '@dealbook/contracts';

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

/** Resolves once `condition` holds; fails after 5 s, naming what did not happen. */
export function waitUntil(condition: () => boolean, what = 'The expected changes'): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (condition()) {
        clearInterval(poll);
        resolve();
      } else if (Date.now() - started > 5_000) {
        clearInterval(poll);
        reject(new Error(`${what} did not happen within 5 s`));
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
