import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { XsrfHeader } from '@dealbook/contracts';
import { startInstancePair, type InstancePair } from '../support/redis-pair.js';
import { startTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

const sockets: Socket[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await startTestApp({ env });
  closers.push(() => app.close());
  return app;
}

async function connect(baseUrl: string, cookie: string): Promise<Socket> {
  const socket = io(baseUrl, {
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
  return socket;
}

/** The reason the server closed the socket, or 'still connected' after `ms`. */
function disconnection(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Signs out as the browser does: its cookies, and the XSRF token its page echoes. */
const signOut = (baseUrl: string, who: SignedInUser) =>
  fetch(`${baseUrl}/api/logout`, { method: 'POST', headers: { cookie: who.cookie, [XsrfHeader]: who.xsrf } }).then(
    (r) => r.status,
  );

describe('open sockets end with their session', () => {
  it("sign-out closes that browser's sockets at once, and only that session's", async () => {
    const app = await start();
    const signedOut = await app.signIn('user');
    const otherDevice = await app.signIn('user');
    const closing = await connect(app.baseUrl, signedOut.cookie);
    const staying = await connect(app.baseUrl, otherDevice.cookie);
    const closed = disconnection(closing, 3_000);
    const untouched = disconnection(staying, 3_000);

    expect(await signOut(app.baseUrl, signedOut)).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(await untouched).toBe('still connected');
  });

  it("sign-out with only the bearer token closes that session's sockets too", async () => {
    const app = await start();
    const who = await app.signIn('user');
    const socket = await connect(app.baseUrl, who.cookie);
    const closed = disconnection(socket, 3_000);
    const response = await fetch(`${app.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(response.status).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });

  it('an idle session loses its socket soon after the idle limit (SESSION_IDLE_SECONDS=2 here)', async () => {
    const app = await start({ SESSION_IDLE_SECONDS: '2' });
    const who = await app.signIn('user');
    const socket = await connect(app.baseUrl, who.cookie);
    const started = Date.now();
    expect(await disconnection(socket, 8_000)).toBe('io server disconnect');
    // Not before the limit: an open socket is not activity, but it is not cut early either.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });

  it('a socket kept by a live session stays connected through the sweeps', async () => {
    const app = await start({ SESSION_IDLE_SECONDS: '3' });
    const who = await app.signIn('user');
    const socket = await connect(app.baseUrl, who.cookie);
    const watching = disconnection(socket, 4_000);
    // Activity in the browser (the keepalive ping) keeps the session, and so the socket, alive.
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 900));
      const ping = await fetch(`${app.baseUrl}/api/keepalive`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(ping.status).toBe(200);
    }
    expect(await watching).toBe('still connected');
  });
});

describe('with two instances sharing Redis', () => {
  let pair: InstancePair;

  it('signing out through one instance closes the sockets held by the other', async () => {
    pair = await startInstancePair();
    closers.push(() => pair.close());
    const who = await pair.first.signIn('user');
    const socket = await connect(pair.second.baseUrl, who.cookie);
    const closed = disconnection(socket, 3_000);
    expect(await signOut(pair.first.baseUrl, who)).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });
});
