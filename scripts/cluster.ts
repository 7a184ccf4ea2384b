// `npm run cluster`: the deployment docker-compose.yml describes, on this machine — N app
// instances (default 3) on one PostgreSQL database, sharing socket rooms through Redis, behind
// nginx with the repository's proxy configuration (deploy/nginx/dealbook.conf.template). On
// DATABASE_URL and REDIS_URL when given; otherwise it runs a PostgreSQL server (the embedded
// binaries) and a redis-server of its own in CLUSTER_DIR. The cluster tests (test/cluster) start
// it through startCluster and break it on purpose.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../api/src/infra/database/embedded-postgres.js';

const root = new URL('..', import.meta.url).pathname;
const mainJs = join(root, 'api/dist/main.js');

export interface ClusterOptions {
  /** App instances behind the proxy (default 3). */
  instances?: number;
  /** The proxy's port; the instances take the ports after it (default 8080, then 8081, …). */
  port?: number;
  /** A PostgreSQL database to share; default: a server of the cluster's own in `dir`. */
  databaseUrl?: string;
  /** A Redis to share; default: a redis-server of the cluster's own. */
  redisUrl?: string;
  /** Where the cluster keeps its database, files, nginx configuration and logs (default .cluster). */
  dir?: string;
  /** Environment of every instance, on top of the cluster's (DEMO_DATA, SHUTDOWN_DRAIN_SECONDS, …). */
  env?: Record<string, string>;
  /** What the cluster is doing, a line at a time. */
  log?: (line: string) => void;
}

export interface ClusterInstance {
  index: number;
  port: number;
  /** The instance itself, not through the proxy. */
  url: string;
  /** Everything this instance's current process wrote. */
  output(): string;
  running(): boolean;
  /** Sends the signal and waits for the process to end; resolves with its exit code or signal. */
  stop(signal?: NodeJS.Signals): Promise<string>;
  /** Starts the instance again (after stop) and waits until it is ready. */
  start(): Promise<void>;
}

/** A service the cluster runs itself, to stop and start again on the same address. */
export interface ClusterService {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface Cluster {
  /** The proxy: what people and tests use. */
  url: string;
  databaseUrl: string;
  redisUrl: string;
  instances: ClusterInstance[];
  /** The cluster's own PostgreSQL server, when it runs one. */
  postgres: ClusterService | undefined;
  /** The cluster's own Redis, when it runs one. */
  redis: ClusterService | undefined;
  close(): Promise<void>;
}

function which(command: string): string | undefined {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin', '/sbin']) {
    const path = join(dir, command);
    if (dir && existsSync(path)) return path;
  }
  return undefined;
}

