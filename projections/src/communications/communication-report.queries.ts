import type { CommunicationAction, CommunicationOutcome, CommunicationType } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
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
  /** The contacts spoken to, comma-separated. */
  contacted: string;
  /** The firm's people on it, comma-separated. */
  employees: string;
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
    purchaserNames(db, firstPurchases),
    findContactNames(
      db,
      rows.flatMap((row) => row.doc.contacted),
    ),
    findPeople(
      db,
      rows.flatMap((row) => row.doc.employees),
    ),
  ]);
  return rows.map((row) => {
    const [projectId] = row.doc.projects;
    const [purchaseId] = row.doc.purchases;
    return {
      communicationId: row.id,
      commsDate: row.comms_date,
      commsType: row.doc.commsType,
      projectName: projectId ? (projects.get(projectId)?.projectName ?? '') : '',
      purchaserName: purchaseId ? (purchasers.get(purchaseId) ?? '') : '',
      contacted: row.doc.contacted.map((id) => contacts.get(id)?.fullName ?? 'Deleted contact').join(', '),
      employees: row.doc.employees.map((id) => people.get(id)?.fullName ?? 'Unknown user').join(', '),
      outcome: row.outcome,
      action: row.action,
      content: row.doc.content,
    };
  });
}

async function purchaserNames(db: Db, purchaseIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(purchaseIds)];
  if (unique.length === 0) return new Map();
  const { rows } = await sql<{ id: string; name: string }>`
    select p.id, coalesce(c.company_name, p.company_name) as name
    from purchases p left join companies c on c.id = p.company_id
    where p.id = any(${unique}::uuid[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.name]));
}
