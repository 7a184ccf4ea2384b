import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../../api/src/infra/database/connect.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { migrateReadModels } from '../migrations/migrate-read-models.js';
import type { ReadModelDatabase } from '../read-model-database.js';

/**
 * The one definition of "the same name written another way" (migration 0025), as the import's
 * dry run, the create forms' check and merge suggestions read it.
 */
describe('the duplicate keys', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let db: Kysely<ReadModelDatabase>;

  beforeAll(async () => {
    database = await createTestDatabase('duplicate_keys');
    connection = connectDatabase(database.url);
    db = connection.db;
    await migrateReadModels(db);
  });

  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });

  const companyKey = async (name: string) =>
    (await sql<{ key: string }>`select company_name_key(${name}) as key`.execute(db)).rows[0]!.key;

  it('gives a company one key whatever its legal form, "&" or "and", punctuation, case and spacing', async () => {
    const spellings = [
      'Acme Widgets Ltd',
      'ACME  WIDGETS LIMITED',
      'acme-widgets',
      'Acme Widgets PLC.',
      'Acme Widgets, Inc',
      'Acme Widgets LLP',
    ];
    expect(new Set(await Promise.all(spellings.map(companyKey)))).toEqual(new Set(['acmewidgets']));
    expect(await companyKey('Smith & Jones Ltd')).toBe(await companyKey('Smith and Jones Limited'));
  });

  it('keeps what tells companies apart: other words, a legal form inside the name, a name that is only a legal form', async () => {
    expect(await companyKey('Acme Gadgets Ltd')).not.toBe(await companyKey('Acme Widgets Ltd'));
    expect(await companyKey('Limited Editions Ltd')).toBe('limitededitions');
    expect(await companyKey('Limited')).toBe('limited');
    expect(await companyKey('Café Hôtel SA')).toBe('caféhôtel');
  });

  it('gives a person one key whatever the case and punctuation, and a number its last ten digits', async () => {
    const { rows } = await sql<{ a: string; b: string; p1: string; p2: string; short: string | null }>`
      select person_name_key('Jenny', 'O''Wren') as a, person_name_key('JENNY ', 'owren') as b,
        phone_key('+44 20 7946 0001') as p1, phone_key('020-7946-0001') as p2, phone_key('0001') as short`.execute(db);
    expect(rows[0]).toEqual({ a: 'jennyowren', b: 'jennyowren', p1: '2079460001', p2: '2079460001', short: null });
  });

  it('finds companies by the key through its index', async () => {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`
      explain select id from companies where company_name_key(company_name) = company_name_key('Acme Ltd')`.execute(db);
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('companies_name_dedupe');
  });
});
