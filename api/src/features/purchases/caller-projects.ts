import { Role, type SessionUser } from '@dealbook/contracts';
import { findProjectIdsOfCaller, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';

/**
 * The projects whose purchasers a user works: an external caller, only the projects naming them
 * among their external callers; staff, every project (undefined: no limit). Records outside an
 * external caller's projects are answered as not found, so their ids do not leak.
 */
export async function projectsOfCaller(
  db: Kysely<ReadModelDatabase>,
  user: SessionUser,
): Promise<string[] | undefined> {
  return user.role === Role.external ? findProjectIdsOfCaller(db, user._id) : undefined;
}

/** Whether a record of this project is within the caller's reach. */
export const withinReach = (projects: readonly string[] | undefined, projectId: string) =>
  projects === undefined || projects.includes(projectId);
