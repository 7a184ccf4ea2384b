import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type DealbookApp } from '../../api/src/app.factory.js';
import { Commands } from '../../api/src/kernel/event-sourcing/commands.js';
import { loadConfig } from '../../api/src/kernel/config/app-config.js';
import type { Persistence } from '../../api/src/infra/persistence.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** The app a spec file booted, read once its hooks have run. */
export interface BootedApp {
  readonly dealbook: DealbookApp;
  readonly persistence: Persistence;
  readonly commands: Commands;
}

/**
 * The whole app started in-process, not listening, on a fresh database of the run's PostgreSQL
 * and a temporary data folder: what the int specs of the seeds and jobs run against. It boots
 * before the file's tests and is closed, its database dropped and its folder removed after them.
 * `env` goes on top of the test defaults (no demo data): `{ DEMO_DATA: 'true' }` is a first start
 * as `npm start` makes it.
 */
export function bootApp(name: string, env: Record<string, string> = {}): BootedApp {
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let dealbook: DealbookApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(name);
    dataDir = await mkdtemp(join(tmpdir(), `dealbook-${name}-`));
    const config = loadConfig({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      ...env,
    });
    dealbook = await createApp(config, { logger: false, serveWeb: false });
  }, 180_000);

  afterAll(async () => {
    await dealbook?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const booted = (): DealbookApp => {
    if (!dealbook) throw new Error(`The app of ${name} has not booted (read it in a test or hook, not at load)`);
    return dealbook;
  };
  return {
    get dealbook() {
      return booted();
    },
    get persistence() {
      return booted().persistence;
    },
    get commands() {
      return booted().app.get(Commands);
    },
  };
}
