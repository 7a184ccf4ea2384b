import { ProjectChildListNames, type Project, type ProjectChildListName } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import { findEmployeesOfCompanies } from '../contacts/employee.queries.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findProjectRow } from './project.queries.js';
import { findClientDetails, findPurchaserCounts, toProject, type ProjectRow } from './project-rows.js';

type Db = Kysely<ReadModelDatabase>;

/**
 * The tables of the child records a project lists, each matched the way its GIN index is built:
 * on the `projects` list, or (attachments) on the whole document. The one linked to the project
 * last comes first (spec §7.6 puts a new id at the front; `linked_at`, migration 0018);
 * communications by when they took place, newest first.
 */
const childTables: Record<ProjectChildListName, { table: string; wholeDoc?: true; byCommsDate?: true }> = {
  tasks: { table: 'tasks' },
  attachments: { table: 'attachments', wholeDoc: true },
  notes: { table: 'notes' },
  payments: { table: 'payments' },
  communications: { table: 'communications', byCommsDate: true },
};

/**
 * The ids of the records linked to a project, per list. The links live on the children (their
 * `projects` lists).
 */
export async function findProjectChildIds(db: Db, projectId: string): Promise<Record<ProjectChildListName, string[]>> {
  const lists = await Promise.all(
    ProjectChildListNames.map(async (name) => {
      const { table, wholeDoc, byCommsDate } = childTables[name];
      const linked = wholeDoc
        ? sql`doc @> ${JSON.stringify({ projects: [projectId] })}::jsonb`
        : sql`(doc->'projects') @> ${JSON.stringify([projectId])}::jsonb`;
      const order = byCommsDate ? sql`doc->>'commsDate' desc` : sql`linked_at->>${projectId}::text desc nulls last`;
      const { rows } = await sql<{ id: string }>`
        select id::text as id from ${sql.table(table)} where ${linked}
        order by ${order}, id desc`.execute(db);
      return [name, rows.map((row) => row.id)] as const;
    }),
  );
  return Object.fromEntries(lists) as Record<ProjectChildListName, string[]>;
}

async function toRecord(db: Db, row: ProjectRow): Promise<Project> {
  const clientId = String(row.doc.client);
  const [details, employees, children, purchasers] = await Promise.all([
    findClientDetails(db, [clientId]),
    findEmployeesOfCompanies(db, [clientId]),
    findProjectChildIds(db, row.id),
    findPurchaserCounts(db, [row.id]),
  ]);
  const client = details.get(clientId);
  return toProject(db, row, {
    ...children,
    client: {
      _id: clientId,
      companyName: row.client_name,
      logoUrl: client?.logoUrl ?? '',
      industryType: client?.industryType ?? null,
      opportunitySource: client?.opportunitySource ?? null,
      employees: employees.get(clientId) ?? [],
    },
    purchaserCount: purchasers.get(row.id) ?? 0,
  });
}

/** GET /api/project/{id}: the project with its client, people and linked records. */
export async function findProjectById(db: Db, id: string): Promise<Project | undefined> {
  const row = await findProjectRow(db, { id });
  return row && toRecord(db, row);
}

export async function findProjectByReference(db: Db, reference: string): Promise<Project | undefined> {
  const row = await findProjectRow(db, { reference });
  return row && toRecord(db, row);
}
