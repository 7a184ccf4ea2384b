import type { CommunicationAction, CommunicationOutcome, CommunicationType, PersonSummary } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import type { ChildRow } from '../shared/child-doc.js';
import { ofUser } from './communication-filter.js';
import { toCommunications } from './communication.queries.js';

type Db = Kysely<ReadModelDatabase>;

/** One communication as the Word reports list it, with names in place of ids. */
export interface CommunicationReportRow {
  communicationId: string;
  commsDate: string;
  commsType: CommunicationType;
  /** The first project it is linked to ('' for none). */
  projectName: string;
  /** The purchaser company (CallParties.purchaser; '' for none). */
  purchaserName: string;
  /** Who was spoken to, comma-separated (CallParties.spokenTo). */
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

/** The communications matching `which` in the range, as every list of calls reads them, mapped to report lines. */
async function reportRows(
  db: Db,
  which: RawBuilder<SqlBool>,
  range: { from: string; to: string },
): Promise<CommunicationReportRow[]> {
  const { rows } = await sql<ChildRow>`
    select id, version, doc, created_at, updated_at from communications
    where ${which} and comms_date >= ${range.from} and comms_date <= ${range.to}
    order by comms_date, id`.execute(db);
  return (await toCommunications(db, rows)).map((call) => ({
    communicationId: call._id,
    commsDate: call.commsDate,
    commsType: call.commsType,
    projectName: call.project?.projectName ?? '',
    purchaserName: call.purchaser?.companyName ?? '',
    contacted: call.spokenTo.map((person) => person.fullName).join(', '),
    employees: call.employees,
    outcome: call.outcome,
    action: call.action,
    content: call.content,
  }));
}
