import type { Generated } from 'kysely';

/** How far a catch-up consumer has read the log: (transaction_id, position) as in LogPosition. */
export interface CheckpointTable {
  consumer: string;
  transaction_id: string;
  position: string;
  updated_at: Generated<Date>;
}
