import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoom } from '@dealbook/contracts';
import { collectChanges, connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { openTransaction } from '../support/open-transaction.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let token: string;
let socket: Socket;
let otherDatabase: TestDatabase;

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  socket = await connectSocket(app.baseUrl, { token });
  otherDatabase = await createTestDatabase('elsewhere');
});
afterAll(async () => {
  socket?.disconnect();
  await app?.close();
  await otherDatabase?.drop();
});

describe('live updates while long transactions are open', () => {
  it('push a new company to the list room while a transaction stays open in this database and in another one', async () => {
    const here = await openTransaction(app.databaseUrl);
    const elsewhere = await openTransaction(otherDatabase.url);
    try {
      await subscribeRooms(socket, [listRoom('company')]);
      const received = collectChanges(socket);
      const created = await fetch(`${app.baseUrl}/api/company`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ companyName: 'Pushed Past Long Transactions Ltd' }),
      });
      expect(created.status).toBe(201);
      const { _id } = (await created.json()) as { _id: string };
      await waitUntil(() => received.some((message) => message.id === _id), 'The push of the new company');
      expect(await here.isOpen()).toBe(true);
      expect(await elsewhere.isOpen()).toBe(true);
    } finally {
      await here.end();
      await elsewhere.end();
    }
  });
});
