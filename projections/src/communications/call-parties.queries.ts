import type { CallParties, PersonSummary } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
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

interface Named {
  _id: string;
  name: string;
}

/** What the one read of findCallParties answers, each part as a JSON array. */
interface PartiesRow {
  projects: Named[];
  purchases: (Named & { projectId: string; companyId: string })[];
  companies: Named[];
  /** The first contact linked to each purchaser that a call names no one for. */
  firstEmployees: (Named & { companyId: string })[];
}

/**
 * Who each call was with (see CallParties), in the order given: one read for every list of calls,
 * so the project tab, the drill-downs, the reports and the PDFs name the same purchaser and person.
 * `contactNames` are the contacts' names already read (the recorded and linked ones). With
 * `projectIds` (an external caller's projects) only those projects and their purchases name a
 * call: a call also linked to a deal outside them must not tell its name.
 *
 * One round trip whatever the calls (a logged call's answer is read through here): the company
 * names and the people on file are read for every call that might need them, not only for those
 * whose purchase turns out to name no one, which would take a second and a third.
 */
export async function findCallParties(
  db: Db,
  calls: readonly CallLinks[],
  contactNames: ReadonlyMap<string, PersonSummary>,
  projectIds?: readonly string[],
): Promise<CallParties[]> {
  const inScope = (projectId: string) => !projectIds || projectIds.includes(projectId);
  // The contacts a call is linked to name whom it was with for staff; a scoped caller sees only
  // the people recorded as spoken to (as the communication itself shows them).
  const namedOf = (call: CallLinks) => (call.contacted.length > 0 || projectIds ? call.contacted : call.contacts);
  const purchasesRead = (call: CallLinks) => (projectIds ? call.purchases : call.purchases.slice(0, 1));
  const found = await readParties(db, {
    projects: calls.flatMap((call) => call.projects.filter(inScope).slice(0, 1)),
    purchases: calls.flatMap(purchasesRead),
    // An external caller reads calls through their projects' purchases only, never by a company.
    companies: projectIds ? [] : calls.flatMap((call) => call.companies.slice(0, 1)),
    unnamedPurchases: calls.filter((call) => namedOf(call).length === 0).flatMap(purchasesRead),
  });
  const projects = new Map(found.projects.map((project) => [project._id, project]));
  const purchases = new Map(found.purchases.map((purchase) => [purchase._id, purchase]));
  const companies = new Map(found.companies.map((company) => [company._id, company]));
  const firstEmployees = new Map(found.firstEmployees.map((person) => [person.companyId, person]));
  const companyOf = (call: CallLinks) => {
    const purchaseId = call.purchases.find((id) => inScope(purchases.get(id)?.projectId ?? ''));
    const purchase = purchaseId ? purchases.get(purchaseId) : undefined;
    return purchase ? { _id: purchase.companyId, companyName: purchase.name } : undefined;
  };
  const contact = (id: string) => contactNames.get(id) ?? { _id: id, fullName: 'Deleted contact' };
  return calls.map((call) => {
    const projectId = call.projects.find(inScope);
    const project = projectId ? projects.get(projectId) : undefined;
    const linked = projectIds ? undefined : companies.get(call.companies[0] ?? '');
    const purchaser = companyOf(call) ?? (linked ? { _id: linked._id, companyName: linked.name } : undefined);
    const named = namedOf(call);
    const onFile = named.length === 0 ? firstEmployees.get(companyOf(call)?._id ?? '') : undefined;
    return {
      project: project ? { _id: project._id, projectName: project.name } : null,
      purchaser: purchaser ?? null,
      spokenTo: named.length > 0 ? named.map(contact) : onFile ? [{ _id: onFile._id, fullName: onFile.name }] : [],
    };
  });
}

/** The projects, purchases (with their purchaser's name), companies and first contacts on file, in one statement. */
async function readParties(
  db: Db,
  ids: { projects: string[]; purchases: string[]; companies: string[]; unnamedPurchases: string[] },
): Promise<PartiesRow> {
  const unique = (list: string[]) => [...new Set(list)];
  if (ids.projects.length + ids.purchases.length + ids.companies.length === 0) {
    return { projects: [], purchases: [], companies: [], firstEmployees: [] };
  }
  const { rows } = await sql<PartiesRow>`
    select
      coalesce((select json_agg(json_build_object('_id', id, 'name', project_name)) from projects
                where id = any(${unique(ids.projects)}::uuid[])), '[]') as projects,
      coalesce((select json_agg(json_build_object('_id', p.id, 'projectId', p.project_id, 'companyId', p.company_id,
                                                  'name', coalesce(c.company_name, p.company_name)))
                from purchases p left join companies c on c.id = p.company_id
                where p.id = any(${unique(ids.purchases)}::uuid[])), '[]') as purchases,
      coalesce((select json_agg(json_build_object('_id', id, 'name', company_name)) from companies
                where id = any(${unique(ids.companies)}::uuid[])), '[]') as companies,
      coalesce((select json_agg(json_build_object('companyId', company_id, '_id', id, 'name', full_name))
                from (select distinct on (l.company_id) l.company_id, c.id, c.full_name
                      from contact_companies l join contacts c on c.id = l.contact_id
                      where l.company_id in (select company_id from purchases
                                             where id = any(${unique(ids.unnamedPurchases)}::uuid[]))
                      order by l.company_id, l.linked_at, l.contact_id) first_on_file), '[]') as "firstEmployees"`.execute(
    db,
  );
  return rows[0]!;
}
