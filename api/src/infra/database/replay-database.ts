import { HeavyWorkLimits } from '../../kernel/heavy-work/heavy-work-limits.js';
import { connectDatabase, type DatabaseConnection } from './connect.js';

/**
 * The pool that replays of the log into temporary read models (reports as of a past instant)
 * run on, apart from the app's pool. A replay holds its connection from the first temporary
 * table to the answer while it reads the log through the app's pool: on one pool, enough
 * concurrent replays took every connection and each waited for one more (issue 31). Here a
 * replay's connection is its own, as many as HeavyWorkLimits lets run, and no statement of a
 * replay outlives the bounds below.
 */
export function connectReplayDatabase(url: string, log?: (message: string) => void): DatabaseConnection {
  return connectDatabase(url, HeavyWorkLimits.asOfReport.perInstance, log, {
    // One statement of a replay is a batch of the log's projected rows: well under a second.
    statementTimeoutMs: 60_000,
    // Between statements a replay reads the next batch of the log: milliseconds.
    idleInTransactionTimeoutMs: 60_000,
  });
}