async function waitFor(what: string, ready: () => Promise<boolean>, failed: () => string | undefined, ms = 120_000) {
  for (const started = Date.now(); Date.now() - started < ms;) {
    const failure = failed();
    if (failure) throw new Error(`${what}: ${failure}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`${what} was not ready after ${ms / 1000} s`);
}

function exitOf(child: ChildProcess): Promise<string> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(String(child.exitCode ?? child.signalCode));
  return new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit(String(code ?? signal))));
}

/** A redis-server of the cluster's own on a fixed port, keeping nothing on disk. */
function ownRedis(port: number): ClusterService {
  const binary = which('redis-server');
  if (!binary)
    throw new Error('redis-server is not installed (apt-get install redis-server), and REDIS_URL is not set');
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    start: async () => {
      const started = spawn(binary, [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      child = started;
      let text = '';
      started.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
      await waitFor(
        'redis-server',
        async () => text.includes('Ready to accept connections'),
        () => (started.exitCode !== null ? `exited: ${text}` : undefined),
      );
    },
    stop: async () => {
      if (!child) return;
      const stopping = exitOf(child);
      child.kill('SIGKILL');
      await stopping;
      child = undefined;
    },
  };
}

/** A PostgreSQL server of the cluster's own (the embedded binaries) in `dir`, on a fixed port. */
function ownPostgres(dir: string, port: number): ClusterService {
  let server: EmbeddedDatabase | undefined;
  const service: ClusterService = {
    url: '',
    start: async () => {
      server = await startEmbeddedPostgres(dir, { port });
      service.url = server.url;
    },
    stop: async () => {
      await server?.stop();
      server = undefined;
    },
  };
  return service;
}

/** The proxy: the repository's template filled for these instances, run by this machine's nginx. */
async function startNginx(dir: string, port: number, instancePorts: number[]) {
  const binary = which('nginx');
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx)');
  const template = await readFile(join(root, 'deploy/nginx/dealbook.conf.template'), 'utf8');
  const site = template
    .replace('${DEALBOOK_LISTEN}', `127.0.0.1:${port}`)
    .replace(
      '${DEALBOOK_UPSTREAMS}',
      instancePorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n  '),
    );
  const prefix = join(dir, 'nginx');
  await mkdir(join(prefix, 'temp'), { recursive: true });
  await writeFile(join(prefix, 'dealbook.conf'), site);
  await writeFile(
    join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${join(prefix, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, 'temp', kind)};`,
      ),
      `  include ${join(prefix, 'dealbook.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  await waitFor(
    'nginx',
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status < 500,
    () => (child.exitCode !== null ? `exited: ${text}` : undefined),
  );
  return {
    stop: async () => {
      const stopping = exitOf(child);
      child.kill('SIGQUIT');
      await stopping;
    },
  };
}

function instance(
  index: number,
  port: number,
  env: Record<string, string>,
  logFile: string,
  log: (line: string) => void,
): ClusterInstance {
  let child: ChildProcess | undefined;
  let text = '';
  const url = `http://127.0.0.1:${port}`;
  const self: ClusterInstance = {
    index,
    port,
    url,
    output: () => text,
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    start: async () => {
      text = '';
      // As `npm run serve` starts the server (docs/architecture.md, "Running the server").
      const started = spawn(process.execPath, ['--max-semi-space-size=8', '--heap-growing-percent=30', mainJs], {
        cwd: root,
        env: { ...process.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const file = createWriteStream(logFile, { flags: 'a' });
      for (const stream of [started.stdout!, started.stderr!]) {
        stream.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          file.write(chunk);
        });
      }
      started.once('exit', () => file.end());
      await waitFor(
        `instance ${index + 1} (port ${port})`,
        async () => (await fetch(`${url}/api/health/ready`)).ok,
        () => (started.exitCode !== null ? `exited:\n${text}` : undefined),
      );
      log(`instance ${index + 1} ready on ${url}`);
    },
    stop: async (signal = 'SIGTERM') => {
      if (!child) return 'not running';
      const stopping = exitOf(child);
      child.kill(signal);
      // The instance bounds its own close (15 s); this is the last resort.
      const last = setTimeout(() => child?.kill('SIGKILL'), 30_000);
      const exit = await stopping;
      clearTimeout(last);
      child = undefined;
      return exit;
    },
  };
  return self;
}

/** Starts the whole cluster; the first instance alone first, so only it migrates and seeds. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  if (!existsSync(mainJs)) throw new Error('api/dist/main.js is missing: run `npm run build` first');
  const dir = resolve(options.dir ?? join(root, '.cluster'));
  const proxyPort = options.port ?? 8080;
  const count = options.instances ?? 3;
  const instancePorts = Array.from({ length: count }, (_, i) => proxyPort + 1 + i);
  await mkdir(dir, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => log(`stopping: ${String(error)}`));
  };
  try {
    let postgres: ClusterService | undefined;
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      postgres = ownPostgres(join(dir, 'database'), proxyPort + 100);
      await postgres.start();
      stops.push(() => postgres!.stop());
      databaseUrl = postgres.url;
      log(`PostgreSQL of the cluster's own in ${join(dir, 'database')}`);
    }
    let redis: ClusterService | undefined;
    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      redis = ownRedis(proxyPort + 101);
      await redis.start();
      stops.push(() => redis!.stop());
      redisUrl = redis.url;
      log(`Redis of the cluster's own on ${redisUrl}`);
    }
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // One shared folder for the file store, as a shared volume is in production.
      DATA_DIR: join(dir, 'files'),
      TRUST_PROXY: '1',
      LOG_FORMAT: 'json',
      SHUTDOWN_DRAIN_SECONDS: '2',
      ...options.env,
    };
    await mkdir(join(dir, 'logs'), { recursive: true });
    const instances = instancePorts.map((port, index) =>
      instance(index, port, env, join(dir, 'logs', `instance-${index + 1}.log`), log),
    );
    stops.push(async () => {
      await Promise.all(instances.map((one) => one.stop('SIGTERM')));
    });
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((one) => one.start()));
    const nginx = await startNginx(dir, proxyPort, instancePorts);
    stops.push(() => nginx.stop());
    return {
      url: `http://127.0.0.1:${proxyPort}`,
      databaseUrl,
      redisUrl,
      instances,
      postgres,
      redis,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function main(): Promise<void> {
  const number = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) {
      console.error(`  ${name} must be a whole number above 0`);
      process.exit(2);
    }
    return value;
  };
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const dir = resolve(process.env['CLUSTER_DIR'] || join(root, '.cluster'));
  // The first administrator: the one configured, else one of the cluster's own whose password is
  // kept in the cluster's folder and printed here, as `npm start` prints the demo's.
  const adminFile = join(dir, 'admin-password');
  await mkdir(dir, { recursive: true });
  const admin = {
    email: process.env['DEALBOOK_ADMIN_EMAIL'] || 'admin@dealbook.local',
    password:
      process.env['DEALBOOK_ADMIN_PASSWORD'] ||
      (existsSync(adminFile) ? (await readFile(adminFile, 'utf8')).trim() : randomBytes(12).toString('base64url')),
  };
  if (!process.env['DEALBOOK_ADMIN_PASSWORD']) await writeFile(adminFile, `${admin.password}\n`, { mode: 0o600 });
  const cluster = await startCluster({
    instances: number('CLUSTER_INSTANCES', 3),
    port: number('CLUSTER_PORT', 8080),
    databaseUrl,
    redisUrl: process.env['REDIS_URL'] || undefined,
    dir,
    env: {
      DEALBOOK_ADMIN_EMAIL: admin.email,
      DEALBOOK_ADMIN_PASSWORD: admin.password,
      // The demo's companies, people and deals, as `npm start` has them, on the cluster's own database.
      DEMO_DATA: process.env['DEMO_DATA'] ?? (databaseUrl ? 'false' : 'true'),
    },
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    `\n  Dealbook cluster: ${cluster.url} (nginx) in front of ${cluster.instances.map((i) => i.url).join(', ')}`,
  );
  console.log(
    `  Sign in as ${admin.email} with ${process.env['DEALBOOK_ADMIN_PASSWORD'] ? 'DEALBOOK_ADMIN_PASSWORD' : admin.password}`,
  );
  console.log(`  Logs: ${join(dir, 'logs')} (JSON lines, one file per instance); nginx's in ${join(dir, 'nginx')}`);
  console.log('  Ctrl-C stops every part.\n');
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('  Stopping the cluster…');
      void cluster.close().then(() => process.exit(0));
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
