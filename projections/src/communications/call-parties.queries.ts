import type { CallParties, PersonSummary } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import { findEmployeesOfCompanies } from '../contacts/employee.queries.js';
import { findProjectRefs } from '../projects/project-refs.queries.js';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;

/** The links and people of a communication document that say who a call was with. */
export interface CallLinks {
  projects: readonly string[];
  purchases: readonly string[];
  companies: readonly string[];
  contacts: readonly string[];
  contacted: readonly string[];
}

/**
 * Who each call was with (see CallParties), in the order given: one read for every list of calls,
 * so the project tab, the drill-downs, the reports and the PDFs name the same purchaser and person.
 * `contactNames` are the contacts' names already read (the recorded and linked ones). With
 * `projectIds` (an external caller's projects) only those projects and their purchases name a
 * call: a call also linked to a deal outside them must not tell its name.
 */
export async function findCallParties(
  db: Db,
  calls: readonly CallLinks[],
  contactNames: ReadonlyMap<string, PersonSummary>,
  projectIds?: readonly string[],
): Promise<CallParties[]> {
  const inScope = (projectId: string) => !projectIds || projectIds.includes(projectId);
  const [projects, purchases] = await Promise.all([
    findProjectRefs(
      db,
      calls.flatMap((call) => call.projects.filter(inScope).slice(0, 1)),
    ),
    purchasesOf(
      db,
      calls.flatMap((call) => (projectIds ? call.purchases : call.purchases.slice(0, 1))),
    ),
  ]);
  const companyOf = (call: CallLinks) => {
    const purchaseId = call.purchases.find((id) => inScope(purchases.get(id)?.projectId ?? ''));
    return purchaseId ? purchases.get(purchaseId)?.company : undefined;
  };
  const linkedCompanies = await companyNames(
    db,
    calls.filter((call) => !companyOf(call)).flatMap((call) => call.companies.slice(0, 1)),
  );
  // The contacts a call is linked to name whom it was with for staff; a scoped caller sees only
  // the people recorded as spoken to (as the communication itself shows them).
  const namedOf = (call: CallLinks) => (call.contacted.length > 0 || projectIds ? call.contacted : call.contacts);
  const unnamed = calls.filter((call) => namedOf(call).length === 0);
  const onFile = await findEmployeesOfCompanies(db, [
    ...new Set(unnamed.flatMap((call) => companyOf(call)?._id ?? [])),
  ]);
  const contact = (id: string) => contactNames.get(id) ?? { _id: id, fullName: 'Deleted contact' };
  return calls.map((call) => {
    const projectId = call.projects.find(inScope);
    const project = projectId ? projects.get(projectId) : undefined;
    // An external caller reads calls through their projects' purchases only, never by a company.
    const linked = projectIds ? undefined : call.companies[0];
    const purchaser = companyOf(call) ?? (linked ? linkedCompanies.get(linked) : undefined);
    const named = namedOf(call);
    const spokenTo =
      named.length > 0
        ? named.map(contact)
        : (onFile.get(companyOf(call)?._id ?? '') ?? [])
            .slice(0, 1)
            .map((person) => ({ _id: person._id, fullName: person.fullName }));
    return {
      project: project ? { _id: project.id, projectName: project.projectName } : null,
      purchaser: purchaser ?? null,
      spokenTo,
    };
  });
}

/** Each purchase's project and purchaser company, by purchase id. */
async function purchasesOf(
  db: Db,
  purchaseIds: readonly string[],
): Promise<Map<string, { projectId: string; company: { _id: string; companyName: string } }>> {
  const unique = [...new Set(purchaseIds)];
  if (unique.length === 0) return new Map();
  const { rows } = await sql<{ id: string; project_id: string; company_id: string; name: string }>`
    select p.id, p.project_id, p.company_id, coalesce(c.company_name, p.company_name) as name
    from purchases p left join companies c on c.id = p.company_id
    where p.id = any(${unique}::uuid[])`.execute(db);
  return new Map(
    rows.map((row) => [row.id, { projectId: row.project_id, company: { _id: row.company_id, companyName: row.name } }]),
  );
}

async function companyNames(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { _id: string; companyName: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('companies').select(['id', 'company_name']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, { _id: row.id, companyName: row.company_name }]));
}
