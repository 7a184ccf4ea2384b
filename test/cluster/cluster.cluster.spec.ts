import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  listRoom,
  recordRoom,
  Role,
  SocketEvents,
  type ChangeMessage,
  type Import,
  type PresenceMessage,
} from '@dealbook/contracts';
import { startCluster, type Cluster } from '../../scripts/cluster.js';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import {
  collectChanges,
  connectSocket,
  resumableSocket,
  subscribeRooms,
  waitUntil,
  type ResumableSocket,
} from '../support/socket-client.js';
import { writeStorm, type StormReport } from './write-storm.js';

const admin = { email: 'cluster.admin@dealbook.local', password: 'cluster-admin-password-1' };
let cluster: Cluster;
let dir: string;
let token: string;
const figures: Record<string, unknown> = {};
const metricsToken = 'cluster-metrics-token-0123456789';
/** The cluster's mail server; a report schedule due soon after the start, whose mail it holds at first. */
let smtp: SmtpTestServer;
let reportHold: ReturnType<SmtpTestServer['holdRecipients']>;
let schedule: { id: string; dueAt: string };
/** Instances killed by a test and starting again in the background; awaited before a test needs all three. */
const restarting: Promise<void>[] = [];
const allRunning = async () => {
  const pending = restarting.splice(0);
  await Promise.all(pending);
  // nginx leaves an instance it found down alone for its fail_timeout (2 s in the cluster): until
  // then sockets and requests all go to the others.
  if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 2_500));
};

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Which instance served a request: the one whose access log holds the proxy's request id. */
function servedBy(requestId: string | null): number | undefined {
  return cluster.instances.find((instance) => requestId && instance.output().includes(`"requestId":"${requestId}"`))
    ?.index;
}

/** Sockets connected to each instance now, by its own /metrics (not through the proxy). */
async function socketCounts(): Promise<number[]> {
  return Promise.all(
    cluster.instances.map(async (instance) => {
      if (!instance.running()) return 0;
      const text = await (
        await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
      ).text();
      return Number(/^dealbook_socket_connections (\d+)$/m.exec(text)?.[1] ?? NaN);
    }),
  );
}

/** A resumable socket on `rooms` through the proxy, and the instance it landed on (by the counts going up). */
async function resumableOnSomeInstance(rooms: string[]): Promise<{ subscriber: ResumableSocket; on: number }> {
  const before = await socketCounts();
  const subscriber = await resumableSocket(cluster.url, { token }, rooms);
  const after = await socketCounts();
  const on = after.findIndex((count, index) => count > before[index]!);
  expect(on, 'the instance a socket landed on').toBeGreaterThanOrEqual(0);
  return { subscriber, on };
}

/** A socket through the proxy, and the instance it landed on (by the counts going up). */
async function socketOnSomeInstance(auth: { token: string }): Promise<{ socket: Socket; on: number }> {
  const before = await socketCounts();
  const socket = await connectSocket(cluster.url, auth);
  const after = await socketCounts();
  return { socket, on: after.findIndex((count, index) => count > before[index]!) };
}

