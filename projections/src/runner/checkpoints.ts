import type { LogPosition } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

const origin: LogPosition = { commit: 0n, prepare: 0n };

export async function readCheckpoint(db: Kysely<ReadModelDatabase>, consumer: string): Promise<LogPosition> {
  await sql`insert into checkpoints (consumer, transaction_id, position) values (${consumer}, '0'::xid8, 0)
            on conflict (consumer) do nothing`.execute(db);
  const { rows } = await sql<{ transaction_id: string; position: string }>`
    select transaction_id::text as transaction_id, position from checkpoints where consumer = ${consumer}`.execute(db);
  const row = rows[0];
  return row ? { commit: BigInt(row.transaction_id), prepare: BigInt(row.position) } : origin;
}

/**
 * Compare-and-set: moves the checkpoint from `from` to `to` only if nobody else moved it, so two
 * instances running the same consumer cannot both apply a batch. Returns false when it lost.
 */
export async function advanceCheckpoint(
  trx: Kysely<ReadModelDatabase>,
  consumer: string,
  from: LogPosition,
  to: LogPosition,
): Promise<boolean> {
  const result = await sql`
    update checkpoints set transaction_id = ${to.commit.toString()}::xid8, position = ${to.prepare.toString()}, updated_at = now()
    where consumer = ${consumer} and transaction_id = ${from.commit.toString()}::xid8 and position = ${from.prepare.toString()}`.execute(
    trx,
  );
  return (result.numAffectedRows ?? 0n) === 1n;
}

export async function resetCheckpoint(
  trx: Kysely<ReadModelDatabase>,
  consumer: string,
  to: LogPosition,
): Promise<void> {
  await sql`
    insert into checkpoints (consumer, transaction_id, position) values (${consumer}, ${to.commit.toString()}::xid8, ${to.prepare.toString()})
    on conflict (consumer) do update set transaction_id = excluded.transaction_id, position = excluded.position, updated_at = now()`.execute(
    trx,
  );
}
