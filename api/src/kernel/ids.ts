import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';
import { nextRepeatableId } from './repeatable-ids.js';

/** Random bits for 256 ids, drawn from the system's source in one call. */
const pool = new Uint8Array(16 * 256);
let used = pool.length;
let lastMs = -Infinity;
let sequence = 0;

function sixteenRandomBytes(): Uint8Array {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool.subarray(used, (used += 16));
}

/**
 * A new id for a record, an event or a request: a UUIDv7, ordered by time and, within one
 * millisecond, by a counter (as the uuid package keeps it), so ids made in a row sort in that
 * order. Its random bits come from a pool refilled every 256 ids: a call to the system's random
 * source for each id was 2 % of the write path's CPU. Inside a request sent with an
 * `Idempotency-Key` the ids repeat on every attempt (repeatable-ids.ts).
 */
export function newId(): string {
  const repeated = nextRepeatableId();
  if (repeated) return repeated;
  const random = sixteenRandomBytes();
  const now = Date.now();
  if (now > lastMs) {
    sequence = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
    lastMs = now;
  } else {
    sequence = (sequence + 1) | 0;
    if (sequence === 0) lastMs++;
  }
  return v7({ random, msecs: lastMs, seq: sequence });
}
