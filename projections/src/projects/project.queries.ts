import type { PageQuery, ProjectListItem, ProjectServiceType, ProjectType } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { escapeLike } from '../shared/document-filter.js';
import { projectFilterSql, whereAllProjects, type ProjectFilter } from './project-filter.js';
import { projectColumns, toListItems, type ProjectRow } from './project-rows.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, notNull, nullable, type ListOrder, type SortColumns, type SortPart } from '../shared/list-order.js';

type Db = Kysely<ReadModelDatabase>;
export type ProjectPage<T = ProjectListItem> = ListPage<T>;

/** Which projects a list route covers: deals or opportunities (or both), one service or all. */
export interface ProjectScope {
  type: ProjectType;
  serviceOfInterest: ProjectServiceType | null;
}

const byName = nullable(sql`lower(project_name)`);
const sortColumns: SortColumns = {
  projectName: byName,
  reference: nullable(sql`reference`),
  clientName: nullable(sql`lower(client_name)`),
  status: nullable(sql`status`),
  opportunityStatus: nullable(sql`opportunity_status`),
  dealStatus: nullable(sql`deal_status`),
  serviceOfInterest: nullable(sql`service_of_interest`),
  expectedCompletion: nullable(sql`expected_completion`),
  initialMeetingDate: nullable(sql`initial_meeting_date`),
  introductionDate: nullable(sql`introduction_date`),
  dateClientSigned: nullable(sql`(doc->>'dateClientSigned')`),
  createdAt: notNull(sql`created_at`),
  updatedAt: notNull(sql`updated_at`),
};
export const ProjectSortFields = Object.keys(sortColumns);

/** The order of `sort=field` / `sort=-field`; by project name when none is given. */
export function projectOrder(sort: string | undefined, fallback: SortPart = byName): ListOrder {
  return listOrder(sort, sortColumns, { parts: [fallback] });
}

export function scopeSql({ type, serviceOfInterest }: ProjectScope): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (type !== 'all') conditions.push(sql<SqlBool>`is_deal = ${type === 'deals'}`);
  if (serviceOfInterest !== null) conditions.push(sql<SqlBool>`service_of_interest = ${serviceOfInterest}`);
  return whereAllProjects(conditions);
}

/** One page of rows and the total it was cut from. */
export function projectRowsPage(
  db: Db,
  where: RawBuilder<SqlBool>,
  order: ListOrder,
  page: PageQuery,
): Promise<ListPage<ProjectRow>> {
  return listPage<ProjectRow>(db, { columns: projectColumns, from: sql`projects`, where }, order, page);
}

async function countWhere(db: Db, where: RawBuilder<SqlBool>): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from projects where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function projectListPage(db: Db, where: RawBuilder<SqlBool>, query: PageQuery): Promise<ProjectPage> {
  const found = await projectRowsPage(db, where, projectOrder(query.sort), query);
  return { ...found, rows: await toListItems(db, found.rows) };
}

/** GET /api/projects, /deals, /opportunities and /search: the scope and §5 filters, one page. */
export function searchProjects(
  db: Db,
  scope: ProjectScope,
  filter: ProjectFilter,
  query: PageQuery,
): Promise<ProjectPage> {
  return projectListPage(db, whereAllProjects([scopeSql(scope), projectFilterSql(filter)]), query);
}

export function countProjects(db: Db, scope: ProjectScope): Promise<number> {
  return countWhere(db, scopeSql(scope));
}

/** The projects a person works on (worksOn); `owner` null for everybody's. */
export function findProjectsByOwner(
  db: Db,
  scope: ProjectScope,
  owner: string | null,
  query: PageQuery,
): Promise<ProjectPage> {
  return projectListPage(db, whereAllProjects([scopeSql(scope), ...(owner ? [worksOn(owner)] : [])]), query);
}

/**
 * "My projects", one meaning across the product (dashboards, a person's profile, the reports by
 * person): the projects a person owns, works on as a bluebox contact, or calls for as an external
 * caller. `table` qualifies the columns where the query joins other tables with a `doc`.
 */
export function worksOn(userId: string, table?: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  const asList = JSON.stringify([userId]);
  return sql<SqlBool>`(${column('owner_id')} = ${userId}::uuid
    or ${column('doc')}->'blueboxContacts' @> ${asList}::jsonb
    or ${column('doc')}->'externalCallers' @> ${asList}::jsonb)`;
}

/** Project name, reference or client name containing the text; blank text matches every project. */
function textSql(text: string): RawBuilder<SqlBool> {
  const trimmed = text.trim();
  if (!trimmed) return sql<SqlBool>`true`;
  const pattern = `%${escapeLike(trimmed)}%`;
  return sql<SqlBool>`(project_name ilike ${pattern} or reference ilike ${pattern} or client_name ilike ${pattern})`;
}

/**
 * Top-N lookup of pickers (spec §7.6): names starting with the text first, then names, references
 * or client names containing it, alphabetically. Spec §5 sends a blank text as ' ': any project.
 */
export async function findTopProjects(db: Db, type: ProjectType, text: string, limit: number) {
  const prefix = `${escapeLike(text.trim().toLowerCase())}%`;
  const { rows } = await sql<ProjectRow>`
    select ${projectColumns} from projects
    where ${whereAllProjects([scopeSql({ type, serviceOfInterest: null }), textSql(text)])}
    order by (lower(project_name) like ${prefix}) desc, lower(project_name), id
    limit ${limit}`.execute(db);
  return toListItems(db, rows);
}

/**
 * The projects a caller may work in the console, matching `q` on name, reference or client:
 * every project for staff, only those naming them as an external caller for external users.
 */
export function findConsoleProjects(
  db: Db,
  caller: { userId: string; staff: boolean },
  q: string,
  query: PageQuery,
): Promise<ProjectPage> {
  const scope = caller.staff
    ? sql<SqlBool>`true`
    : sql<SqlBool>`(doc->'externalCallers') @> ${JSON.stringify([caller.userId])}::jsonb`;
  return projectListPage(db, whereAllProjects([scope, textSql(q)]), query);
}

/** The project's row, by id or by reference (PRJ-000042). */
export async function findProjectRow(db: Db, key: { id: string } | { reference: string }) {
  const where =
    'id' in key ? sql<SqlBool>`id = ${key.id}::uuid` : sql<SqlBool>`reference = ${key.reference.trim().toUpperCase()}`;
  const { rows } = await sql<ProjectRow>`select ${projectColumns} from projects where ${where}`.execute(db);
  return rows[0];
}
