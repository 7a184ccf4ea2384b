import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/** What another record needs to know of a project: its name, reference, client and callers. */
export interface ProjectRef {
  id: string;
  projectName: string;
  reference: string;
  isDeal: boolean;
  clientId: string;
  clientName: string;
  /** External users assigned to work the project's purchasers (spec: external callers). */
  externalCallers: string[];
  /** Whether its buyer documents go only once the client approved them (issue 38). */
  buyerDocumentsNeedApproval: boolean;
}

/** The projects among these ids that exist, by id (deleted projects are gone from the table). */
export async function findProjectRefs(
  db: Kysely<ReadModelDatabase>,
  ids: readonly string[],
): Promise<Map<string, ProjectRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'project_name', 'reference', 'is_deal', 'client_id', 'client_name', 'doc'])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        projectName: row.project_name,
        reference: row.reference,
        isDeal: row.is_deal,
        clientId: row.client_id,
        clientName: row.client_name,
        externalCallers: (row.doc.externalCallers as string[] | undefined) ?? [],
        buyerDocumentsNeedApproval: row.doc.buyerDocumentsNeedApproval === true,
      },
    ]),
  );
}

/** The ids of the projects an external caller is assigned to (their console's whole world). */
export async function findProjectIdsOfCaller(db: Kysely<ReadModelDatabase>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('projects')
    .select('id')
    .where((eb) => eb(eb.ref('doc', '->').key('externalCallers'), '@>', JSON.stringify([userId]) as never))
    .execute();
  return rows.map((row) => row.id);
}
