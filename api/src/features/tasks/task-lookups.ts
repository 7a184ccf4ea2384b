import type { RecordRef, TaskLookups } from '@dealbook/contracts';
import { findMissingRecords, findNonStaffUsers, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';

/** The read-model checks a task command needs before the (pure) decider runs. */
export async function lookUpTask(
  db: Kysely<ReadModelDatabase>,
  assignees: readonly string[],
  links: readonly RecordRef[],
): Promise<TaskLookups> {
  const [unknownAssignees, unknownLinks] = await Promise.all([
    findNonStaffUsers(db, assignees),
    findMissingRecords(db, links),
  ]);
  return { unknownAssignees, unknownLinks };
}
