import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../../api/src/infra/database/connect.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { InvalidQueryError } from './invalid-query-error.js';
import { encodeCursor } from './list-cursor.js';
import { listOrder, notNull, nullable, type SortColumns } from './list-order.js';
import { listFingerprint, listPage, type ListSource } from './list-page.js';
import { countMatches } from './list-total.js';

/** 40 rows: ties on every key, nulls in the nullable ones. */
const rowCount = 40;
const columns: SortColumns = {
  word: notNull(sql`word`),
  score: nullable(sql`score`),
  pair: [nullable(sql`score`), notNull(sql`word`)],
  at: notNull(sql`at`),
};
const source: ListSource = { columns: sql`id`, from: sql`paging_rows`, where: sql`true` };
const sorts = [undefined, 'word', '-word', 'score', '-score', 'pair', '-pair', 'at', '-at'];
const fallback = { parts: [nullable(sql`score`)], descending: true };

describe('listPage over a table with ties and nulls', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let db: Kysely<ReadModelDatabase>;
  // A session where PostgreSQL walks the sort indexes rather than sorting (as it does at a
  // million rows): 40 rows are otherwise always sorted, and a bounded walk never runs.
  let walking: DatabaseConnection;

  beforeAll(async () => {
    database = await createTestDatabase('list_page');
    connection = connectDatabase(database.url);
    db = connection.db;
    await sql`
      create table paging_rows as
      select gen_random_uuid() as id,
             (array['ash', 'Birch', 'cedar'])[1 + i % 3] as word,
             case when i % 4 = 0 then null else i % 5 end as score,
             timestamptz '2024-01-01 00:00:00.123456+00' + (i % 7) * interval '1 hour' as at
      from generate_series(1, ${rowCount}) as i`.execute(db);
    for (const keys of ['word, id', 'word desc, id desc', 'score nulls first, id', 'score desc nulls last, id desc']) {
      await sql.raw(`create index on paging_rows (${keys})`).execute(db);
    }
    for (const keys of ['score nulls first, word, id', 'score desc nulls last, word desc, id desc', 'at, id']) {
      await sql.raw(`create index on paging_rows (${keys})`).execute(db);
    }
    await sql.raw('create index on paging_rows (at desc, id desc)').execute(db);
    await sql`analyze paging_rows`.execute(db);
    const url = new URL(database.url);
    url.searchParams.set('options', '-c enable_sort=off -c enable_seqscan=off');
    walking = connectDatabase(url.toString());
  });
  afterAll(async () => {
    await walking?.close();
    await connection?.close();
    await database?.drop();
  });

  const read = (sort: string | undefined, page: { limit: number; offset?: number; after?: string }) =>
    listPage<{ id: string }>(db, source, listOrder(sort, columns, fallback), { offset: 0, ...page, sort });

  it.each(sorts)('walks sort=%s by cursor through every row once, in the order an offset walk gives', async (sort) => {
    const whole = await read(sort, { limit: 500 });
    expect(whole.rows).toHaveLength(rowCount);
    const walked: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await read(sort, { limit: 7, ...(after ? { after } : {}) });
      walked.push(...page.rows.map((row) => row.id));
      after = page.nextCursor ?? undefined;
      pages++;
    } while (after && pages < 20);
    expect(walked).toEqual(whole.rows.map((row) => row.id));
    expect(pages).toBe(Math.ceil(rowCount / 7));
  });

  it('answers no cursor on the last page and the exact total of a small list', async () => {
    const page = await read('word', { limit: rowCount });
    expect(page).toMatchObject({ total: rowCount, totalKind: 'exact', nextCursor: null });
  });

  it('takes the total a walk counted on its first page instead of counting the list again', async () => {
    const first = await read('word', { limit: 7 });
    const counted = { total: 12_345, totalKind: 'estimate' } as const;
    const order = listOrder('word', columns, fallback);
    const next = await listPage<{ id: string }>(db, source, order, {
      limit: 7,
      offset: 0,
      sort: 'word',
      after: first.nextCursor!,
      counted,
    });
    expect(next).toMatchObject(counted);
    expect(next.rows).toHaveLength(7);
  });

  it('counts exactly up to the cap, then says how it estimated', async () => {
    await sql`analyze paging_rows`.execute(db);
    expect(await countMatches(db, sql`paging_rows`, sql`true`, rowCount)).toEqual({
      total: rowCount,
      totalKind: 'exact',
    });
    // Analysed, the planner knows the table holds 40 rows: above a cap of 10 that is the estimate.
    expect(await countMatches(db, sql`paging_rows`, sql`true`, 10)).toEqual({ total: rowCount, totalKind: 'estimate' });
    // True of every uuid, but an expression without statistics is guessed at one row: only "more than 10".
    expect(await countMatches(db, sql`paging_rows`, sql`strpos(id::text, '-') = 9`, 10)).toEqual({
      total: 11,
      totalKind: 'at-least',
    });
  });

  it('refuses a cursor of another sort, a malformed one and one with a value of the wrong type', async () => {
    const first = await read('at', { limit: 5 });
    const bad = [
      'not a cursor!',
      Buffer.from('{"s":"at"}').toString('base64url'),
      first.nextCursor!.slice(0, -3),
      encodeCursor(listOrder('at', columns, fallback), listFingerprint(db, source), {
        keys: ['the day after never'],
        id: crypto.randomUUID(),
      }),
      encodeCursor(listOrder('at', columns, fallback), listFingerprint(db, source), {
        keys: [null],
        id: crypto.randomUUID(),
      }),
    ];
    await expect(read('word', { limit: 5, after: first.nextCursor! })).rejects.toMatchObject({ field: 'after' });
    for (const after of bad) {
      await expect(read('at', { limit: 5, after }), after).rejects.toBeInstanceOf(InvalidQueryError);
    }
    await expect(read('at', { limit: 5, offset: 5, after: first.nextCursor! })).rejects.toMatchObject({
      field: 'after',
    });
  });

  // A cap above the matches sorts the counted matches; one below walks the sort order, to the
  // end of the table or within a bound of six rows, past which it sorts the matches instead.
  const readings = [
    { countCap: 500, walkBound: 500 },
    { countCap: 5, walkBound: 500 },
    { countCap: 5, walkBound: 6 },
  ];
  // Matches spread through every order, and matches bunched at one end of the word order.
  const filters = [
    { where: "word <> 'ash'", matches: (word: string) => word !== 'ash' },
    { where: "word = 'cedar'", matches: (word: string) => word === 'cedar' },
  ];

  it.each(sorts)(
    'pages a filtered list sort=%s the same whether it sorts the matches, walks the sort order or walks within a bound',
    async (sort) => {
      const order = listOrder(sort, columns, fallback);
      const everything = await listPage<{ id: string; word: string }>(
        db,
        { ...source, columns: sql`id, word` },
        order,
        { offset: 0, limit: 500, sort },
      );
      for (const filter of filters) {
        const filtered: ListSource = { columns: sql`id, word`, from: sql`paging_rows`, where: sql.raw(filter.where) };
        const expected = everything.rows.filter((row) => filter.matches(row.word)).map((row) => row.id);
        for (const [session, on] of [
          ['sorting', db],
          ['walking', walking.db],
        ] as const) {
          for (const limits of readings) {
            const walked: string[] = [];
            let after: string | undefined;
            do {
              const page = await listPage<{ id: string }>(
                on,
                filtered,
                order,
                { offset: 0, limit: 4, sort, ...(after ? { after } : {}) },
                limits,
              );
              walked.push(...page.rows.map((row) => row.id));
              expect(Object.keys(page.rows[0] ?? { id: '' }).sort()).toEqual(['id', 'word']);
              after = page.nextCursor ?? undefined;
            } while (after);
            const reading = `${filter.where}, ${JSON.stringify(limits)}, ${session}`;
            expect(walked, reading).toEqual(expected);
            const byOffset = await listPage<{ id: string }>(on, filtered, order, { offset: 8, limit: 4, sort }, limits);
            expect(
              byOffset.rows.map((row) => row.id),
              reading,
            ).toEqual(expected.slice(8, 12));
            expect(byOffset.totalKind, reading).toBe(limits.countCap === 500 ? 'exact' : 'estimate');
          }
        }
      }
    },
  );

  it('refuses a cursor cut for another filter of the same list and sort', async () => {
    const byWord = (word: string, after?: string) =>
      listPage<{ id: string }>(db, { ...source, where: sql`word = ${word}` }, listOrder('at', columns, fallback), {
        offset: 0,
        limit: 3,
        sort: 'at',
        ...(after ? { after } : {}),
      });
    const ash = await byWord('ash');
    expect((await byWord('ash', ash.nextCursor!)).rows.length).toBeGreaterThan(0);
    await expect(byWord('cedar', ash.nextCursor!)).rejects.toMatchObject({
      field: 'after',
      message: expect.stringContaining('another list or filter') as unknown,
    });
  });
});
