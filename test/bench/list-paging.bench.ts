/**
 * Lists at scale: with LIST_BENCH_CONTACTS contacts (default 1,000,000) and LIST_BENCH_COMPANIES
 * companies (default 200,000) in the read model, the time of one list page through the HTTP API
 * (session check, validation, page, total, JSON) beside the same query function (same SQL) run
 * directly on a pool, interleaved case by case in one run: the first page, a deep page by offset
 * and by its keyset cursor, a §5 contains filter, and sorts by name.
 */
import type { Kysely } from 'kysely';
import type { PageQuery } from '@dealbook/contracts';
import {
  parseContactFilter,
  searchCompanies,
  searchContacts,
  type ListPage,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { percentile } from './bench-support.js';
import { openMillionContactsBench } from './million-contacts.js';

const contacts = Number(process.env.LIST_BENCH_CONTACTS ?? 1_000_000);
const companies = Number(process.env.LIST_BENCH_COMPANIES ?? 200_000);
const rounds = Number(process.env.LIST_BENCH_ROUNDS ?? 50);

interface BenchCase {
  name: string;
  path: string;
  direct: (db: Kysely<ReadModelDatabase>) => Promise<ListPage<unknown>>;
}

const page = (query: Partial<PageQuery>): PageQuery => ({ limit: 50, offset: 0, ...query });
const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(1);

/** Runs `call` and adds how long it took to `samples`. */
async function timed(samples: number[], call: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await call();
  samples.push(performance.now() - started);
}

function cases(deepOffset: number, deepCursor: string): BenchCase[] {
  const filter = (lastName: string) => parseContactFilter({ lastName });
  return [
    { name: 'contacts page 1', path: '/api/contacts?limit=50', direct: (db) => searchContacts(db, [], page({})) },
    {
      name: `contacts offset ${deepOffset}`,
      path: `/api/contacts?limit=50&offset=${deepOffset}`,
      direct: (db) => searchContacts(db, [], page({ offset: deepOffset })),
    },
    {
      name: `contacts after (= offset ${deepOffset})`,
      path: `/api/contacts?limit=50&after=${deepCursor}`,
      direct: (db) => searchContacts(db, [], page({ after: deepCursor })),
    },
    // A rare term (under the count's cap), a frequent one whose matches all sort under S (above
    // the cap, at the far end of the walk) and a frequent one spread through the alphabet.
    ...['smi', 'sm', 'a'].map((term) => ({
      name: `contacts search?lastName=${term}`,
      path: `/api/contacts/search?lastName=${term}&limit=50`,
      direct: (db: Kysely<ReadModelDatabase>) => searchContacts(db, filter(term), page({})),
    })),
    {
      name: 'contacts sort=-lastName',
      path: '/api/contacts?limit=50&sort=-lastName',
      direct: (db) => searchContacts(db, [], page({ sort: '-lastName' })),
    },
    {
      name: 'contacts sort=firstName',
      path: '/api/contacts?limit=50&sort=firstName',
      direct: (db) => searchContacts(db, [], page({ sort: 'firstName' })),
    },
    {
      name: 'companies sort=-companyName',
      path: '/api/companies?limit=50&sort=-companyName',
      direct: (db) => searchCompanies(db, [], page({ sort: '-companyName' })),
    },
  ];
}

export async function benchListPaging(): Promise<void> {
  const { database, server, db, userToken, close } = await openMillionContactsBench(contacts, companies);
  try {
    const viaApi = async (path: string) => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${userToken}` } });
      if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
      await response.json();
      return `${response.headers.get('x-total-count')} (${response.headers.get('x-total-count-kind')})`;
    };

    // The cursor that starts where offset N does: the one after row N - 1.
    const deepOffset = Math.floor(contacts / 2);
    const { nextCursor } = await searchContacts(db, [], page({ limit: 1, offset: deepOffset - 1 }));
    if (!nextCursor) throw new Error('no cursor half way through the contacts');
    const benchCases = cases(deepOffset, nextCursor);

    const totals: Record<string, { total: string }> = {};
    for (const { name, path, direct } of benchCases) {
      totals[name] = { total: await viaApi(path) };
      await direct(db);
    }
    const times = new Map(benchCases.map(({ name }) => [name, { api: [] as number[], sql: [] as number[] }]));
    for (let round = 0; round < rounds; round++) {
      for (const { name, path, direct } of benchCases) {
        const time = times.get(name)!;
        // Alternate which goes first, so neither is always the one to meet the case's pages cold.
        const apiCall = () => timed(time.api, () => viaApi(path));
        const directCall = () => timed(time.sql, () => direct(db));
        for (const call of round % 2 === 0 ? [apiCall, directCall] : [directCall, apiCall]) await call();
      }
    }

    console.log(`List pages on ${database.kind}: ${benchCases.length} cases × ${rounds} rounds, 50 rows a page`);
    console.table(
      Object.fromEntries(
        [...times].map(([name, { api, sql }]) => {
          api.sort((a, b) => a - b);
          sql.sort((a, b) => a - b);
          return [
            name,
            {
              total: totals[name]!.total,
              'API p50 ms': ms(api, 50),
              'API p95 ms': ms(api, 95),
              'SQL p50 ms': ms(sql, 50),
              'SQL p95 ms': ms(sql, 95),
              'API/SQL p95': (percentile(api, 95) / percentile(sql, 95)).toFixed(2),
            },
          ];
        }),
      ),
    );
  } finally {
    await close();
  }
}