/** A new member of staff, made by the administrator through the proxy. */
async function newStaff(name: string): Promise<{ _id: string; email: string; password: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@dealbook.local`;
  const password = 'a long enough password';
  const created = await fetch(`${cluster.url}/api/user`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, firstName: name, lastName: 'Cluster', role: Role.user, password }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return { _id: ((await created.json()) as { _id: string })._id, email, password };
}

const signIn = (email: string, password: string) =>
  fetch(`${cluster.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Every acknowledged write of a storm is in the read model, once, with the last acknowledged update. */
async function expectNothingLost(report: StormReport, label: string) {
  const rows = await query<{ _id: string; company_name: string; telephone: string | null }>(
    `select id as "_id", company_name, doc->>'telephone' as telephone from companies where company_name like $1`,
    [`${label} %`],
  );
  const byName = new Map<string, typeof rows>();
  for (const row of rows) byName.set(row.company_name, [...(byName.get(row.company_name) ?? []), row]);
  const duplicated = [...byName].filter(([, same]) => same.length > 1).map(([name]) => name);
  expect(duplicated, 'companies recorded twice').toEqual([]);
  const lost = report.writes.filter((write) => {
    if (write.kind !== 'create' || !write.id) return false;
    return !rows.some((row) => row._id === write.id);
  });
  expect(
    lost.map((write) => write.name),
    'acknowledged creates missing',
  ).toEqual([]);
  const lastTelephone = new Map<string, string>();
  for (const write of report.writes)
    if (write.kind === 'update' && write.telephone) lastTelephone.set(write.id!, write.telephone);
  const staleUpdates = [...lastTelephone].filter(
    ([id, telephone]) => rows.find((row) => row._id === id)?.telephone !== telephone,
  );
  expect(staleUpdates, 'acknowledged updates missing').toEqual([]);
  return { rows: rows.length };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dealbook-cluster-'));
  // Run as root, the PostgreSQL server runs as its own user, which must reach its folder inside.
  await chmod(dir, 0o755);
  // Below Linux's ephemeral ports (32768 up), which outgoing connections take: a port there was
  // seen taken when an instance started (EADDRINUSE).
  const port = 20_000 + Math.floor(Math.random() * 120) * 100;
  smtp = await startSmtpTestServer();
  // Until the report test releases it, no mail gets through: the instance that claims the run
  // waits at the mail server, mid-run, and is killed there.
  reportHold = smtp.holdRecipients();
  cluster = await startCluster({
    dir,
    port,
    instances: 3,
    env: {
      DEMO_DATA: 'false',
      DEALBOOK_ADMIN_EMAIL: admin.email,
      DEALBOOK_ADMIN_PASSWORD: admin.password,
      // Each instance's socket count (dealbook_socket_connections) tells which one a socket is on.
      METRICS_TOKEN: metricsToken,
      SMTP_URL: smtp.url,
      FIRM_TIME_ZONE: 'UTC',
      // Faults found in seconds rather than minutes: due reports, stale runs and stale imports.
      REPORT_SCHEDULE_CHECK_SECONDS: '1',
      REPORT_RUN_TAKEOVER_SECONDS: '5',
      IMPORT_RESUME_AFTER_SECONDS: '2',
    },
  });
  const signedIn = await fetch(`${cluster.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(signedIn.status).toBe(200);
  token = ((await signedIn.json()) as { userToken: string }).userToken;
  // A daily report due at the next whole minute at least 5 s away (a schedule made after its
  // time first runs the next day): the report test waits for it after the quicker ones.
  const dueAt = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
  const created = await fetch(`${cluster.url}/api/report-schedule`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'pipeline',
      filters: { type: 'deals' },
      frequency: 'daily',
      time: dueAt.toISOString().slice(11, 16),
      recipients: [admin.email],
      format: 'xlsx',
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  schedule = { id: ((await created.json()) as { _id: string })._id, dueAt: dueAt.toISOString() };
}, 300_000);

afterAll(async () => {
  reportHold?.release();
  await Promise.allSettled(restarting);
  await cluster?.close();
  await smtp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  await mkdir('test-results', { recursive: true });
  await writeFile('test-results/cluster-figures.json', `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`cluster figures: ${JSON.stringify(figures)}`);
});

describe('three instances behind nginx', () => {
  it('runs the proxy configuration docker-compose.yml deploys', async () => {
    const compose = await readFile(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
    expect(compose).toContain('./deploy/nginx/dealbook.conf.template:/etc/nginx/templates/default.conf.template:ro');
    const running = await readFile(join(dir, 'nginx', 'dealbook.conf'), 'utf8');
    const template = await readFile(new URL('../../deploy/nginx/dealbook.conf.template', import.meta.url), 'utf8');
    // The running file is the template with its two values filled, nothing else changed.
    const [before, afterUpstreams] = template.split('${DEALBOOK_UPSTREAMS}');
    expect(running.startsWith(before!)).toBe(true);
    expect(running.endsWith(afterUpstreams!.replace('${DEALBOOK_LISTEN}', cluster.url.replace('http://', '')))).toBe(
      true,
    );
    for (const name of ['DEALBOOK_LISTEN', 'DEALBOOK_UPSTREAMS']) expect(compose).toContain(`${name}:`);
  });

  it('serves a signed-in user whichever instance each request lands on, sessions and writes included', async () => {
    const requestIds: (string | null)[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${cluster.url}/api/companies`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      requestIds.push(response.headers.get('x-request-id'));
    }
    // The access line is written as the answer goes out; give the pipes a moment.
    await sleep(500);
    const served = new Set(requestIds.map(servedBy));
    expect(served.has(undefined), 'every request is in one instance’s access log').toBe(false);
    expect(served.size).toBeGreaterThanOrEqual(2);
    // The request id nginx gave is the one the app answers and logs: 32 hex digits.
    const created = await fetch(`${cluster.url}/api/company`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ companyName: 'Proxied Ltd' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    // A browser (its session cookie) stays on one instance: socket.io's long-polling needs it.
    const browserSignIn = await fetch(`${cluster.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const session = browserSignIn.headers.getSetCookie().find((cookie) => cookie.startsWith('dealbook_session='));
    expect(session).toBeDefined();
    const browserIds: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${cluster.url}/api/companies`, { headers: { cookie: session!.split(';')[0]! } });
      expect(response.status).toBe(200);
      browserIds.push(response.headers.get('x-request-id'));
    }
    await sleep(500);
    expect(new Set(browserIds.map(servedBy)).size).toBe(1);
    // The metrics are not for the internet: the proxy does not pass /metrics on.
    expect((await fetch(`${cluster.url}/metrics`)).status).toBe(404);
  });

  it('pushes a change made on one instance to sockets on every instance, through the proxy’s WebSocket upgrade', async () => {
    const sockets: Socket[] = [];
    try {
      // One socket on each instance (round robin: connect until each has one).
      const on = new Set<number>();
      while (on.size < cluster.instances.length) {
        expect(sockets.length, 'sockets connected to have one on each instance').toBeLessThan(12);
        const landed = await socketOnSomeInstance({ token });
        sockets.push(landed.socket);
        on.add(landed.on);
      }
      expect(on.has(-1), 'every socket found on an instance').toBe(false);
      for (const socket of sockets) await subscribeRooms(socket, [listRoom('company')]);
      const received = sockets.map((socket) => collectChanges(socket));
      const created = await fetch(`${cluster.url}/api/company`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ companyName: 'Pushed Everywhere Ltd' }),
      });
      const { _id } = (await created.json()) as { _id: string };
      await waitUntil(
        () => received.every((changes) => changes.some((change: ChangeMessage) => change.id === _id)),
        'The push on every socket',
      );
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it("lets a page of the proxy's own address open a socket with its cookie, and refuses a page of another site (issue 39)", async () => {
    const signIn = await fetch(`${cluster.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // The proxy passes the Host the browser named, port included, which the app's Origin check needs.
    const handshake = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = io(cluster.url, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          extraHeaders: { cookie, origin },
        });
        socket.once('connect', () => {
          socket.disconnect();
          resolve('connected');
        });
        socket.once('connect_error', (error) => resolve(error.message));
      });
    expect(await handshake(new URL(cluster.url).origin)).toBe('connected');
    expect(await handshake('https://elsewhere.example')).toBe('foreign origin');
  });

  it('throttles failed sign-ins to one account counted on every instance: the sixth is refused, even with the right password', async () => {
    const person = await newStaff('Throttled');
    const requestIds: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const failed = await signIn(person.email, `wrong password ${i}`);
      expect(failed.status).toBe(401);
      requestIds.push(failed.headers.get('x-request-id'));
    }
    await sleep(500);
    const served = requestIds.map(servedBy);
    // The guesses landed on more than one instance, which counted them together.
    expect(served).not.toContain(undefined);
    expect(new Set(served).size).toBeGreaterThanOrEqual(2);
    const refused = await signIn(person.email, person.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    figures['throttle.failuresByInstance'] = served;
  });

  it('shows two people on sockets of different instances each other in a record’s presence', async () => {
    const other = await newStaff('Present');
    const otherToken = ((await (await signIn(other.email, other.password)).json()) as { userToken: string }).userToken;
    const company = await fetch(`${cluster.url}/api/company`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ companyName: 'Presence Across Ltd' }),
    });
    const room = recordRoom('company', ((await company.json()) as { _id: string })._id);
    const sockets: Socket[] = [];
    try {
      const landed = async (auth: { token: string }) => {
        const one = await socketOnSomeInstance(auth);
        sockets.push(one.socket);
        return one;
      };
      const mine = await landed({ token });
      let theirs = await landed({ token: otherToken });
      for (let tries = 0; theirs.on === mine.on; tries++) {
        expect(tries, 'sockets connected to land on another instance').toBeLessThan(10);
        theirs = await landed({ token: otherToken });
      }
      expect(mine.on).toBeGreaterThanOrEqual(0);
      const heard = (socket: Socket) => {
        const messages: PresenceMessage[] = [];
        socket.on(SocketEvents.presence, (message: PresenceMessage) => messages.push(message));
        return messages;
      };
      const mineHeard = heard(mine.socket);
      const theirsHeard = heard(theirs.socket);
      await subscribeRooms(mine.socket, [room]);
      await subscribeRooms(theirs.socket, [room]);
      const both = (messages: PresenceMessage[]) => {
        const ids = new Set(messages.at(-1)?.viewers.map((viewer) => viewer._id));
        return ids.has(other._id) && ids.size === 2;
      };
      await waitUntil(() => both(mineHeard) && both(theirsHeard), 'Both people in the record’s presence', 10_000);
      figures['presence.instances'] = [mine.on, theirs.on];
      // One leaves: the other, on the other instance, sees it.
      theirs.socket.disconnect();
      await waitUntil(
        () => mineHeard.at(-1)?.viewers.every((viewer) => viewer._id !== other._id) === true,
        'The one who left gone from the presence',
        10_000,
      );
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it('sends a scheduled report once when the instance that claimed it is killed (-9) mid-run: another takes it over', async () => {
    const due = schedule.dueAt;
    const claimed = `Report schedule ${schedule.id}: claimed the run due at ${due}`;
    const tookOver = `Report schedule ${schedule.id}: took over the run due at ${due}`;
    // The instance that claimed the run reaches the mail server, which holds it there: mid-run.
    await waitUntil(
      () => cluster.instances.some((instance) => instance.output().includes(claimed)),
      'The claim of the due run',
      120_000,
    );
    await reportHold.held;
    const claimers = cluster.instances.filter((instance) => instance.output().includes(claimed));
    expect(claimers, 'instances that claimed the run').toHaveLength(1);
    const claimer = claimers[0]!;
    const killedAt = performance.now();
    await claimer.stop('SIGKILL');
    reportHold.release();
    const mailed = () => smtp.received.filter((mail) => mail.to.includes(admin.email));
    await waitUntil(() => mailed().length > 0, 'The report mailed by another instance', 60_000);
    figures['reportTakeover'] = {
      takeoverSeconds: 5,
      mailedAfterKillMs: Math.round(performance.now() - killedAt),
    };
    const takers = cluster.instances.filter((instance) => instance.output().includes(tookOver));
    expect(takers.map((instance) => instance.index)).toHaveLength(1);
    expect(takers[0]).not.toBe(claimer);
    // Recorded as sent, and sent once: no other instance takes it over again.
    let runs: { outcome: string | null; detail: string }[] = [];
    for (let tries = 0; tries < 100; tries++) {
      runs = await query(`select outcome, detail from report_runs where schedule_id = $1`, [schedule.id]);
      if (runs[0]?.outcome) break;
      await sleep(100);
    }
    expect(runs).toEqual([{ outcome: 'sent', detail: expect.stringContaining(`Sent to ${admin.email}`) }]);
    await sleep(3_000);
    expect(mailed(), 'reports mailed').toHaveLength(1);
    expect(mailed()[0]!.raw).toContain('.xlsx');
    const claims = await query<{ attempt: number | null }>(
      `select (data->>'attempt')::int as attempt from events where stream_id = $1 and type = 'ReportRunStarted' order by stream_version`,
      [`schedule-${schedule.id}`],
    );
    expect(claims).toEqual([{ attempt: null }, { attempt: 2 }]);
    restarting.push(claimer.start());
  });

  it('finishes an import on another instance when the one running it is killed (-9): every row once, progress through the proxy', async () => {
    const rows = 30_000;
    const label = 'Import Kill';
    const headers = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.append('kind', 'companies');
    const csv = ['Company,Domain', ...Array.from({ length: rows }, (_, i) => `${label} ${i},import-kill-${i}.example`)];
    form.append('file', new Blob([csv.join('\n')]), 'import-kill.csv');
    const uploaded = await fetch(`${cluster.url}/api/imports`, { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(201);
    const id = ((await uploaded.json()) as Import)._id;
    let run: Response;
    // The upload's check may still be going: the run is refused until it is done.
    for (let tries = 0; ; tries++) {
      run = await fetch(`${cluster.url}/api/import/${id}/run`, { method: 'POST', headers });
      if (run.status !== 409 || tries > 300) break;
      await sleep(200);
    }
    expect(run.status, await run.clone().text()).toBe(202);
    await sleep(500);
    const runnerIndex = servedBy(run.headers.get('x-request-id'));
    expect(runnerIndex, 'the instance that took the run').toBeDefined();
    const victim = cluster.instances[runnerIndex!]!;
    // How far it has got, as the import's page reads it through the proxy.
    const seen: number[] = [];
    const read = async () => {
      const found = (await (await fetch(`${cluster.url}/api/import/${id}`, { headers })).json()) as Import;
      seen.push(found.done.rows);
      return found;
    };
    for (let found = await read(); found.done.rows < 3_000; found = await read()) {
      expect(found.state).toBe('running');
      await sleep(50);
    }
    const killedAt = performance.now();
    await victim.stop('SIGKILL');
    const atKill = seen.at(-1)!;
    let found = await read();
    for (const started = Date.now(); found.state === 'running' && Date.now() - started < 120_000; found = await read())
      await sleep(200);
    figures['importTakeover'] = {
      rows,
      rowsWhenKilled: atKill,
      finishedAfterKillMs: Math.round(performance.now() - killedAt),
      progressReads: seen.length,
    };
    expect(found.state).toBe('finished');
    expect(found.done).toMatchObject({ rows, create: rows, error: 0 });
    // The progress never went back, and was seen between the kill and the end.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.some((done) => done > atKill && done < rows)).toBe(true);
    const takers = cluster.instances.filter(
      (instance) => instance !== victim && instance.output().includes(`Import ${id} has not moved since`),
    );
    expect(takers.length, 'instances that went on with the import').toBeGreaterThanOrEqual(1);
    const [counted] = await query<{ total: string; names: string }>(
      `select count(*) as total, count(distinct company_name) as names from companies where company_name like $1`,
      [`${label} %`],
    );
    expect(counted).toEqual({ total: String(rows), names: String(rows) });
    restarting.push(victim.start());
  });

  it('downloads a spreadsheet export of every company through the proxy, whole and right', async () => {
    const started = performance.now();
    const response = await fetch(`${cluster.url}/api/companies/export?sort=companyName`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = Buffer.from(await response.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(bytes));
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const nameColumn = header.indexOf('Company') + 1;
    expect(nameColumn, `a Company column in ${header.join(', ')}`).toBeGreaterThan(0);
    const names: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) names.push(String(row.getCell(nameColumn).value));
    });
    const stored = await query<{ company_name: string }>('select company_name from companies');
    expect(names.length).toBe(stored.length);
    expect([...names].sort()).toEqual(stored.map((row) => row.company_name).sort());
    await sleep(500);
    figures['export'] = {
      rows: names.length,
      bytes: bytes.length,
      ms: Math.round(performance.now() - started),
      servedBy: servedBy(response.headers.get('x-request-id')),
    };
  });

  it('loses no acknowledged write and records none twice when an instance is killed (-9) mid-storm, and no push: its sockets resume elsewhere', async () => {
    await allRunning();
    const label = 'Storm Kill';
    // Sockets on the list of companies through the proxy, as browsers keep them: six spread round
    // robin, and the instance killed is one holding at least two of them.
    const subscribers: { subscriber: ResumableSocket; on: number }[] = [];
    let victimIndex = -1;
    try {
      for (let i = 0; i < 6; i++) subscribers.push(await resumableOnSomeInstance([listRoom('company')]));
      const landed = cluster.instances.map(({ index }) => subscribers.filter(({ on }) => on === index).length);
      figures['kill9.socketsLandedOn'] = landed;
      victimIndex = landed.indexOf(Math.max(...landed));
      expect(landed[victimIndex]).toBeGreaterThanOrEqual(2);
      let stop!: () => void;
      const until = new Promise<void>((resolve) => (stop = resolve));
      const storm = writeStorm(cluster.url, token, { clients: 20, label, until });
      await sleep(2_000);
      const victim = cluster.instances[victimIndex]!;
      const killedAt = performance.now();
      await victim.stop('SIGKILL');
      await sleep(3_000);
      await victim.start();
      figures['kill9.restartedAfterMs'] = Math.round(performance.now() - killedAt);
      await sleep(2_000);
      stop();
      const report = await storm;
      const checked = await expectNothingLost(report, label);
      figures['kill9'] = {
        tried: report.writes.length,
        acknowledged: report.acknowledged,
        failed: report.failed,
        retriedAnswers: report.retried,
        retriedByStatus: report.retriedByStatus,
        p50ms: report.p50,
        p99ms: report.p99,
        companies: checked.rows,
      };
      expect(report.writes.length).toBeGreaterThan(100);
      expect(report.failed, 'writes that failed after the retries').toBe(0);

      // Every acknowledged create of the storm (all made after the sockets subscribed) reaches
      // every socket, live or replayed on its resume.
      const created = report.writes.filter((write) => write.kind === 'create' && write.id).map((write) => write.id!);
      const heard = (subscriber: ResumableSocket) =>
        new Set(
          subscriber.received.filter((change) => change.type === 'company' && change.op === 'created').map((c) => c.id),
        );
      await waitUntil(
        () => subscribers.every(({ subscriber }) => created.every((id) => heard(subscriber).has(id))),
        'Every acknowledged create on every socket',
        30_000,
      ).catch(() => undefined);
      const moved = subscribers.filter(({ on }) => on === victimIndex);
      const resumes = subscribers.flatMap(({ subscriber }) => subscriber.resumes);
      const replayed = resumes.reduce((sum, { ack }) => sum + (ack?.resumed === 'replayed' ? ack.count : 0), 0);
      const missed = subscribers.map(({ subscriber }) => created.filter((id) => !heard(subscriber).has(id)).length);
      figures['kill9.sockets'] = {
        subscribers: subscribers.length,
        onVictim: moved.length,
        reconnectMs: resumes.map(({ ms }) => ms),
        pushesExpected: created.length * subscribers.length,
        pushesReceived: created.length * subscribers.length - missed.reduce((sum, n) => sum + n, 0),
        replayed,
        refetched: resumes.filter(({ ack }) => ack?.resumed !== 'replayed').length,
      };
      // The victim's sockets reconnected, through the proxy, and the server replayed what they
      // missed: never a refetch (the gap is far under MaxResumeEvents).
      for (const { subscriber } of moved) {
        expect(subscriber.resumes.length, 'reconnects of a socket on the killed instance').toBeGreaterThanOrEqual(1);
        for (const { ack, error } of subscriber.resumes) {
          expect(error, 'a resume unanswered').toBeUndefined();
          expect(ack && (ack.resumed === 'refetch' ? ack.reason : ack.resumed)).toBe('replayed');
          expect(ack?.joined).toEqual([listRoom('company')]);
        }
      }
      expect(missed, 'acknowledged creates not pushed, per socket').toEqual(subscribers.map(() => 0));
    } finally {
      for (const { subscriber } of subscribers) subscriber.close();
    }
  });

  it('restarts every instance in turn (SIGTERM, drained) without a failed request', async () => {
    const label = 'Storm Rolling';
    let stop!: () => void;
    const until = new Promise<void>((resolve) => (stop = resolve));
    const storm = writeStorm(cluster.url, token, { clients: 10, label, until });
    let readsFailed = 0;
    let reads = 0;
    const reading = (async () => {
      let done = false;
      void until.then(() => (done = true));
      while (!done) {
        reads++;
        const ok = await fetch(`${cluster.url}/api/companies?limit=5`, {
          headers: { authorization: `Bearer ${token}` },
        }).then(
          (response) => response.ok,
          () => false,
        );
        if (!ok) readsFailed++;
      }
    })();
    await sleep(1_000);
    for (const instance of cluster.instances) {
      expect(await instance.stop('SIGTERM')).toBe('0');
      await instance.start();
    }
    await sleep(1_000);
    stop();
    const report = await storm;
    await reading;
    await expectNothingLost(report, label);
    figures['rolling'] = {
      tried: report.writes.length,
      failed: report.failed,
      retriedAnswers: report.retried,
      retriedByStatus: report.retriedByStatus,
      p99ms: report.p99,
      reads,
      readsFailed,
    };
    expect(report.failed).toBe(0);
    expect(readsFailed).toBe(0);
  });

  it('rides out a PostgreSQL restart under load: at worst a 503 with Retry-After, never a 500, nothing lost, pushes resume', async () => {
    const label = 'Storm Database';
    const socket = await connectSocket(cluster.url, { token });
    await subscribeRooms(socket, [listRoom('company')]);
    const pushed = collectChanges(socket);
    const during = await fetch(`${cluster.url}/api/health/ready`);
    expect(during.status).toBe(200);
    let stop!: () => void;
    const until = new Promise<void>((resolve) => (stop = resolve));
    const storm = writeStorm(cluster.url, token, { clients: 10, label, until });
    await sleep(1_500);
    const stoppedAt = performance.now();
    await cluster.postgres!.stop();
    let away: Response;
    try {
      away = await fetch(`${cluster.url}/api/companies`, { headers: { authorization: `Bearer ${token}` } });
      await sleep(2_000);
    } finally {
      await cluster.postgres!.start();
    }
    // While it was away, the API said so in words and when to come back.
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe('2');
    expect(((await away.json()) as { message: string }).message).toMatch(/database is not answering/);
    figures['postgresRestart.awayMs'] = Math.round(performance.now() - stoppedAt);
    await sleep(3_000);
    stop();
    const report = await storm;
    await expectNothingLost(report, label);
    figures['postgresRestart'] = {
      tried: report.writes.length,
      failed: report.failed,
      retriedAnswers: report.retried,
      retriedByStatus: report.retriedByStatus,
      p99ms: report.p99,
    };
    // A 500 is not retried: it would be a failure here.
    expect(report.failed).toBe(0);
    for (const instance of cluster.instances) {
      expect(instance.running()).toBe(true);
      expect((await fetch(`${instance.url}/api/health/ready`)).status).toBe(200);
    }
    // The change feed resumed from where it was: the socket hears a change made after the restart.
    const after = await fetch(`${cluster.url}/api/company`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ companyName: 'After The Restart Ltd' }),
    });
    const { _id } = (await after.json()) as { _id: string };
    await waitUntil(() => pushed.some((change) => change.id === _id), 'The push of a change after the restart');
    socket.disconnect();
  });

  it('keeps serving and pushing while Redis is down, and after it is back', async () => {
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < 3; i++) sockets.push(await connectSocket(cluster.url, { token }));
      for (const socket of sockets) await subscribeRooms(socket, [listRoom('company')]);
      const received = sockets.map((socket) => collectChanges(socket));
      const createAndHear = async (name: string) => {
        const created = await fetch(`${cluster.url}/api/company`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ companyName: name }),
        });
        expect(created.status).toBe(201);
        const { _id } = (await created.json()) as { _id: string };
        await waitUntil(
          () => received.every((changes) => changes.some((change) => change.id === _id)),
          `The push of ${name}`,
        );
      };
      await cluster.redis!.stop();
      await sleep(1_000);
      await createAndHear('Redis Away Ltd');
      for (const instance of cluster.instances) expect(instance.running()).toBe(true);
      await cluster.redis!.start();
      await sleep(2_000);
      await createAndHear('Redis Back Ltd');
      for (const instance of cluster.instances) {
        expect(instance.running()).toBe(true);
        expect((await fetch(`${instance.url}/api/health/ready`)).status).toBe(200);
      }
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });
});
