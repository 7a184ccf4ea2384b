/**
 * Global search at scale: with SEARCH_BENCH_CONTACTS contacts (default 1,000,000) and
 * SEARCH_BENCH_COMPANIES companies (default 200,000) in the read model, the time of
 * GET /api/search?q= through the HTTP API (session check, validation, both columns, JSON) beside
 * the same queries (the projections' search functions, same SQL) run directly on a connection
 * pool, interleaved term by term in one run.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { GlobalSearchResult, SearchColumn } from '@dealbook/contracts';
import { searchCompaniesColumn, searchContactsColumn, type ReadModelDatabase } from '@dealbook/projections';
import { openBenchDatabase, percentile, startServer } from './bench-support.js';
import { loadSearchData, searchTerms } from './search-data.js';

const contacts = Number(process.env.SEARCH_BENCH_CONTACTS ?? 1_000_000);
const companies = Number(process.env.SEARCH_BENCH_COMPANIES ?? 200_000);
const rounds = Number(process.env.SEARCH_BENCH_ROUNDS ?? 10);
const admin = { email: 'bench@dealbook.local', password: 'bench-password-123' };

const shownCount = (column: SearchColumn<unknown>) => `${column.count}${column.countCapped ? '+' : ''}`;
const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(1);

export async function benchGlobalSearch(): Promise<void> {
  const database = await openBenchDatabase();
  // The server runs the migrations; the data goes in afterwards.
  const server = await startServer(database.url, {
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const db = new Kysely<ReadModelDatabase>({ dialect: new PostgresDialect({ pool }) });
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

    const viaApi = async (term: string) => {
      const response = await fetch(`${server.baseUrl}/api/search?${new URLSearchParams({ q: term }).toString()}`, {
        headers: { authorization: `Bearer ${userToken}` },
      });
      if (!response.ok) throw new Error(`search failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as GlobalSearchResult;
    };
    const direct = (term: string) =>
      Promise.all([searchCompaniesColumn(db, term, 20), searchContactsColumn(db, term, 20)]);

    // Warm caches and plans on both paths, and show what each term finds.
    const found: Record<string, { contacts: string; companies: string }> = {};
    for (const term of searchTerms) {
      const result = await viaApi(term);
      await direct(term);
      found[term] = { contacts: shownCount(result.contacts), companies: shownCount(result.companies) };
    }
    const api: number[] = [];
    const sql: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const term of searchTerms) {
        let started = performance.now();
        await viaApi(term);
        api.push(performance.now() - started);
        started = performance.now();
        await direct(term);
        sql.push(performance.now() - started);
      }
    }
    api.sort((a, b) => a - b);
    sql.sort((a, b) => a - b);

    console.log(`Global search on ${database.kind}: ${searchTerms.length} terms × ${rounds} rounds, 20 per column`);
    console.table(found);
    console.table({
      'search SQL run directly (baseline)': { 'p50 ms': ms(sql, 50), 'p95 ms': ms(sql, 95) },
      'GET /api/search?q= through the API': { 'p50 ms': ms(api, 50), 'p95 ms': ms(api, 95) },
    });
    console.log(
      `API / direct SQL: p50 ${(percentile(api, 50) / percentile(sql, 50)).toFixed(2)}×, ` +
        `p95 ${(percentile(api, 95) / percentile(sql, 95)).toFixed(2)}×`,
    );
  } finally {
    await db.destroy();
    await server.stop();
    await database.close();
  }
}
