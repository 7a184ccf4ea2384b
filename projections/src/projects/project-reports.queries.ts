import type {
  PageQuery,
  ProjectDateReportRow,
  ProjectListItem,
  ProjectProductReportRow,
  ProjectServiceType,
  TaskStatus,
} from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { findEmployeesOfCompanies } from '../contacts/employee.queries.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findPeople } from '../shared/linked-records.queries.js';
import { notNull, nullable, type SortPart } from '../shared/list-order.js';
import { whereAllProjects } from './project-filter.js';
import { findClientDetails, toListItems } from './project-rows.js';
import {
  worksOn,
  projectOrder,
  projectRowsPage,
  scopeSql,
  type ProjectPage,
  type ProjectScope,
} from './project.queries.js';

type Db = Kysely<ReadModelDatabase>;

const createdBetween = (from: Date, to: Date) => sql<SqlBool>`created_at >= ${from} and created_at <= ${to}`;

/** Each list item with the report columns the original client worked out itself (spec §7.6). */
function toDateReportRows(items: ProjectListItem[]): ProjectDateReportRow[] {
  return items.map((item) => {
    const [first, second, third] = item.blueboxContacts.map((person) => person.fullName);
    return {
      ...item,
      companyName: item.client.companyName,
      industryType: item.client.industryType,
      firstContact: first ?? '',
      secondContact: second ?? '',
      thirdContact: third ?? '',
    };
  });
}

async function reportPage(db: Db, where: RawBuilder<SqlBool>, query: PageQuery, fallback: SortPart) {
  const { rows, ...rest } = await projectRowsPage(db, where, projectOrder(query.sort, fallback), query);
  return { ...rest, items: await toListItems(db, rows) };
}

/**
 * GET /api/projects/byDate/{from}/{to}[/{type}/{owner}]: projects created in the range (both ends
 * included), of one type and one person's (owner or bluebox contact) when asked, oldest first.
 */
export async function findProjectsCreatedBetween(
  db: Db,
  range: { from: Date; to: Date },
  scope: ProjectScope,
  owner: string | null,
  query: PageQuery,
): Promise<ProjectPage<ProjectDateReportRow>> {
  const where = whereAllProjects([
    createdBetween(range.from, range.to),
    scopeSql(scope),
    ...(owner ? [worksOn(owner)] : []),
  ]);
  const { items, ...rest } = await reportPage(db, where, query, notNull(sql`created_at`));
  return { ...rest, rows: toDateReportRows(items) };
}

/**
 * GET /api/projects/getPitches/{from}/{to}. DECISION: a pitch is a project's initial meeting
 * (spec §3.5 initialMeetingDate); the pitches of a range are the projects, opportunities and
 * deals alike, whose initial meeting falls in it (both ends included), earliest first.
 */
export async function findPitches(
  db: Db,
  range: { from: Date; to: Date },
  query: PageQuery,
): Promise<ProjectPage<ProjectDateReportRow>> {
  const where = sql<SqlBool>`initial_meeting_date >= ${range.from.toISOString()}
    and initial_meeting_date <= ${range.to.toISOString()}`;
  const { items, ...rest } = await reportPage(db, where, query, nullable(sql`initial_meeting_date`));
  return { ...rest, rows: toDateReportRows(items) };
}

/** DD/MM/YYYY (spec §9) of the day in the UK, where the firm works. */
const ukDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

interface LatestTask {
  project_id: string;
  doc: { dueDate: string; subject: string; status: TaskStatus; assignedTo: string[] };
}

/** The newest task linked to each project (by creation). */
async function findLatestTasks(db: Db, projectIds: readonly string[]): Promise<Map<string, LatestTask['doc']>> {
  const { rows } = await sql<LatestTask>`
    select distinct on (p.id) p.id::text as project_id, t.doc
    from unnest(${[...projectIds]}::uuid[]) as p(id)
    join tasks t on (t.doc->'projects') @> jsonb_build_array(p.id::text)
    order by p.id, t.created_at desc, t.id desc`.execute(db);
  return new Map(rows.map((row) => [row.project_id, row.doc]));
}

/** Each project's latest communication by its date. */
async function findLatestCommunications(db: Db, projectIds: readonly string[]) {
  const { rows } = await sql<{ project_id: string; date: string; content: string }>`
    select distinct on (p.id) p.id::text as project_id, c.doc->>'commsDate' as date,
           coalesce(c.doc->>'content', '') as content
    from unnest(${[...projectIds]}::uuid[]) as p(id)
    join communications c on (c.doc->'projects') @> jsonb_build_array(p.id::text)
    order by p.id, c.doc->>'commsDate' desc, c.id desc`.execute(db);
  return new Map(rows.map(({ project_id, ...latest }) => [project_id, latest]));
}

/**
 * GET /api/projects/byProduct/{from}/{to}/{serviceOfInterest}: projects created in the range, of
 * one service or all, flattened for the products report (spec §7.6), oldest first.
 */
export async function findProjectsByProduct(
  db: Db,
  range: { from: Date; to: Date },
  serviceOfInterest: ProjectServiceType | null,
  query: PageQuery,
): Promise<ProjectPage<ProjectProductReportRow>> {
  const where = whereAllProjects([createdBetween(range.from, range.to), scopeSql({ type: 'all', serviceOfInterest })]);
  const { items, ...rest } = await reportPage(db, where, query, notNull(sql`created_at`));
  const rows = toDateReportRows(items);
  const ids = rows.map((row) => row._id);
  const clientIds = rows.map((row) => row.client._id);
  const [details, employees, tasks, communications] = await Promise.all([
    findClientDetails(db, clientIds),
    findEmployeesOfCompanies(db, [...new Set(clientIds)]),
    findLatestTasks(db, ids),
    findLatestCommunications(db, ids),
  ]);
  const assignees = await findPeople(
    db,
    [...tasks.values()].flatMap((task) => task.assignedTo),
  );
  return {
    ...rest,
    rows: rows.map((row) => {
      const staff = employees.get(row.client._id) ?? [];
      const employeeColumns = Object.fromEntries(
        [0, 1, 2].flatMap((i) => [
          [`employee${i + 1}Name`, staff[i]?.fullName ?? ''],
          [`employee${i + 1}Email`, staff[i]?.email ?? ''],
          [`employee${i + 1}Telephone`, staff[i]?.telephone ?? ''],
        ]),
      ) as Pick<ProjectProductReportRow, `employee${1 | 2 | 3}${'Name' | 'Email' | 'Telephone'}`>;
      const task = tasks.get(row._id);
      const communication = communications.get(row._id);
      return {
        ...row,
        ...employeeColumns,
        opportunitySource: details.get(row.client._id)?.opportunitySource ?? null,
        InitialMeeting: ukDate.format(new Date(row.initialMeetingDate)),
        latestTaskDueDate: task?.dueDate ?? null,
        latestTaskSubject: task?.subject ?? '',
        latestTaskStatus: task?.status ?? null,
        latestTaskAssignees: (task?.assignedTo ?? [])
          .map((id) => assignees.get(id)?.fullName ?? 'Unknown user')
          .join(', '),
        latestCommunicationDate: communication?.date ?? null,
        latestCommunicationContent: communication?.content ?? '',
      };
    }),
  };
}
