import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/** What the portal knows of a client user: their companies and when they last opened each project. */
export interface ClientUser {
  companyIds: string[];
  /** Project id -> ISO time of the last visit of its status page. */
  visits: Record<string, string>;
}

/**
 * The client portal's boundary (issue 14): a client user reads exactly the companies on their user
 * record, and the projects whose client is one of those companies. Every client route starts here.
 * A deleted or unknown user reads nothing.
 */
export async function findClientUser(db: Kysely<ReadModelDatabase>, userId: string): Promise<ClientUser> {
  const row = await db
    .selectFrom('users')
    .select(['companies', 'client_visits'])
    .where('id', '=', userId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return { companyIds: row?.companies ?? [], visits: row?.client_visits ?? {} };
}

/** The projects of these client companies, by name. */
export async function findClientProjects(
  db: Kysely<ReadModelDatabase>,
  companyIds: readonly string[],
): Promise<{ id: string; clientId: string; projectName: string; reference: string; status: number }[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'client_id', 'project_name', 'reference', 'status'])
    .where('client_id', 'in', [...companyIds])
    .orderBy('project_name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    clientId: row.client_id,
    projectName: row.project_name,
    reference: row.reference,
    status: row.status,
  }));
}

/** The client company of each of these projects (those that exist). */
export async function findProjectClientIds(
  db: Kysely<ReadModelDatabase>,
  projectIds: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(projectIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('projects').select(['id', 'client_id']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.client_id]));
}
