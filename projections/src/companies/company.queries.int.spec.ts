import { companyFieldsSchema, type CompanyFields } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../../api/src/infra/database/connect.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { migrateReadModels } from '../migrations/migrate-read-models.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { InvalidQueryError } from '../shared/invalid-query-error.js';
import { companyProjection } from './company.projection.js';
import {
  countCompanies,
  findCompaniesByName,
  findCompanyById,
  findTopCompanies,
  parseCompanyFilter,
  searchCompanies,
} from './company.queries.js';

const page = (limit = 50, offset = 0, sort?: string) => ({ limit, offset, ...(sort ? { sort } : {}) });

async function register(db: Kysely<ReadModelDatabase>, fields: Partial<CompanyFields> & { companyName: string }) {
  const companyId = randomUUID();
  await companyProjection.apply(db, {
    eventId: randomUUID(),
    streamId: `company-${companyId}`,
    streamVersion: 1,
    type: 'CompanyRegistered',
    schemaVersion: 1,
    data: { companyId, fields: companyFieldsSchema.parse(fields) },
    metadata: { actorId: null, correlationId: randomUUID(), causationId: null },
    recordedAt: new Date(),
  });
  return companyId;
}

describe('company read-model queries', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let db: Kysely<ReadModelDatabase>;

  beforeAll(async () => {
    database = await createTestDatabase('company_queries');
    connection = connectDatabase(database.url);
    db = connection.db;
    await migrateReadModels(db);
    await register(db, {
      companyName: 'Harrow & Finch Accountants',
      industryType: 'Finance',
      isAccountant: true,
      city: 'London',
      revenue: 300,
    });
    await register(db, {
      companyName: 'Harbour Legal LLP',
      industryType: 'Legal',
      isLawyer: true,
      city: 'Bristol',
      revenue: 100,
      relationshipTypes: ['Lawyer'],
    });
    await register(db, {
      companyName: 'Northwind Foods',
      industryType: 'FoodAndBeverage',
      isAmbassador: true,
      city: 'Leeds',
      revenue: 200,
    });
    await register(db, { companyName: '50% Off Traders', industryType: 'Retail', city: 'York', revenue: 50 });
  });

  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });

  it('filters by text case-insensitively, booleans exactly and lists as any-of', async () => {
    const names = async (query: Record<string, unknown>) =>
      (await searchCompanies(db, parseCompanyFilter(query), page())).rows.map((c) => c.companyName);
    expect(await names({ companyName: 'HAR' })).toEqual(['Harbour Legal LLP', 'Harrow & Finch Accountants']);
    expect(await names({ isLawyer: 'true' })).toEqual(['Harbour Legal LLP']);
    expect(await names({ industryType: ['Legal', 'Retail'] })).toEqual(['50% Off Traders', 'Harbour Legal LLP']);
    expect(await names({ relationshipTypes: 'Lawyer' })).toEqual(['Harbour Legal LLP']);
    expect(await names({ companyName: '50%' })).toEqual(['50% Off Traders']);
    expect(await names({ city: '' })).toHaveLength(4);
  });

  it('sorts and pages on the server and reports the total before paging', async () => {
    const first = await searchCompanies(db, [], page(2, 0, '-revenue'));
    expect(first.total).toBe(4);
    expect(first.rows.map((c) => c.revenue)).toEqual([300, 200]);
    const second = await searchCompanies(db, [], page(2, 2, '-revenue'));
    expect(second.rows.map((c) => c.revenue)).toEqual([100, 50]);
    expect((await searchCompanies(db, [], page(2, 10))).total).toBe(4);
    await expect(searchCompanies(db, [], page(2, 0, 'secret'))).rejects.toBeInstanceOf(InvalidQueryError);
  });

  it('finds top matches by trigram similarity (index-backed), blank text by name, ambassadors only on request', async () => {
    const top = await findTopCompanies(db, 'harow', 5);
    expect(top[0]?.companyName).toBe('Harrow & Finch Accountants');
    expect((await findTopCompanies(db, ' ', 2)).map((c) => c.companyName)).toEqual([
      '50% Off Traders',
      'Harbour Legal LLP',
    ]);
    expect((await findTopCompanies(db, ' ', 5, { ambassadorsOnly: true })).map((c) => c.companyName)).toEqual([
      'Northwind Foods',
    ]);
    await sql`set enable_seqscan = off`.execute(db);
    const indexed = await sql<{ 'QUERY PLAN': string }>`
      explain select id from companies where 'harow' <% company_name`.execute(db);
    await sql`set enable_seqscan = on`.execute(db);
    expect(indexed.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('companies_name_trgm');
  });

  it('finds by id and name, and counts', async () => {
    const [harbour] = (await findCompaniesByName(db, 'harbour', page())).rows;
    expect(harbour?.relationshipTypes).toEqual(['Lawyer']);
    const byId = await findCompanyById(db, harbour!._id);
    expect(byId).toMatchObject({ companyName: 'Harbour Legal LLP', version: 1, employees: [] });
    expect(await findCompanyById(db, randomUUID())).toBeUndefined();
    expect(await countCompanies(db)).toBe(4);
  });
});
