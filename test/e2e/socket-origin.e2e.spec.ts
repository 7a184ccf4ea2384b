import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
const trusted = 'https://crm.example.com';
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: { TRUSTED_ORIGINS: trusted } });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await app?.close();
});

/**
 * A handshake as a browser makes it: the session cookie it holds for the app, and the origin of
 * the page asking (`undefined`: no Origin header, as a program sends). Answers 'connected' or the
 * server's refusal.
 */
async function handshake(cookie: string, origin: string | undefined, transport: 'websocket' | 'polling') {
  const socket = io(app.baseUrl, {
    path: '/socket.io',
    transports: [transport],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie, ...(origin ? { origin } : {}) },
  });
  sockets.push(socket);
  return new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('the socket handshake and the page that asks for it (issue 39)', () => {
  it('refuses a page of another site carrying the signed-in user’s cookie, on either transport', async () => {
    const { cookie } = await app.signIn('user');
    for (const transport of ['websocket', 'polling'] as const) {
      for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'null']) {
        expect(await handshake(cookie, origin, transport), `${origin} over ${transport}`).toBe('foreign origin');
      }
    }
  });

  it('lets the app’s own page connect, and a page of an origin TRUSTED_ORIGINS names', async () => {
    const { cookie } = await app.signIn('user');
    const own = new URL(app.baseUrl).origin;
    for (const transport of ['websocket', 'polling'] as const) {
      expect(await handshake(cookie, own, transport), `${own} over ${transport}`).toBe('connected');
      expect(await handshake(cookie, trusted, transport), `${trusted} over ${transport}`).toBe('connected');
    }
  });

  it('lets a program that names no page connect with its own credential', async () => {
    const { cookie } = await app.signIn('user');
    expect(await handshake(cookie, undefined, 'websocket')).toBe('connected');
  });
});
