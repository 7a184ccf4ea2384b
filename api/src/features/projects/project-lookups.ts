import { formatProjectReference, type ProjectFields, type ProjectLookups } from '@dealbook/contracts';
import {
  findCompanySummaries,
  findNonExternalUsers,
  findNonStaffUsers,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<ReadModelDatabase>;

/** The read-model facts a project command needs before the (pure) decider judges it. */
export async function lookUpProject(db: Db, fields: Partial<ProjectFields>): Promise<ProjectLookups> {
  const staff = [...(fields.owner ? [fields.owner] : []), ...(fields.blueboxContacts ?? [])];
  const [companies, nonStaff, nonExternal] = await Promise.all([
    findCompanySummaries(db, fields.client ? [fields.client] : []),
    findNonStaffUsers(db, [...new Set(staff)]),
    findNonExternalUsers(db, fields.externalCallers ?? []),
  ]);
  const client = fields.client ? companies.get(fields.client) : undefined;
  return { client: client ? { id: client._id, name: client.companyName } : null, nonStaff, nonExternal };
}

/** The next project reference (PRJ-000042): drawn from a sequence, so two creations never share one. */
export async function nextProjectReference(db: Db): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('project_reference_seq') as n`.execute(db);
  return formatProjectReference(Number(rows[0]!.n));
}
