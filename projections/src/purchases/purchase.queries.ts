import {
  notSubmittedReview,
  type BooleanDate,
  type ClientReview,
  type CommunicationAction,
  type CommunicationOutcome,
  type PageQuery,
  type Purchase,
  type PurchasePriorityLevel,
  type StepHistoryEntry,
} from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { findProjectRefs } from '../projects/project-refs.queries.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { escapeLike } from '../shared/document-filter.js';
import { whereAll } from '../shared/child-doc.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, nullable } from '../shared/list-order.js';
import { findPurchaseChildIds } from './purchase-children.queries.js';
import { purchaseConditionSql, purchaseSortColumns, type PurchaseFilter } from './purchase-filter.js';

type Db = Kysely<ReadModelDatabase>;

export type PurchasePage = ListPage<Purchase>;

/** Limits a query to the purchases of these projects (an external caller's); absent: all. */
export interface PurchaseScope {
  projectIds?: readonly string[];
}

interface PurchaseRow {
  id: string;
  version: number;
  doc: Record<string, unknown>;
  project_id: string;
  company_id: string;
  client_id: string;
  company_name: string;
  last_contact_id: string | null;
  last_contact_date: string | null;
  last_contact_type: number | null;
  last_outcome: string | null;
  last_action: number | null;
  created_at: Date;
  updated_at: Date;
}

const columns = sql`id, version, doc, project_id, company_id, client_id, company_name, last_contact_id,
  last_contact_date, last_contact_type, last_outcome, last_action, created_at, updated_at`;

/** Default order: the hottest purchasers first (priority A), then by name. */
const defaultOrder = { parts: [nullable(sql`priority`), nullable(sql`lower(company_name)`)] };

function scopeSql(scope: PurchaseScope): RawBuilder<SqlBool>[] {
  return scope.projectIds ? [sql<SqlBool>`project_id = any(${[...scope.projectIds]}::uuid[])`] : [];
}

function whereOf(filter: PurchaseFilter, scope: PurchaseScope): RawBuilder<unknown> {
  return whereAll([...filter.map(purchaseConditionSql), ...scopeSql(scope)]);
}

export async function searchPurchases(
  db: Db,
  filter: PurchaseFilter,
  page: PageQuery,
  scope: PurchaseScope = {},
): Promise<PurchasePage> {
  const found = await listPage<PurchaseRow>(
    db,
    { columns, from: sql`purchases`, where: whereOf(filter, scope) },
    listOrder(page.sort, purchaseSortColumns, defaultOrder),
    page,
  );
  return { ...found, rows: await toPurchases(db, found.rows) };
}

