/**
 * Global search at scale: with SEARCH_BENCH_CONTACTS contacts (default 1,000,000) and
 * SEARCH_BENCH_COMPANIES companies (default 200,000) in the read model, the time of
 * GET /api/search?q= through the HTTP API (session check, validation, both columns, JSON) beside
 * the same queries (the projections' search functions, same SQL) run directly on a connection
 * pool, interleaved term by term in one run.
 */
import type { GlobalSearchResult, SearchColumn } from '@dealbook/contracts';
import { searchCompaniesColumn, searchContactsColumn } from '@dealbook/projections';
import { percentile } from './bench-support.js';
import { openMillionContactsBench } from './million-contacts.js';
import { searchTerms } from './search-data.js';

const contacts = Number(process.env.SEARCH_BENCH_CONTACTS ?? 1_000_000);
const companies = Number(process.env.SEARCH_BENCH_COMPANIES ?? 200_000);
const rounds = Number(process.env.SEARCH_BENCH_ROUNDS ?? 10);

const shownCount = (column: SearchColumn<unknown>) => `${column.count}${column.countCapped ? '+' : ''}`;
const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(1);

export async function benchGlobalSearch(): Promise<void> {
  const { database, server, db, userToken, close } = await openMillionContactsBench(contacts, companies);
  try {
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
    await close();
  }
}
