import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../api/src/infra/database/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may create and drop databases. */
    adminDatabaseUrl: string;
    databaseKind: 'server' | 'embedded';
  }
}

/**
 * One PostgreSQL for the whole run: the server named by TEST_DATABASE_URL, else a real embedded
 * server in a temporary folder, so the suites pass on a machine with no PostgreSQL installed.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    project.provide('adminDatabaseUrl', url);
    project.provide('databaseKind', 'server');
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'dealbook-test-pg-'));
  const embedded = await startEmbeddedPostgres(dataDir, { database: 'test' });
  project.provide('adminDatabaseUrl', embedded.url);
  project.provide('databaseKind', 'embedded');
  return async () => {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
