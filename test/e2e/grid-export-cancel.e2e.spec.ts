import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SocketEvents, userRoom, type ExportProgressMessage } from '@dealbook/contracts';
import { loadSearchData } from '../bench/search-data.js';
import { connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { startTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

/**
 * Cancelling a large export (issue 15): when the browser aborts the download, the server stops
 * reading rows within a second, logs nothing as an error, and goes on serving.
 */
const companies = 40_000;
let app: TestApp;
let signedIn: SignedInUser;
let database: pg.Client;

beforeAll(async () => {
  app = await startTestApp();
  signedIn = await app.signIn('user');
  database = new pg.Client({ connectionString: app.databaseUrl });
  await database.connect();
  await loadSearchData(database, companies, 0);
}, 120_000);
afterAll(async () => {
  await database?.end();
  await app?.close();
});

const exportQueries = async () =>
  Number(
    (
      await database.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state = 'active' and query ilike '%from companies%'`,
      )
    ).rows[0]!.n,
  );

describe('cancelling an export', () => {
  it('stops the server reading within a second of the abort, with nothing logged as an error', async () => {
    const socket = await connectSocket(app.baseUrl, { token: signedIn.token });
    await subscribeRooms(socket, [userRoom(signedIn.user._id)]);
    const heard: { message: ExportProgressMessage; at: number }[] = [];
    socket.on(SocketEvents.exportProgress, (message: ExportProgressMessage) => heard.push({ message, at: Date.now() }));
    const errors = vi.spyOn(process.stderr, 'write');
    try {
      const abort = new AbortController();
      const response = await fetch(`${app.baseUrl}/api/companies/export?sort=companyName&exportId=cancel-test-1`, {
        headers: { authorization: `Bearer ${signedIn.token}` },
        signal: abort.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let received = 0;
      while (received < 256 * 1024) {
        const { value, done } = await reader.read();
        if (done) throw new Error('The export ended before it could be cancelled');
        received += value.byteLength;
      }
      abort.abort();
      const abortedAt = Date.now();
      await waitUntil(() => heard.some((h) => h.message.done), 'The export stopping');
      const last = heard.find((h) => h.message.done)!;
      expect(last.message.rows).toBeGreaterThan(0);
      expect(last.message.rows).toBeLessThan(companies);
      expect(last.at - abortedAt).toBeLessThan(1000);
      expect(await exportQueries()).toBe(0);
      const written = errors.mock.calls.map(([chunk]) => String(chunk)).join('');
      expect(written).not.toMatch(/error/i);
    } finally {
      errors.mockRestore();
      socket.close();
    }
    // Still serving (the count: the rows loaded for the bench lack fields the API document requires).
    const after = await fetch(`${app.baseUrl}/api/companies/count`, {
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(after.status).toBe(200);
  }, 60_000);

  it('writes every row of a 40,000-row list when nobody cancels', async () => {
    const response = await fetch(`${app.baseUrl}/api/companies/export?sort=-companyName`, {
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    // The zip's central directory closes the file: only a finished workbook has it.
    expect(bytes.subarray(-22, -18).toString('hex')).toBe('504b0506');
  }, 60_000);
});
