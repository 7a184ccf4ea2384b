import type {
  IndustryCategory,
  OpportunitySourceType,
  PersonSummary,
  Project,
  ProjectFields,
  ProjectListItem,
} from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findPeople } from '../shared/linked-records.queries.js';

type Db = Kysely<ReadModelDatabase>;

/** A projects row as the queries select it. */
export interface ProjectRow {
  id: string;
  version: number;
  doc: Record<string, unknown>;
  client_name: string;
  created_at: Date;
  updated_at: Date;
}

/** The columns every project query selects, for `select ${projectColumns} from projects`. */
export const projectColumns = sql`id, version, doc, client_name, created_at, updated_at`;

export interface ClientDetails {
  logoUrl: string;
  industryType: IndustryCategory | null;
  opportunitySource: OpportunitySourceType | null;
}

/** Logo, industry and source of the client companies that (still) exist, by id. */
export async function findClientDetails(db: Db, ids: readonly string[]): Promise<Map<string, ClientDetails>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('companies').select(['id', 'doc']).where('id', 'in', unique).execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        logoUrl: String(row.doc.logoUrl ?? ''),
        industryType: (row.doc.industryType as IndustryCategory | null) ?? null,
        opportunitySource: (row.doc.opportunitySource as OpportunitySourceType | null) ?? null,
      },
    ]),
  );
}

/** How many potential purchasers each project has. */
export async function findPurchaserCounts(db: Db, projectIds: readonly string[]): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const { rows } = await sql<{ id: string; n: string }>`
    select project_id::text as id, count(*) as n from purchases
    where project_id = any(${[...projectIds]}::uuid[]) group by project_id`.execute(db);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

const fieldsOf = (row: ProjectRow) => row.doc as unknown as ProjectFields & { reference: string };
const unknownUser = (id: string): PersonSummary => ({ _id: id, fullName: 'Unknown user' });

/** Everyone a page of projects names: owners, bluebox contacts and external callers. */
async function peopleOf(db: Db, rows: readonly ProjectRow[]) {
  const ids = rows.flatMap((row) => {
    const fields = fieldsOf(row);
    return [...(fields.owner ? [fields.owner] : []), ...fields.blueboxContacts, ...fields.externalCallers];
  });
  const people = await findPeople(db, ids);
  return (id: string) => people.get(id) ?? unknownUser(id);
}

/** Rows as the lists, boards and search show them: client summary and people's names filled in. */
export async function toListItems(db: Db, rows: readonly ProjectRow[]): Promise<ProjectListItem[]> {
  if (rows.length === 0) return [];
  const [person, clients, purchasers] = await Promise.all([
    peopleOf(db, rows),
    findClientDetails(
      db,
      rows.map((row) => fieldsOf(row).client),
    ),
    findPurchaserCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const fields = fieldsOf(row);
    const client = clients.get(fields.client);
    return {
      _id: row.id,
      reference: fields.reference,
      projectName: fields.projectName,
      client: {
        _id: fields.client,
        companyName: row.client_name,
        logoUrl: client?.logoUrl ?? '',
        industryType: client?.industryType ?? null,
      },
      status: fields.status,
      opportunityStatus: fields.opportunityStatus,
      dealStatus: fields.dealStatus,
      isDeal: fields.isDeal,
      serviceOfInterest: fields.serviceOfInterest,
      velocityProducts: fields.velocityProducts,
      expectedCompletion: fields.expectedCompletion,
      initialMeetingDate: fields.initialMeetingDate,
      introductionDate: fields.introductionDate,
      dateClientSigned: fields.dateClientSigned,
      owner: fields.owner ? person(fields.owner) : null,
      blueboxContacts: fields.blueboxContacts.map(person),
      purchaserCount: purchasers.get(row.id) ?? 0,
      version: row.version,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  });
}

/**
 * A whole project as GET /api/project/{id} answers it, given its client, linked child ids and
 * purchaser count (the record's own query gathers those; the replay passes what it knows).
 */
export async function toProject(
  db: Db,
  row: ProjectRow,
  related: Pick<
    Project,
    'client' | 'tasks' | 'attachments' | 'notes' | 'payments' | 'communications' | 'purchaserCount'
  >,
): Promise<Project> {
  const person = await peopleOf(db, [row]);
  const { reference, client: _clientId, owner, blueboxContacts, externalCallers, ...fields } = fieldsOf(row);
  return {
    ...fields,
    // Projects registered before issue 38 never asked for it.
    buyerDocumentsNeedApproval: fields.buyerDocumentsNeedApproval ?? false,
    ...related,
    _id: row.id,
    reference,
    owner: owner ? person(owner) : null,
    blueboxContacts: blueboxContacts.map(person),
    externalCallers: externalCallers.map(person),
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
