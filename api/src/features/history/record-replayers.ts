import type { RecordedEvent } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { replayContact } from './contact-replay.js';
import { replayProject } from './project-replay.js';

/**
 * Folds a record's events (up to the moment asked) into the record as it stood then; undefined
 * when it had been deleted by then.
 */
export type RecordReplayer = (
  db: Kysely<ReadModelDatabase>,
  id: string,
  events: readonly RecordedEvent[],
) => Promise<unknown>;

/** The record types whose history can be replayed to a moment (`?at=`), by stream type. */
export const recordReplayers: Readonly<Record<string, RecordReplayer>> = {
  project: replayProject,
  contact: replayContact,
};
