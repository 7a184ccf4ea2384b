import type { Communication, Payment, Task } from '@dealbook/contracts';
import {
  findCommunicationsByIds,
  findPaymentsByIds,
  findTasksByIds,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { LinkedRowLimit, RecentCommunicationLimit, limited, type Limited } from './limited-list.js';

/** The id lists a detail record carries (GET /api/<type>/{id}), newest linked first. */
export interface LinkedIds {
  tasks: string[];
  communications: string[];
  payments?: string[];
}

export interface LinkedRecords {
  tasks: Limited<Task>;
  communications: Limited<Communication>;
  payments: Limited<Payment>;
}

/**
 * The tasks, communications and payments a detail PDF lists, read by the record's own id lists
 * (so in the order its page shows them), at most a document's share of each.
 */
export async function linkedRecords(db: Kysely<ReadModelDatabase>, ids: LinkedIds): Promise<LinkedRecords> {
  const payments = ids.payments ?? [];
  const [tasks, communications, paymentRows] = await Promise.all([
    findTasksByIds(db, ids.tasks.slice(0, LinkedRowLimit)),
    findCommunicationsByIds(db, ids.communications.slice(0, RecentCommunicationLimit)),
    findPaymentsByIds(db, payments.slice(0, LinkedRowLimit)),
  ]);
  return {
    tasks: limited(tasks, Math.max(tasks.length, ids.tasks.length)),
    communications: limited(communications, Math.max(communications.length, ids.communications.length)),
    payments: limited(paymentRows, Math.max(paymentRows.length, payments.length)),
  };
}
