import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReadModelDatabase } from '../read-model-database.js';
import { recordWrites } from './statement-recorder.js';

/** Kysely compiling for PostgreSQL as it does everywhere else: what the recorder must agree with. */
const plain = new Kysely<ReadModelDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

type Write = (db: Kysely<ReadModelDatabase>, n: number) => ReturnType<typeof sql>;

const writes: [string, Write][] = [
  ['a template of values', (_, n) => sql`update companies set version = ${n} where id = ${`id-${n}`}`],
  ['a template with a column reference', (_, n) => sql`update companies set ${sql.ref('version')} = ${n}`],
  [
    'a template with a nested fragment',
    (_, n) => sql`update companies set doc = ${sql`doc || ${`{"n":${n}}`}::jsonb`}`,
  ],
  ['a template with a literal written in', (_, n) => sql`update companies set version = ${sql.lit(n)}`],
  ['a template joining values', (_, n) => sql`delete from companies where version in (${sql.join([n, n + 1])})`],
];

describe('recording projection statements', () => {
  it.each(writes)('compiles %s as Kysely does, every time it is made', async (_, write) => {
    const recorded = await recordWrites(async (db) => {
      for (const n of [1, 2, 3]) await write(db, n).execute(db);
    });
    expect(recorded).toEqual(
      [1, 2, 3].map((n) => {
        const { sql: text, parameters } = write(plain, n).compile(plain);
        return { sql: text, parameters };
      }),
    );
  });

  it('refuses a read, which would get no rows', async () => {
    await expect(
      recordWrites((db) =>
        db
          .selectFrom('companies')
          .selectAll()
          .execute()
          .then(() => undefined),
      ),
    ).rejects.toThrow(/writes only/);
  });
});
