import type { CommunicationAction, CommunicationOutcome, CommunicationType, PersonSummary } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { findEmployeesOfCompanies } from '../contacts/employee.queries.js';
import { findProjectRefs } from '../projects/project-refs.queries.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findPeople } from '../tasks/linked-records.queries.js';
import { ofUser } from './communication-filter.js';
import { findContactNames } from './communication.queries.js';

type Db = Kysely<ReadModelDatabase>;

/** One communication as the Word reports list it, with names in place of ids. */
export interface CommunicationReportRow {
  communicationId: string;
  commsDate: string;
  commsType: CommunicationType;
  /** The first project it is linked to ('' for none). */
  projectName: string;
  /** The purchaser company of the first purchase it is linked to ('' for none). */
  purchaserName: string;
  /**
   * Who was contacted, comma-separated: the people recorded as spoken to; else the contacts the
   * communication is linked to; else, for a call on a purchaser (the console records no person),
   * the purchaser's contact on file, the person the console calls there.
   */
  contacted: string;
  /** The firm's people on it. */
  employees: PersonSummary[];
  outcome: CommunicationOutcome | null;
  action: CommunicationAction | null;
  content: string;
}

/** A project's communications between two instants (ISO UTC), oldest first. */
export function findProjectCommunicationReportRows(
  db: Db,
  projectId: string,
  range: { from: string; to: string },
): Promise<CommunicationReportRow[]> {
  return reportRows(db, sql<SqlBool>`doc->'projects' ? ${projectId}::text`, range);
}

/** A caller's communications (logged by them or naming them) between two instants, oldest first. */
export function findCallerCommunicationReportRows(
  db: Db,
  userId: string,
  range: { from: string; to: string },
): Promise<CommunicationReportRow[]> {
  return reportRows(db, ofUser(userId), range);
}

interface Doc {
  commsType: CommunicationType;
  content: string;
  projects: string[];
  purchases: string[];
  contacts: string[];
  contacted: string[];
  employees: string[];
}

async function reportRows(
  db: Db,
  which: RawBuilder<SqlBool>,
  range: { from: string; to: string },
): Promise<CommunicationReportRow[]> {
  const { rows } = await sql<{
    id: string;
    comms_date: string;
    outcome: CommunicationOutcome | null;
    action: CommunicationAction | null;
    doc: Doc;
  }>`
    select id, comms_date, outcome, action, doc from communications
    where ${which} and comms_date >= ${range.from} and comms_date <= ${range.to}
    order by comms_date, id`.execute(db);
  const firstPurchases = rows.flatMap((row) => row.doc.purchases.slice(0, 1));
  const [projects, purchasers, contacts, people] = await Promise.all([
    findProjectRefs(
      db,
      rows.flatMap((row) => row.doc.projects.slice(0, 1)),
    ),
    purchasersOf(db, firstPurchases),
    findContactNames(
      db,
      rows.flatMap((row) => [...row.doc.contacted, ...row.doc.contacts]),
    ),
    findPeople(
      db,
      rows.flatMap((row) => row.doc.employees),
    ),
  ]);
  const onFile = await findEmployeesOfCompanies(db, [...new Set([...purchasers.values()].map((p) => p.companyId))]);
  return rows.map((row) => {
    const [projectId] = row.doc.projects;
    const [purchaseId] = row.doc.purchases;
    const purchaser = purchaseId ? purchasers.get(purchaseId) : undefined;
    const named = row.doc.contacted.length > 0 ? row.doc.contacted : row.doc.contacts;
    const contacted =
      named.length > 0
        ? named.map((id) => contacts.get(id)?.fullName ?? 'Deleted contact')
        : (onFile.get(purchaser?.companyId ?? '') ?? []).slice(0, 1).map((contact) => contact.fullName);
    return {
      communicationId: row.id,
      commsDate: row.comms_date,
      commsType: row.doc.commsType,
      projectName: projectId ? (projects.get(projectId)?.projectName ?? '') : '',
      purchaserName: purchaser?.name ?? '',
      contacted: contacted.join(', '),
      employees: row.doc.employees.map((id) => people.get(id) ?? { _id: id, fullName: 'Unknown user' }),
      outcome: row.outcome,
      action: row.action,
      content: row.doc.content,
    };
  });
}

/** Each purchase's purchaser company: its id and name. */
async function purchasersOf(
  db: Db,
  purchaseIds: readonly string[],
): Promise<Map<string, { companyId: string; name: string }>> {
  const unique = [...new Set(purchaseIds)];
  if (unique.length === 0) return new Map();
  const { rows } = await sql<{ id: string; company_id: string; name: string }>`
    select p.id, p.company_id, coalesce(c.company_name, p.company_name) as name
    from purchases p left join companies c on c.id = p.company_id
    where p.id = any(${unique}::uuid[])`.execute(db);
  return new Map(rows.map((row) => [row.id, { companyId: row.company_id, name: row.name }]));
}
