import { io, type Socket } from 'socket.io-client';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Role,
  SocketEvents,
  type ChangeMessage,
  type ErrorBody,
  type HistoryEntry,
  type RecentlyViewedItem,
  type RoleName,
  type SubscribeAck,
  type User,
} from '@dealbook/contracts';
import type { CallResult } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const errorMessage = (r: CallResult) => (r.json as ErrorBody).message;

let counter = 0;
async function createUser(fields: Record<string, unknown> = {}): Promise<User> {
  counter += 1;
  const r = await app.as('admin').post('/api/user', {
    email: `person${counter}@example.com`,
    firstName: 'Person',
    lastName: `Number ${counter}`,
    role: Role.user,
    ...fields,
  });
  expect(r.status, r.text).toBe(201);
  return r.json as User;
}

describe('POST /api/user', () => {
  it('creates an active user with the §3.1 defaults, who signs in with the password given', async () => {
    const r = await app.as('admin').post('/api/user', {
      email: 'Grace.Hopper@Example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: Role.manager,
      password: 'a long enough password',
    });
    expect(r.status).toBe(201);
    const user = r.json as User;
    expect(r.headers.get('etag')).toBe('"1"');
    expect(r.headers.get('location')).toBe(`/api/user/${user._id}`);
    expect(user).toMatchObject({
      email: 'grace.hopper@example.com',
      fullName: 'Grace Hopper',
      role: Role.manager,
      isActive: true,
      isTeamMember: false,
      isExternalUser: false,
      status: 'active',
      companies: [],
      userSettings: { navbarPinned: true, recentlyViewedItems: [] },
    });
    const login = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grace.hopper@example.com', password: 'a long enough password' }),
    });
    expect(login.status).toBe(200);
  });

  it('answers 400 with a message for a bad body, 409 for a taken e-mail, 403 below admin', async () => {
    const bad = await app.as('admin').post('/api/user', { email: 'nope', firstName: '', role: 9 });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad)).toContain('email must be an e-mail address');
    expect(errorMessage(bad)).toContain('role must be 0 to 5');
    const taken = await app.as('admin').post('/api/user', {
      email: 'user@test.dealbook.local',
      firstName: 'X',
      role: 2,
    });
    expect(taken.status).toBe(409);
    expect(errorMessage(taken)).toBe('A user with the e-mail user@test.dealbook.local already exists');
    expect(
      (await app.as('manager').post('/api/user', { email: 'm@example.com', firstName: 'M', role: 2 })).status,
    ).toBe(403);
  });

  it('refuses an admin creating a superadmin', async () => {
    const r = await app.as('admin').post('/api/user', {
      email: 'boss@example.com',
      firstName: 'B',
      role: Role.superadmin,
    });
    expect(r.status).toBe(403);
  });
});

describe('GET /api/users, /api/users/count, /api/users/emails', () => {
  it('pages, filters and counts users for admins', async () => {
    await createUser({ firstName: 'Zelda', lastName: 'Searchable', role: Role.external });
    const found = await app.as('admin').get('/api/users?search=searchable&limit=5');
    expect(found.status).toBe(200);
    expect((found.json as User[]).map((u) => u.fullName)).toEqual(['Zelda Searchable']);
    expect(found.headers.get('x-total-count')).toBe('1');

    const externals = await app.as('admin').get(`/api/users?role=${Role.external}&isActive=true&sort=-email`);
    const emails = (externals.json as User[]).map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect(emails).toContain('external@test.dealbook.local');

    const page = await app.as('admin').get('/api/users?limit=2&offset=1&sort=email');
    expect(page.json as User[]).toHaveLength(2);
    const count = await app.as('admin').get('/api/users/count');
    expect(count.json as number).toBe(Number(page.headers.get('x-total-count')));
  });

  it('answers 400 for bad filters and 403 below admin', async () => {
    const bad = await app.as('admin').get('/api/users?sort=password&isActive=maybe');
    expect(bad.status).toBe(400);
    expect(errorMessage(bad)).toContain('isActive must be true or false');
    const badSort = await app.as('admin').get('/api/users?sort=password');
    expect(errorMessage(badSort)).toContain('Cannot sort by "password"; sortable: ');
    // A mistyped filter is refused, named, rather than dropped (which would list everybody).
    const typo = await app.as('admin').get('/api/users?rol=1');
    expect(typo.status).toBe(400);
    expect(errorMessage(typo)).toContain('rol');
    expect((await app.as('manager').get('/api/users')).status).toBe(403);
    expect((await app.as('manager').get('/api/users/count')).status).toBe(403);
  });

  it('finds the users of the e-mails that exist, for staff', async () => {
    const r = await app
      .as('user')
      .get('/api/users/emails/ADMIN@test.dealbook.local,nobody@example.com,user@test.dealbook.local');
    expect(r.status).toBe(200);
    expect((r.json as User[]).map((u) => u.email)).toEqual(['admin@test.dealbook.local', 'user@test.dealbook.local']);
    expect((await app.as('client').get('/api/users/emails/user@test.dealbook.local')).status).toBe(403);
    const bad = await app.as('user').get('/api/users/emails/not-an-address');
    expect(bad.status).toBe(400);
    expect(errorMessage(bad)).toContain('every entry must be an e-mail address');
  });
});

