import { TaskLinkTypes, TaskPriority, TaskStatus, linkListField, type PageQuery, type Task } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import {
  conditionSql,
  escapeLike,
  parseDocumentFilter,
  type FieldKind,
  withEnumConditions,
  idFilters,
  type FilterCondition,
  type FilterValue,
} from '../shared/document-filter.js';
import { childRowsByIds, childSource, countOf, recordStamps, whereAll, type ChildRow } from '../shared/child-doc.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, notNull, nullable, type SortColumns } from '../shared/list-order.js';
import { findPeople, findRecordNames } from '../shared/linked-records.queries.js';
import { parentListOrder } from '../shared/linked-children.queries.js';

type Db = Kysely<ReadModelDatabase>;
export type TaskFilter = FilterCondition[];
export type TaskPage = ListPage<Task>;

/** The §5 filter fields of this list and how each is matched (also what the API document names). */
export const taskFilterKinds: Record<string, FieldKind> = {
  subject: 'text',
  description: 'text',
  status: 'choice',
  priority: 'choice',
  completed: 'boolean',
  assignedTo: 'list',
  createdBy: 'choice',
  companies: 'list',
  contacts: 'list',
  projects: 'list',
  purchases: 'list',
  events: 'list',
};

const taskEnumFilters = { status: TaskStatus, priority: TaskPriority };

/** What the values of the choice and list filters are (the API document's enumerations and ids). */
export const taskFilterValues: Readonly<Record<string, FilterValue>> = {
  ...taskEnumFilters,
  ...idFilters(['assignedTo', 'createdBy', 'companies', 'contacts', 'projects', 'purchases', 'events']),
};

const sortColumns: SortColumns = {
  subject: nullable(sql`lower(subject)`),
  status: nullable(sql`status`),
  priority: nullable(sql`priority`),
  dueDate: nullable(sql`due_date`),
  completed: nullable(sql`completed`),
  createdAt: notNull(sql`created_at`),
  updatedAt: notNull(sql`updated_at`),
};
export const TaskSortFields = Object.keys(sortColumns);

/**
 * Spec §5 filters over tasks. `status`/`priority` take one member of their enumeration or a list; `companies=<id>`
 * (any link list) and `assignedTo=<id>` match tasks whose list holds the id.
 */
export function parseTaskFilter(query: Record<string, unknown>): TaskFilter {
  return withEnumConditions(parseDocumentFilter(query, taskFilterKinds), taskEnumFilters);
}

function taskConditionSql(condition: FilterCondition): RawBuilder<SqlBool> {
  if (condition.kind === 'text' && condition.field === 'subject') {
    return sql<SqlBool>`subject ilike ${`%${escapeLike(condition.contains)}%`}`;
  }
  if (condition.kind === 'boolean' && condition.field === 'completed') {
    return sql<SqlBool>`completed = ${condition.equals}`;
  }
  return conditionSql(condition);
}

/** Rows with the assignees' and creator's names filled in, one users query per page. */
async function toTasks(db: Db, rows: ChildRow[]): Promise<Task[]> {
  const ids = rows.flatMap((row) => [...((row.doc.assignedTo as string[]) ?? []), (row.doc.createdBy as string) ?? '']);
  const people = await findPeople(
    db,
    ids.filter((id) => id !== ''),
  );
  const person = (id: string) => people.get(id) ?? { _id: id, fullName: 'Unknown user' };
  const refsOf = (doc: Record<string, unknown>) =>
    TaskLinkTypes.flatMap((type) =>
      ((doc[linkListField[type]] as string[] | undefined) ?? []).map((id) => ({ type, id })),
    );
  const names = await findRecordNames(
    db,
    rows.flatMap((row) => refsOf(row.doc)),
  );
  return rows.map((row) => {
    const { assignedTo, createdBy, ...doc } = row.doc as { assignedTo: string[]; createdBy: string | null };
    return {
      ...(doc as unknown as Omit<
        Task,
        'assignedTo' | 'createdBy' | 'related' | '_id' | 'version' | 'createdAt' | 'updatedAt'
      >),
      assignedTo: assignedTo.map(person),
      createdBy: createdBy ? person(createdBy) : null,
      related: refsOf(row.doc).flatMap(({ type, id }) => {
        const named = names.get(`${type}:${id}`);
        return named ? [{ type, _id: id, ...named }] : [];
      }),
      ...recordStamps(row),
    };
  });
}

/**
 * Default order: the most urgent first (open before completed, then by due date); one record's
 * tasks (`companies=<id>` …) the one linked to it last first (spec §7.10).
 */
const defaultOrder = { parts: [nullable(sql`completed`), nullable(sql`due_date`)] };
const linkFields = TaskLinkTypes.map((type) => linkListField[type]);

export async function searchTasks(db: Db, filter: TaskFilter, query: PageQuery): Promise<TaskPage> {
  const where = whereAll(filter.map(taskConditionSql));
  const page = await listPage<ChildRow>(
    db,
    childSource('tasks', where),
    listOrder(query.sort, sortColumns, parentListOrder(filter, linkFields, defaultOrder)),
    query,
  );
  return { ...page, rows: await toTasks(db, page.rows) };
}

export function countTasks(db: Db, filter: TaskFilter): Promise<number> {
  return countOf(db, 'tasks', whereAll(filter.map(taskConditionSql)));
}

export async function findTaskById(db: Db, id: string): Promise<Task | undefined> {
  const [task] = await findTasksByIds(db, [id]);
  return task;
}

/** In the order asked; ids with no task are left out. */
export async function findTasksByIds(db: Db, ids: readonly string[]): Promise<Task[]> {
  return toTasks(db, await childRowsByIds(db, 'tasks', ids));
}
