import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ReadModelDatabase } from '@dealbook/projections';
import { openBenchDatabase, startServer, type BenchDatabase, type RunningServer } from './bench-support.js';
import { loadSearchData } from './search-data.js';

export interface MillionContactsBench {
  database: BenchDatabase;
  server: RunningServer;
  /** The read models, directly on a pool: the reference each API figure is held against. */
  db: Kysely<ReadModelDatabase>;
  /** The bench administrator's bearer token. */
  userToken: string;
  close(): Promise<void>;
}

const admin = { email: 'bench@dealbook.local', password: 'bench-password-123' };

/**
 * The product running on a fresh database holding `contacts` contacts and `companies` companies
 * (search-data.ts), signed in as an administrator: the setup the search and list benches share.
 */
export async function openMillionContactsBench(contacts: number, companies: number): Promise<MillionContactsBench> {
  const database = await openBenchDatabase();
  // The server runs the migrations; the data goes in afterwards.
  const server = await startServer(database.url, {
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const db = new Kysely<ReadModelDatabase>({ dialect: new PostgresDialect({ pool }) });
  const close = async () => {
    await db.destroy();
    await server.stop();
    await database.close();
  };
  try {
    const loader = new pg.Client({ connectionString: database.url });
    await loader.connect();
    const loading = performance.now();
    await loadSearchData(loader, companies, contacts);
    await loader.end();
    console.log(
      `\nLoaded ${contacts.toLocaleString('en-GB')} contacts and ${companies.toLocaleString('en-GB')} companies ` +
        `(with their indexes) in ${((performance.now() - loading) / 1000).toFixed(0)} s`,
    );
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { userToken } = (await login.json()) as { userToken: string };
    return { database, server, db, userToken, close };
  } catch (error) {
    await close();
    throw error;
  }
}
