import type { PageQuery } from '@dealbook/contracts';
import type { ListPage, ListTotal, ListWalkPage } from '@dealbook/projections';

/** Rows read per round trip: large enough to keep round trips few, small enough to stay flat. */
export const ExportChunkRows = 1000;

export interface AllRows<T> extends ListTotal {
  rows: AsyncIterable<T>;
}

/**
 * Every row of a list in its sort, read through the list's own query (its filter, sort and
 * access scope) a chunk at a time by keyset cursor, so memory holds one chunk whatever the list's
 * length. The first chunk is read before this answers: a bad filter or sort fails here, before
 * a download has started, as the list's own 400. Stopping the iteration stops the reads.
 */
export async function allRowsOf<T>(
  read: (page: PageQuery) => Promise<ListPage<T>>,
  sort: string | undefined,
  chunk = ExportChunkRows,
): Promise<AllRows<T>> {
  const first = await read({ limit: chunk, offset: 0, sort });
  const { total, totalKind } = first;
  let next: ListPage<T> | undefined = first;
  async function* rows(): AsyncGenerator<T> {
    while (next) {
      // Only the cursor is kept while the next chunk is read: the chunk written (the first one
      // too, for the whole export) is garbage by then. The list is counted once, by the first.
      const { rows: chunkRows, nextCursor } = next;
      next = undefined;
      yield* chunkRows;
      if (nextCursor === null) return;
      const page: ListWalkPage = { limit: chunk, offset: 0, sort, after: nextCursor, counted: { total, totalKind } };
      next = await read(page);
    }
  }
  return { total, totalKind, rows: rows() };
}

/** Every row gathered: for bounded lists used whole (a report's period), in the list's order. */
export async function everyRowOf<T>(read: (page: PageQuery) => Promise<ListPage<T>>, sort?: string): Promise<T[]> {
  const rows: T[] = [];
  for await (const row of (await allRowsOf(read, sort)).rows) rows.push(row);
  return rows;
}
