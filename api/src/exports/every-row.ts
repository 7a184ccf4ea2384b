import type { PageQuery } from '@dealbook/contracts';
import type { ListPage } from '@dealbook/projections';

/** Rows a chunk holds: the largest page a list answers. */
const ChunkSize = 500;

/**
 * Every row of a paged list, in its order, a chunk at a time by keyset (`after`), so a long
 * list is read at the same cost per row from its first chunk to its last.
 */
export async function* everyRow<T>(page: (query: PageQuery) => Promise<ListPage<T>>, sort?: string): AsyncGenerator<T> {
  let after: string | undefined;
  do {
    const chunk = await page({ limit: ChunkSize, offset: 0, sort, after });
    yield* chunk.rows;
    after = chunk.nextCursor ?? undefined;
  } while (after !== undefined);
}

/** The same, gathered: for bounded lists (a report's period) that are used whole. */
export async function allRows<T>(page: (query: PageQuery) => Promise<ListPage<T>>, sort?: string): Promise<T[]> {
  const rows: T[] = [];
  for await (const row of everyRow(page, sort)) rows.push(row);
  return rows;
}
