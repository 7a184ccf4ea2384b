import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRoom, hasAnyRole, listRoom, recordRoom, Role, type RoleName } from '@dealbook/contracts';
import { RouteCatalog, RouteCatalogModule, type RouteEntry } from '../support/route-catalog.js';
import { connectSocket, subscribeRooms } from '../support/socket-client.js';
import { startTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';
import { probesOf, type Probe } from './isolation-routes.js';
import {
  buildIsolationWorld,
  RecordTypes,
  showsSecret,
  type IsolationWorld,
  type RecordType,
} from './isolation-world.js';

/**
 * Isolation of the scoped roles: a client and an external caller try every route of the app with
 * the ids of records outside their reach (another company, an unassigned project, its purchase,
 * call, attachment, task, note, payment, event, contact and a member of staff), and tie their own
 * records to those. Nothing may leak: no 2xx on an outside record, no response (refusals
 * included) showing any outside record's text, no domain event appended. Then the socket rooms.
 */
const scopedRoles = ['client', 'external'] as const;
type ScopedRole = (typeof scopedRoles)[number];

let app: TestApp;
let dataDir: string;
let world: IsolationWorld;
let routes: RouteEntry[];
let database: pg.Client;
const signedIn = {} as Record<ScopedRole, SignedInUser>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-isolation-'));
  app = await startTestApp({ extraModules: [RouteCatalogModule], env: { DATA_DIR: dataDir } });
  routes = app.app.get(RouteCatalog).routes();
  world = await buildIsolationWorld(app);
  for (const role of scopedRoles) signedIn[role] = await app.signIn(role);
  database = new pg.Client({ connectionString: app.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const eventCount = async () =>
  Number((await database.query<{ n: string }>('select count(*) as n from events')).rows[0]!.n);

function reachable(route: RouteEntry, role: ScopedRole): boolean {
  const rule = route.rule;
  if (!rule) return false;
  return rule.kind !== 'roles' || hasAnyRole(Role[role as RoleName], rule.roles);
}

interface Leak {
  key: string;
  detail: string;
}

/** How many answers of each status the walk got, for the totals line. */
const statuses = new Map<number, number>();

async function attempt(role: ScopedRole, probe: Probe): Promise<Leak | undefined> {
  const before = await eventCount();
  const response = await fetch(`${app.baseUrl}${probe.url}`, {
    method: probe.route.method,
    redirect: 'manual',
    headers: {
      authorization: `Bearer ${signedIn[role].token}`,
      ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: probe.body !== undefined ? JSON.stringify(probe.body) : undefined,
  });
  const text = await answerText(response);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const appended = (await eventCount()) - before;
  const reasons = [
    ...(appended > 0 ? [`${appended} event(s) appended`] : []),
    ...(showsSecret(text) ? ['shows an outside record'] : []),
    ...(probe.namesOutsideRecord && response.status < 300 ? [`${response.status} on an outside record`] : []),
  ];
  if (reasons.length === 0) return undefined;
  return {
    key: `${role} ${probe.route.method} ${probe.route.path} (${probe.kind})`,
    detail: `${probe.route.method} ${probe.url} ${JSON.stringify(probe.body) ?? ''} -> ${response.status}: ${reasons.join(', ')}: ${text.slice(0, 200)}`,
  };
}

/**
 * What an answer says: its text, and for a spreadsheet (a grid's export, compressed) the text of
 * its cells, so a leak inside a workbook is seen like one in JSON.
 */
async function answerText(response: Response): Promise<string> {
  if (!response.headers.get('content-type')?.includes('spreadsheetml')) return response.text();
  const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
  const parts = Object.keys(zip.files).filter((name) => name.startsWith('xl/'));
  return (await Promise.all(parts.map((name) => zip.file(name)!.async('string')))).join('\n');
}

/** Where staff read each outside record, to show the marker is there to be leaked. */
const staffReadOf: Record<RecordType, string> = {
  company: '/api/company/',
  contact: '/api/contact/',
  project: '/api/project/',
  purchase: '/api/purchase/',
  communication: '/api/communication/',
  attachment: '/api/attachment/download/',
  task: '/api/task/',
  note: '/api/note/',
  payment: '/api/payment/',
  event: '/api/event/',
  user: '/api/user/',
};

describe('a client and an external caller reach nothing outside their scope', () => {
  it('has the marker in every outside record, as staff read it', async () => {
    const admin = (await app.signIn('admin')).token;
    for (const type of RecordTypes) {
      const response = await fetch(`${app.baseUrl}${staffReadOf[type]}${world.outside[type]}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(response.status, type).toBe(200);
      expect(showsSecret(await response.text()), type).toBe(true);
    }
    // A grid's export is a compressed workbook: the walk reads its cells, as here.
    const exported = await fetch(`${app.baseUrl}/api/purchases/export?project=${world.outside.project}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(showsSecret(await answerText(exported))).toBe(true);
  });

  it('fills every path parameter of every route with a real record', () => {
    const problems = scopedRoles.flatMap((role) =>
      routes.flatMap((route) => probesOf(route, world, world.own[role], reachable(route, role)).problems),
    );
    expect([...new Set(problems)]).toEqual([]);
  });

  it('answers every route, read, write, link and download, with nothing of an outside record', async () => {
    const leaks: Leak[] = [];
    let requests = 0;
    // Sign-out revokes the session it is called with: walked last, and signed in again after.
    const signOutLast = (route: RouteEntry) => (route.path === '/api/logout' ? 1 : 0);
    const walk = [...routes].sort((a, b) => signOutLast(a) - signOutLast(b));
    for (const role of scopedRoles) {
      for (const route of walk) {
        for (const probe of probesOf(route, world, world.own[role], reachable(route, role)).probes) {
          requests++;
          const leak = await attempt(role, probe);
          if (leak) leaks.push(leak);
        }
      }
    }
    console.info(
      `isolation: ${routes.length} routes x ${scopedRoles.length} roles, ${requests} requests, ` +
        `${leaks.length} leaks; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    for (const role of scopedRoles) signedIn[role] = await app.signIn(role);
    expect(requests).toBeGreaterThan(routes.length * scopedRoles.length);
    expect(leaks.map((leak) => `${leak.key}: ${leak.detail}`)).toEqual([]);
  });
});

describe('a client and an external caller join no room outside their scope', () => {
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  async function connect(who: SignedInUser): Promise<Socket> {
    const socket = await connectSocket(app.baseUrl, { cookie: who.cookie });
    sockets.push(socket);
    return socket;
  }
  const subscribe = subscribeRooms;

  const outsideRooms = () => [
    ...RecordTypes.map((type) => recordRoom(type, world.outside[type])),
    ...RecordTypes.map((type) => listRoom(type)),
    `user:${world.outside.user}`,
    `user:${app.users.admin._id}`,
    `team:${world.outside.user}`,
    `team:${app.users.manager._id}`,
    `project:${world.outside.project}`,
    `client:${world.outside.company}`,
  ];

  for (const role of scopedRoles) {
    it(`refuses the ${role} every outside room, and still lets them into their own`, async () => {
      const socket = await connect(signedIn[role]);
      const rooms = outsideRooms();
      const outside = await subscribe(socket, rooms);
      expect(outside.joined).toEqual([]);
      expect(outside.refused.map(({ room }) => room).sort()).toEqual([...rooms].sort());
      const ownRooms = [
        `user:${app.users[role]._id}`,
        ...(role === 'external' ? [recordRoom('project', world.own.external.project!)] : []),
        ...(role === 'client' ? [clientRoom(world.own.client.company!)] : []),
      ];
      expect((await subscribe(socket, ownRooms)).joined.sort()).toEqual(ownRooms.sort());
    });
  }
});
