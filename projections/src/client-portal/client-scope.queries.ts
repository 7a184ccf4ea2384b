import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findUserDocumentById } from '../users/user.queries.js';

/**
 * The client portal's boundary (issue 14): a client user reads exactly the companies on their user
 * record, and the projects whose client is one of those companies. Every client route starts here.
 */
export async function findClientCompanyIds(db: Kysely<ReadModelDatabase>, userId: string): Promise<string[]> {
  // A deleted or unknown user reads nothing.
  return (await findUserDocumentById(db, userId))?.companies ?? [];
}

/** The projects of these client companies, by name. */
export async function findClientProjects(
  db: Kysely<ReadModelDatabase>,
  companyIds: readonly string[],
): Promise<{ id: string; clientId: string; projectName: string }[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'client_id', 'project_name'])
    .where('client_id', 'in', [...companyIds])
    .orderBy('project_name')
    .execute();
  return rows.map((row) => ({ id: row.id, clientId: row.client_id, projectName: row.project_name }));
}
