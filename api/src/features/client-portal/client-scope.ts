import type { Kysely } from 'kysely';
import { Role, type SessionUser } from '@dealbook/contracts';
import { findClientProjects, findClientUser, type ReadModelDatabase } from '@dealbook/projections';
import { notFound } from '../../kernel/errors/domain-error.js';

export type ClientProject = Awaited<ReturnType<typeof findClientProjects>>[number];

export interface ClientScope {
  companyIds: string[];
  projects: ClientProject[];
  /** Project id -> when the client last opened its status (ISO). */
  visits: Record<string, string>;
}

/** What a client user may see: their companies and those companies' projects (issue 14). */
export async function clientScopeOf(db: Kysely<ReadModelDatabase>, user: SessionUser): Promise<ClientScope> {
  if (user.role !== Role.client) return { companyIds: [], projects: [], visits: {} };
  const { companyIds, visits } = await findClientUser(db, user._id);
  return { companyIds, projects: await findClientProjects(db, companyIds), visits };
}

/**
 * The project, when it is one of the client's; otherwise 404 as for a project that does not exist:
 * a client learns nothing about records that are not theirs, not even that they exist.
 */
export function requireClientProject(scope: ClientScope, projectId: string): ClientProject {
  const project = scope.projects.find((p) => p.id === projectId);
  if (!project) throw notFound('Project', projectId);
  return project;
}
