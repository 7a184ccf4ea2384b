import { companyFieldsSchema, type CompanyCommand } from '@dealbook/contracts';
import { companyProjection, defineProjection, rebuildProjections, type Projection } from '@dealbook/projections';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { executeCommand } from '../kernel/event-sourcing/execute-command.js';
import { newId } from '../kernel/ids.js';
import { companyDecider } from '../features/companies/company.decider.js';
import { openPersistence, type Persistence } from '../infra/persistence.js';

async function companies(persistence: Persistence) {
  const { rows } = await sql<{ id: string; version: number; name: string }>`
    select id, version, doc->>'companyName' as name from companies order by id`.execute(persistence.db);
  return rows;
}

/**
 * A rebuild loads fresh tables and swaps them in: the live tables serve reads and take appends
 * while the log is replayed, and what was appended meanwhile is in the rebuilt model.
 */
describe('rebuilding while the product is in use', () => {
  let database: TestDatabase;
  let persistence: Persistence;
  /** A connection of its own, as another instance of the server would read. */
  let reader: pg.Client;
  const run = (command: CompanyCommand) =>
    executeCommand(persistence.store, companyDecider, { command, metadata: { actorId: null, correlationId: newId() } });
  const register = (name: string) =>
    run({ type: 'RegisterCompany', companyId: newId(), fields: companyFieldsSchema.parse({ companyName: name }) });

  beforeAll(async () => {
    database = await createTestDatabase('rebuild_online');
    persistence = await openPersistence({ databaseUrl: database.url, dataDir: '' });
    reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
    for (let i = 0; i < 120; i++) await register(`Company ${i}`);
  });

  afterAll(async () => {
    await reader?.end();
    await persistence?.close();
    await database?.drop();
  });

  it('serves reads from the live tables and takes appends while it loads, and keeps what was appended', async () => {
    const before = await companies(persistence);
    await sql`update companies set doc = doc || '{"companyName": "tampered"}'::jsonb`.execute(persistence.db);
    let readDuringLoad: { rows: { name: string }[] } | undefined;
    let appended: string | undefined;
    const indexesBuilt: string[] = [];
    await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: [companyProjection],
      batchSize: 20,
      onIndexBuilt: (built, total) => indexesBuilt.push(`${built} of ${total}`),
      onProgress: async () => {
        if (appended) return;
        // Would wait for the whole rebuild if the rebuild held the live table.
        await reader.query(`set statement_timeout = '5s'`);
        readDuringLoad = await reader.query<{ name: string }>(`select doc->>'companyName' as name from companies`);
        const outcome = await register('Registered during the rebuild');
        appended = outcome.events[0]!.data.companyId;
      },
    });
    // Every index of companies but its primary key is built after the load, and said so.
    const { rows: secondary } = await sql<{ n: number }>`
      select count(*)::int as n from pg_indexes where tablename = 'companies' and indexname <> 'companies_pkey'`.execute(
      persistence.db,
    );
    expect(indexesBuilt).toEqual(Array.from({ length: secondary[0]!.n }, (_, i) => `${i + 1} of ${secondary[0]!.n}`));
    expect(secondary[0]!.n).toBeGreaterThan(3);
    expect(readDuringLoad!.rows).toHaveLength(before.length);
    expect(new Set(readDuringLoad!.rows.map((row) => row.name))).toEqual(new Set(['tampered']));

    const after = await companies(persistence);
    expect(after.filter((row) => row.id !== appended)).toEqual(before);
    expect(after.find((row) => row.id === appended)).toMatchObject({
      version: 1,
      name: 'Registered during the rebuild',
    });
  });

  it('leaves the live tables as they were when it fails, and the next rebuild runs', async () => {
    await sql`update companies set doc = doc || '{"companyName": "tampered"}'::jsonb`.execute(persistence.db);
    let applied = 0;
    const failing: Projection = defineProjection({
      ...companyProjection,
      async apply(db, event) {
        if (++applied === 50) throw new Error('the projection failed');
        await companyProjection.apply(db, event);
      },
    });
    await expect(
      rebuildProjections({ db: persistence.db, source: persistence.rebuildSource!, projections: [failing] }),
    ).rejects.toThrow('the projection failed');
    expect(new Set((await companies(persistence)).map((row) => row.name))).toEqual(new Set(['tampered']));
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_namespace where nspname = 'dealbook_rebuild'`.execute(persistence.db);
    expect(rows[0]!.n).toBe(0);

    await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: [companyProjection],
    });
    expect((await companies(persistence)).some((row) => row.name === 'tampered')).toBe(false);
  });

  it('refuses, before it starts, tables a swap would lose something of', async () => {
    const rebuild = () =>
      rebuildProjections({ db: persistence.db, source: persistence.rebuildSource!, projections: [companyProjection] });
    await sql`create view company_names as select doc->>'companyName' as name from companies`.execute(persistence.db);
    await sql`alter table companies enable row level security`.execute(persistence.db);
    await sql`create table company_notes (company_id uuid references companies (id))`.execute(persistence.db);
    try {
      await expect(rebuild()).rejects.toThrow(
        'These tables cannot be rebuilt by a swap: companies has row-level security; ' +
          'the foreign key company_notes_company_id_fkey of company_notes; the view company_names reads companies',
      );
    } finally {
      await sql`drop table company_notes`.execute(persistence.db);
      await sql`alter table companies disable row level security`.execute(persistence.db);
      await sql`drop view company_names`.execute(persistence.db);
    }
    await rebuild();
  });

  it('refuses a second rebuild while one runs', async () => {
    let second: unknown;
    await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: [companyProjection],
      batchSize: 50,
      onProgress: async () => {
        second ??= await rebuildProjections({
          db: persistence.db,
          source: persistence.rebuildSource!,
          projections: [companyProjection],
        }).catch((error: unknown) => error);
      },
    });
    expect(String(second)).toContain('Another rebuild of the read models is running');
  });
});
