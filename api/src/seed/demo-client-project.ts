import { findClientProjects, findClientUser, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DemoTeam } from './seed-demo-team.js';

/**
 * The demo client user and the first project of the company on their record: where the demo's
 * portal data goes (approvals, documents, payments). Undefined without either.
 */
export async function findDemoClientProject(db: Kysely<ReadModelDatabase>) {
  const email = DemoTeam.find((account) => account.role === 'client')!.email;
  const client = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!client) return undefined;
  const [project] = await findClientProjects(db, (await findClientUser(db, client.id)).companyIds);
  return project && { clientUserId: client.id, project };
}
