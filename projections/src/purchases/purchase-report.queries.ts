import type {
  BooleanDate,
  CommunicationAction,
  CommunicationOutcome,
  PurchasePriorityLevel,
} from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import { findEmployeesOfCompanies } from '../contacts/employee.queries.js';
import type { ReadModelDatabase } from '../read-model-database.js';

/** One potential purchaser of a project as the purchaser downloads list it. */
export interface PurchaserReportRow {
  purchaseId: string;
  companyId: string;
  companyName: string;
  priority: PurchasePriorityLevel;
  currentStage: string;
  sentNDA: BooleanDate;
  signedNDA: BooleanDate;
  sentIM: BooleanDate;
  lastContactDate: string | null;
  lastOutcome: CommunicationOutcome | null;
  nextAction: CommunicationAction | null;
  /** The purchaser's first employee (the contact linked first): whom to call there. */
  contactName: string;
  contactEmail: string;
  contactTelephone: string;
  clientComments: string;
  internalComments: string;
}

/**
 * A project's potential purchasers with the last contact and a contact at each company, in the
 * order the purchaser lists show them (priority, then name): for the xlsx and Word downloads.
 */
export async function findProjectPurchaserReportRows(
  db: Kysely<ReadModelDatabase>,
  projectId: string,
): Promise<PurchaserReportRow[]> {
  const { rows } = await sql<{
    id: string;
    company_id: string;
    company_name: string;
    doc: Record<string, unknown>;
    last_contact_date: string | null;
    last_outcome: string | null;
    last_action: number | null;
  }>`
    select p.id, p.company_id, coalesce(c.company_name, p.company_name) as company_name, p.doc,
           p.last_contact_date, p.last_outcome, p.last_action
    from purchases p left join companies c on c.id = p.company_id
    where p.project_id = ${projectId}
    order by p.priority, lower(coalesce(c.company_name, p.company_name)), p.id`.execute(db);
  const employees = await findEmployeesOfCompanies(db, [...new Set(rows.map((row) => row.company_id))]);
  return rows.map((row) => {
    const contact = employees.get(row.company_id)?.[0];
    return {
      purchaseId: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      priority: row.doc.priority as PurchasePriorityLevel,
      currentStage: String(row.doc.currentStage ?? ''),
      sentNDA: row.doc.sentNDA as BooleanDate,
      signedNDA: row.doc.signedNDA as BooleanDate,
      sentIM: row.doc.sentIM as BooleanDate,
      lastContactDate: row.last_contact_date,
      lastOutcome: row.last_outcome as CommunicationOutcome | null,
      nextAction: row.last_action as CommunicationAction | null,
      contactName: contact?.fullName ?? '',
      contactEmail: contact?.email ?? '',
      contactTelephone: contact?.telephone ?? '',
      clientComments: String(row.doc.clientComments ?? ''),
      internalComments: String(row.doc.internalComments ?? ''),
    };
  });
}