export async function countPurchases(db: Db, filter: PurchaseFilter, scope: PurchaseScope = {}): Promise<number> {
  const { rows } = await sql<{ total: string }>`
    select count(*) as total from purchases where ${whereOf(filter, scope)}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

export async function findPurchaseById(db: Db, id: string): Promise<Purchase | undefined> {
  const { rows } = await sql<PurchaseRow>`select ${columns} from purchases where id = ${id}`.execute(db);
  const [purchase] = await toPurchases(db, rows);
  return purchase;
}

/**
 * Purchasers whose name contains the text, those starting with it first (blank text: the first
 * by name), at most `limit`.
 */
export async function findTopPurchases(db: Db, text: string, limit: number): Promise<Purchase[]> {
  const term = text.trim();
  const pattern = `%${escapeLike(term)}%`;
  const { rows } = await sql<PurchaseRow>`
    select ${columns} from purchases
    where ${term === '' ? sql`true` : sql`company_name ilike ${pattern}`}
    order by (company_name ilike ${`${escapeLike(term)}%`}) desc, lower(company_name), id
    limit ${limit}`.execute(db);
  return toPurchases(db, rows);
}

/** The purchases of one purchaser company on the projects of one client, newest first. */
export async function findPurchasesOfClientAndPurchaser(
  db: Db,
  clientId: string,
  purchaserId: string,
): Promise<Purchase[]> {
  const { rows } = await sql<PurchaseRow>`
    select ${columns} from purchases where client_id = ${clientId} and company_id = ${purchaserId}
    order by created_at desc, id`.execute(db);
  return toPurchases(db, rows);
}

/** A project's purchasers whose current stage is `stage` (any case), or all of them for 'all'. */
export async function findProjectPurchasesAtStage(db: Db, projectId: string, stage: string): Promise<Purchase[]> {
  const atStage = stage.trim().toLowerCase() === 'all' ? sql`true` : sql`lower(current_stage) = lower(${stage.trim()})`;
  const { rows } = await sql<PurchaseRow>`
    select ${columns} from purchases where project_id = ${projectId} and ${atStage}
    order by priority, lower(company_name), id`.execute(db);
  return toPurchases(db, rows);
}

/** What another feature needs to know of a purchase: its project, purchaser and client, and its client review. */
export interface PurchaseRef {
  id: string;
  projectId: string;
  companyId: string;
  clientId: string;
  companyName: string;
  /** The client company's name as the purchase records it (from its registration or a change of client). */
  clientName: string;
  review: ClientReview;
}

/** The purchases among these ids that exist, by id. */
export async function findPurchaseRefs(db: Db, ids: readonly string[]): Promise<Map<string, PurchaseRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('purchases')
    .select(['id', 'project_id', 'company_id', 'client_id', 'company_name'])
    .select([
      sql<string | null>`doc->>'clientName'`.as('client_name'),
      sql<ClientReview | null>`doc->'clientReview'`.as('review'),
    ])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        projectId: row.project_id,
        companyId: row.company_id,
        clientId: row.client_id,
        companyName: row.company_name,
        clientName: row.client_name ?? '',
        review: row.review ?? notSubmittedReview,
      },
    ]),
  );
}

/** The purchase recording this company as a purchaser on this project, if there is one. */
export async function findPurchaseIdOnProject(db: Db, projectId: string, companyId: string): Promise<string | null> {
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where('project_id', '=', projectId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.id ?? null;
}

interface CompanyCard {
  companyName: string;
  logoUrl: string;
  doNotContact: boolean;
}

async function findCompanyCards(db: Db, ids: readonly string[]): Promise<Map<string, CompanyCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { rows } = await sql<{ id: string; company_name: string; logo_url: string | null; dnc: boolean | null }>`
    select id, company_name, doc->>'logoUrl' as logo_url, (doc->>'doNotContact')::boolean as dnc
    from companies where id = any(${unique}::uuid[])`.execute(db);
  return new Map(
    rows.map((row) => [
      row.id,
      { companyName: row.company_name, logoUrl: row.logo_url ?? '', doNotContact: row.dnc === true },
    ]),
  );
}

/**
 * Rows as the API shows them: purchaser and client with name and logo, the project with its
 * name and reference, the ids of its linked records (a few queries per page, not per row). A
 * company or project deleted since shows the name the purchase last knew.
 */
async function toPurchases(db: Db, rows: readonly PurchaseRow[]): Promise<Purchase[]> {
  if (rows.length === 0) return [];
  const [companies, projects, children] = await Promise.all([
    findCompanyCards(
      db,
      rows.flatMap((row) => [row.company_id, row.client_id]),
    ),
    findProjectRefs(
      db,
      rows.map((row) => row.project_id),
    ),
    findPurchaseChildIds(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const doc = row.doc;
    const company = companies.get(row.company_id);
    const client = companies.get(row.client_id);
    const project = projects.get(row.project_id);
    return {
      _id: row.id,
      company: {
        _id: row.company_id,
        companyName: company?.companyName ?? row.company_name,
        logoUrl: company?.logoUrl ?? '',
        doNotContact: company?.doNotContact ?? false,
      },
      client: {
        _id: row.client_id,
        companyName: client?.companyName ?? String(doc.clientName ?? ''),
        logoUrl: client?.logoUrl ?? '',
      },
      project: {
        _id: row.project_id,
        projectName: project?.projectName ?? String(doc.projectName ?? ''),
        reference: project?.reference ?? '',
      },
      currentStage: String(doc.currentStage ?? ''),
      clientComments: String(doc.clientComments ?? ''),
      internalComments: String(doc.internalComments ?? ''),
      priority: doc.priority as PurchasePriorityLevel,
      // Purchases registered before issue 38 have no teaser tick: unticked since they were created.
      sentTeaser: (doc.sentTeaser as BooleanDate | undefined) ?? {
        checked: false,
        timestamp: row.created_at.toISOString(),
      },
      sentNDA: doc.sentNDA as BooleanDate,
      signedNDA: doc.signedNDA as BooleanDate,
      sentIM: doc.sentIM as BooleanDate,
      stepHistory: (doc.stepHistory as StepHistoryEntry[] | undefined) ?? [],
      ...children.get(row.id)!,
      lastContact:
        row.last_contact_id && row.last_contact_date
          ? {
              _id: row.last_contact_id,
              commsDate: row.last_contact_date,
              commsType: row.last_contact_type ?? 0,
              outcome: row.last_outcome as CommunicationOutcome | null,
              action: row.last_action as CommunicationAction | null,
            }
          : null,
      // Purchases registered before the client's approvals (issue 14) were never submitted.
      clientReview: (doc.clientReview as ClientReview | undefined) ?? notSubmittedReview,
      version: row.version,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  });
}