describe('GET and PUT /api/user/{id}', () => {
  it('lets anyone read themselves and staff read anyone; a client reading another user gets 403', async () => {
    const own = await app.as('client').get(`/api/user/${app.users.client._id}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('etag')).toMatch(/^"\d+"$/);
    expect((await app.as('user').get(`/api/user/${app.users.admin._id}`)).status).toBe(200);
    const other = await app.as('client').get(`/api/user/${app.users.admin._id}`);
    expect(other.status).toBe(403);
    expect(errorMessage(other)).toBe('You can only read your own user');
    expect((await app.as('user').get(`/api/user/${uuidv7()}`)).status).toBe(404);
    expect(errorMessage(await app.as('user').get('/api/user/42'))).toBe('id must be a UUID');
  });

  it('lets users edit their own profile and settings but not their role', async () => {
    const user = await createUser({ password: 'a long enough password' });
    const login = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'a long enough password' }),
    });
    const token = ((await login.json()) as { userToken: string }).userToken;
    const put = (body: unknown) =>
      fetch(`${app.baseUrl}/api/user/${user._id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const saved = await put({ displayName: 'P.', userSettings: { navbarPinned: true } });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toBe('User updated');
    const after = (await app.as('admin').get(`/api/user/${user._id}`)).json as User;
    expect(after).toMatchObject({ displayName: 'P.', userSettings: { navbarPinned: true } });

    const promotion = await put({ role: Role.admin });
    expect(promotion.status).toBe(403);
    expect(((await promotion.json()) as ErrorBody).message).toBe('Only an admin can change role');
    const strange = await put({ password: 'x' });
    expect(strange.status).toBe(400);
  });

  it('accepts the whole user echoed back, as the spec saves it, but not a changed e-mail or a foreign _id', async () => {
    const user = await createUser();
    const loaded = (await app.as('admin').get(`/api/user/${user._id}`)).json as User;
    const saved = await app.as('admin').put(`/api/user/${user._id}`, { ...loaded, displayName: 'Echoed' });
    expect(saved.status, saved.text).toBe(200);
    expect(((await app.as('admin').get(`/api/user/${user._id}`)).json as User).displayName).toBe('Echoed');
    const history = (await app.as('admin').get(`/api/history/user/${user._id}`)).json as HistoryEntry[];
    expect(history.map((e) => e.type)).toEqual(['UserRegistered', 'UserProfileUpdated']);

    const email = await app.as('admin').put(`/api/user/${user._id}`, { ...loaded, email: 'other@example.com' });
    expect(email.status).toBe(400);
    expect(errorMessage(email)).toBe('email cannot be changed');
    const foreign = await app.as('admin').put(`/api/user/${user._id}`, { ...loaded, _id: app.users.user._id });
    expect(foreign.status).toBe(400);
    expect(errorMessage(foreign)).toContain('does not match the user');
  });

  it('refuses staff below admin editing another user', async () => {
    const r = await app.as('manager').put(`/api/user/${app.users.user._id}`, { firstName: 'Hacked' });
    expect(r.status).toBe(403);
    expect(errorMessage(r)).toBe('You can only change your own user unless you are an admin');
  });

  it('records a role change as UserRoleChanged in the history, and refuses a stale If-Match with 409', async () => {
    const user = await createUser();
    const changed = await app
      .as('admin')
      .put(`/api/user/${user._id}`, { role: Role.manager }, { headers: { 'if-match': '"1"' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"2"');
    const history = (await app.as('admin').get(`/api/history/user/${user._id}`)).json as HistoryEntry[];
    expect(history.map((e) => e.type)).toEqual(['UserRegistered', 'UserRoleChanged']);
    expect(history[1]).toMatchObject({
      data: { userId: user._id, from: Role.user, to: Role.manager, by: app.users.admin._id },
      actor: { _id: app.users.admin._id, fullName: 'Admin Tester' },
    });
    const stale = await app
      .as('admin')
      .put(`/api/user/${user._id}`, { lastName: 'Late' }, { headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(409);
    expect((stale.json as ErrorBody).currentVersion).toBe(2);
  });

  it('never demotes the last superadmin', async () => {
    const r = await app.as('superadmin').put(`/api/user/${app.users.superadmin._id}`, { role: Role.admin });
    expect(r.status).toBe(403);
    expect(errorMessage(r)).toBe('The last active superadmin cannot be demoted, deactivated or deleted');
    const byAdmin = await app.as('admin').put(`/api/user/${app.users.superadmin._id}`, { isActive: false });
    expect(byAdmin.status).toBe(403);
  });
});

describe('DELETE /api/user/{id}', () => {
  it('deactivating a user ends their session at once and refuses their sign-in until reactivated', async () => {
    const password = 'a long enough password';
    const user = await createUser({ password });
    const signIn = () =>
      fetch(`${app.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
      });
    const first = await signIn();
    expect(first.status).toBe(200);
    const { userToken } = (await first.json()) as { userToken: string };
    const asUser = () =>
      fetch(`${app.baseUrl}/api/companies/count`, { headers: { authorization: `Bearer ${userToken}` } });
    expect((await asUser()).status).toBe(200);

    expect((await app.as('admin').put(`/api/user/${user._id}`, { isActive: false })).status).toBe(200);
    expect((await asUser()).status).toBe(401);
    expect((await signIn()).status).toBe(401);

    expect((await app.as('admin').put(`/api/user/${user._id}`, { isActive: true })).status).toBe(200);
    expect((await signIn()).status).toBe(200);
  });

  it('deletes a user, who can no longer be read or sign in; refuses self-deletion', async () => {
    const user = await createUser({ password: 'a long enough password' });
    const r = await app.as('admin').delete(`/api/user/${user._id}`);
    expect(r.status).toBe(200);
    expect(r.text).toBe('User deleted');
    expect((await app.as('admin').get(`/api/user/${user._id}`)).status).toBe(404);
    const login = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'a long enough password' }),
    });
    expect(login.status).toBe(401);
    expect((await app.as('admin').delete(`/api/user/${user._id}`)).status).toBe(404);

    const self = await app.as('admin').delete(`/api/user/${app.users.admin._id}`);
    expect(self.status).toBe(403);
    expect(errorMessage(self)).toBe('You cannot delete your own user');
    expect((await app.as('admin').delete(`/api/user/${app.users.superadmin._id}`)).status).toBe(403);
    expect((await app.as('manager').delete(`/api/user/${app.users.user._id}`)).status).toBe(403);
  });
});

describe('POST /api/user/{id}/recently-viewed', () => {
  const view = (role: RoleName, userId: string, objectId: string, type = 'Company') =>
    app.as(role).post(`/api/user/${userId}/recently-viewed`, { objectId, name: `Record ${objectId}`, type });

  it('keeps the 10 most recent, newest first, each once, with the link derived from the type', async () => {
    const id = app.users.manager._id;
    const ids = Array.from({ length: 12 }, () => uuidv7());
    for (const objectId of ids) expect((await view('manager', id, objectId)).status).toBe(200);
    const again = await view('manager', id, ids[3]!, 'Contact');
    const items = again.json as RecentlyViewedItem[];
    expect(items).toHaveLength(10);
    // ids[0] and ids[1] fell off the end; ids[3] moved to the front rather than appearing twice.
    expect(items.map((i) => i.objectId)).toEqual([ids[3], ...ids.slice(4).reverse(), ids[2]]);
    expect(items[0]).toEqual({
      objectId: ids[3],
      name: `Record ${ids[3]}`,
      type: 'Contact',
      summary: '',
      logoUrl: '',
      link: `/contacts/${ids[3]}`,
    });
    const stored = (await app.as('manager').get(`/api/user/${id}`)).json as User;
    expect(stored.userSettings.recentlyViewedItems).toEqual(items);
  });

  it('records at most 120 views a minute per person, then answers 429 and records nothing (issue 39)', async () => {
    // A person of their own: the limit is per person, and the other specs view as the role users.
    const email = `viewer-${Date.now()}@test.dealbook.local`;
    const password = 'a long enough password';
    const created = await app.as('admin').post('/api/user', { email, firstName: 'Looping', role: Role.user, password });
    expect(created.status, created.text).toBe(201);
    const user = created.json as User;
    const signIn = await app.anonymous().post('/api/login', { email, password });
    const as = app.asToken((signIn.json as { userToken: string }).userToken);
    const statuses: number[] = [];
    for (let batch = 0; batch < 13; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          as.post(`/api/user/${user._id}/recently-viewed`, { objectId: uuidv7(), name: 'Looped', type: 'Company' }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const refused = await as.post(`/api/user/${user._id}/recently-viewed`, {
      objectId: uuidv7(),
      name: 'Refused',
      type: 'Company',
    });
    expect(refused.status).toBe(429);
    expect(errorMessage(refused)).toBe(
      'Too many records viewed: at most 120 a minute are recorded. Try again shortly.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const stored = (await as.get(`/api/user/${user._id}`)).json as User;
    expect(stored.userSettings.recentlyViewedItems.map((item) => item.name)).not.toContain('Refused');
  });

  it('links an event to its own page, not to a project', async () => {
    const eventId = uuidv7();
    const items = (await view('manager', app.users.manager._id, eventId, 'Event')).json as RecentlyViewedItem[];
    expect(items[0]).toMatchObject({ objectId: eventId, type: 'Event', link: `/events/${eventId}` });
  });

  it("refuses recording another user's views and a bad type", async () => {
    const other = await view('admin', app.users.manager._id, uuidv7());
    expect(other.status).toBe(403);
    const bad = await view('manager', app.users.manager._id, uuidv7(), 'Planet');
    expect(bad.status).toBe(400);
    expect(errorMessage(bad)).toContain('type must be one of Company, Contact, Project, Event, Purchase');
  });

  it("pushes the change to the user's own room, where their other tabs listen", async () => {
    const socket: Socket = io(app.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: (await app.signIn('user')).token },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const ack = (await socket
        .timeout(5_000)
        .emitWithAck(SocketEvents.subscribe, { rooms: [`user:${app.users.user._id}`] })) as SubscribeAck;
      expect(ack.joined).toEqual([`user:${app.users.user._id}`]);
      const pushed = new Promise<ChangeMessage>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no change pushed')), 5_000);
        socket.on(SocketEvents.change, (message: ChangeMessage) => {
          if (Object.hasOwn(message.changes, 'recentlyViewedItems')) {
            clearTimeout(timer);
            resolve(message);
          }
        });
      });
      const objectId = uuidv7();
      await view('user', app.users.user._id, objectId, 'Project');
      const message = await pushed;
      expect(message).toMatchObject({ type: 'user', id: app.users.user._id, op: 'updated' });
      const to = message.changes['recentlyViewedItems']!.to as RecentlyViewedItem[];
      expect(to[0]).toMatchObject({ objectId, link: `/projects/${objectId}` });
    } finally {
      socket.disconnect();
    }
  });
});
