import pg from 'pg';

/**
 * A transaction that has a transaction id and stays open until `end`, as a long report, an index
 * build or another application's work would: `work` runs in it first.
 */
export async function openTransaction(url: string, work = 'create temporary table scratch (n int)') {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(work);
  await client.query('select pg_current_xact_id()');
  return {
    isOpen: async () => (await client.query<{ open: boolean }>('select true as open')).rows[0]!.open,
    end: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}
