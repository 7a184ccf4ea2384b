import pg from 'pg';

/**
 * Reads the position of the newest domain event of a test app's database, to prove that a
 * refused request appended nothing. One connection, kept open: the fuzz suite asks per request.
 */
export interface EventLog {
  position(): Promise<bigint>;
  close(): Promise<void>;
}

export async function openEventLog(databaseUrl: string): Promise<EventLog> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    async position() {
      const { rows } = await client.query<{ position: string }>(
        'select coalesce(max(global_position), 0)::text as position from events',
      );
      return BigInt(rows[0]!.position);
    },
    close: () => client.end(),
  };
}
