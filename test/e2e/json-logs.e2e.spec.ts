import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoom, type ChangeMessage } from '@dealbook/contracts';
import { collectChanges, connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { startEmbeddedServerProcess, startServerProcess, type ServerProcess } from '../support/server-process.js';

const admin = { email: 'logged.admin@firm.example', password: 'a-secret-admin-pass-42' };
let server: ServerProcess;
let baseUrl: string;

/** The built server as an operator runs it behind a proxy: its own process, JSON logs. */
beforeAll(async () => {
  server = await startServerProcess('json_logs', {
    LOG_FORMAT: 'json',
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
  });
  baseUrl = server.baseUrl;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the logs of a server run with LOG_FORMAT=json', () => {
  it('carry a request id from the proxy through the command, its events and the push, and hold no personal data or secrets', async () => {
    const wrong = await post('/api/login', { email: 'nobody.here@example.org', password: 'not-the-password-77' });
    expect(wrong.status).toBe(401);
    const signedIn = await post('/api/login', admin);
    expect(signedIn.status).toBe(200);
    const { userToken } = (await signedIn.json()) as { userToken: string };
    const bearer = { authorization: `Bearer ${userToken}` };

    const socket = await connectSocket(baseUrl, { token: userToken });
    await subscribeRooms(socket, [listRoom('contact')]);
    const changes = collectChanges(socket);
    const created = await post(
      '/api/contact',
      { firstName: 'Jane', lastName: 'Secretive', email: 'jane.secret@example.com' },
      { ...bearer, 'X-Request-Id': 'nginx-7f3a9c21e4b84d0a' },
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toBe('nginx-7f3a9c21e4b84d0a');
    const contact = (await created.json()) as { _id: string };
    await waitUntil(() => changes.some((change) => change.id === contact._id), 'The push of the new contact');
    socket.disconnect();
    const pushed = changes.find((change) => change.id === contact._id) as ChangeMessage;
    expect(pushed.requestId).toBe('nginx-7f3a9c21e4b84d0a');

    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ request_id: string }>(
      `select metadata->>'requestId' as request_id from events where stream_id = $1`,
      [`contact-${contact._id}`],
    );
    await client.end();
    expect(rows).toEqual([{ request_id: 'nginx-7f3a9c21e4b84d0a' }]);

    // A request id that is no id (spaces, a header injection) is replaced by one of the app's own.
    const search = await fetch(`${baseUrl}/api/contacts/search?text=${encodeURIComponent('jane.secret@example.com')}`, {
      headers: { ...bearer, 'X-Request-Id': 'not an id; drop table' },
    });
    expect(search.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A malformed body is refused in words, and its access line is written like any other.
    const broken = await post('/api/contact', '{"firstName": ', { ...bearer, 'content-type': 'application/json' });
    expect(broken.status).toBe(400);

    server.child.kill('SIGTERM');
    await server.exited;
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(5);
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
    expect(entries.every((entry) => typeof entry['time'] === 'string' && typeof entry['level'] === 'string')).toBe(
      true,
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        requestId: 'nginx-7f3a9c21e4b84d0a',
        method: 'POST',
        route: '/api/contact',
        status: 201,
      }),
    );
    const everything = lines.join('\n');
    for (const secret of [
      admin.password,
      'not-the-password-77',
      userToken,
      admin.email,
      'nobody.here@example.org',
      'jane.secret@example.com',
      'Secretive',
    ]) {
      expect(everything, `the logs hold ${secret}`).not.toContain(secret);
    }
  });
});

describe('the embedded demo started with LOG_FORMAT=json', () => {
  it('logs neither the demo password nor the demo team’s e-mail addresses, also when they sign in', async () => {
    const demo = await startEmbeddedServerProcess('json_demo', { LOG_FORMAT: 'json', DEMO_DATA: 'true' });
    try {
      const password = (await readFile(join(demo.dataDir, 'demo-admin-password'), 'utf8')).trim();
      const signIn = (email: string) =>
        fetch(`${demo.baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
      const signedIn = await signIn('admin@dealbook.local');
      expect(signedIn.status).toBe(200);
      const { userToken } = (await signedIn.json()) as { userToken: string };
      const users = (await (
        await fetch(`${demo.baseUrl}/api/users`, { headers: { authorization: `Bearer ${userToken}` } })
      ).json()) as { email: string }[];
      const emails = users.map((user) => user.email);
      expect(emails.length).toBeGreaterThan(5);
      for (const email of emails.slice(0, 3)) await signIn(email);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const logs = demo.output();
      // The banner, with the sign-ins, is for a person at a console: a JSON run says only that it listens.
      expect(logs).toContain('"msg":"listening"');
      for (const secret of [password, userToken, ...emails]) {
        expect(logs, `the logs hold ${secret}`).not.toContain(secret);
      }
    } finally {
      await demo.close();
    }
  });
});
