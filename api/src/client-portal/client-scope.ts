import type { Kysely } from 'kysely';
import { Role, type SessionUser } from '@dealbook/contracts';
import { findClientCompanyIds, findClientProjects, type ReadModelDatabase } from '@dealbook/projections';
import { notFound } from '../common/errors/domain-error.js';

export interface ClientScope {
  companyIds: string[];
  projects: { id: string; clientId: string; projectName: string }[];
}

/** What a client user may see: their companies and those companies' projects (issue 14). */
export async function clientScopeOf(db: Kysely<ReadModelDatabase>, user: SessionUser): Promise<ClientScope> {
  if (user.role !== Role.client) return { companyIds: [], projects: [] };
  const companyIds = await findClientCompanyIds(db, user._id);
  return { companyIds, projects: await findClientProjects(db, companyIds) };
}

/**
 * The project, when it is one of the client's; otherwise 404 as for a project that does not exist:
 * a client learns nothing about records that are not theirs, not even that they exist.
 */
export function requireClientProject(scope: ClientScope, projectId: string) {
  const project = scope.projects.find((p) => p.id === projectId);
  if (!project) throw notFound('Project', projectId);
  return project;
}
