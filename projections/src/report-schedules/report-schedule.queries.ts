import type { ReportName, ReportRun, ReportSchedule, ReportScheduleFields } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;

/** The runs a schedule lists: its latest. */
const RunsShown = 10;

interface ScheduleRow {
  id: string;
  version: number;
  owner_id: string | null;
  owner_name: string | null;
  doc: ReportScheduleFields;
  created_at: Date;
  runs: {
    due_at: string;
    started_at: string;
    finished_at: string | null;
    outcome: ReportRun['outcome'];
    rows: number | null;
    detail: string;
  }[];
}

const iso = (text: string) => new Date(text).toISOString();

/** The schedules (of one report, or all), oldest first, each with its latest runs. */
export async function findReportSchedules(
  db: Db,
  report?: ReportName,
  ids?: readonly string[],
): Promise<ReportSchedule[]> {
  const { rows } = await sql<ScheduleRow>`
    select s.id, s.version, s.owner_id, trim(u.first_name || ' ' || u.last_name) as owner_name, s.doc, s.created_at,
      coalesce((
        select jsonb_agg(r order by r.due_at desc) from (
          select due_at, started_at, finished_at, outcome, rows, detail from report_runs
          where schedule_id = s.id order by due_at desc limit ${RunsShown}
        ) r
      ), '[]'::jsonb) as runs
    from report_schedules s left join users u on u.id = s.owner_id
    where ${report ? sql`s.report = ${report}` : sql`true`}
      and ${ids ? sql`s.id = any(${[...ids]}::uuid[])` : sql`true`}
    order by s.created_at, s.id`.execute(db);
  return rows.map((row) => ({
    ...row.doc,
    _id: row.id,
    version: row.version,
    owner: row.owner_id ? { _id: row.owner_id, fullName: row.owner_name ?? 'Unknown user' } : null,
    createdAt: row.created_at.toISOString(),
    runs: row.runs.map((run) => ({
      dueAt: iso(run.due_at),
      startedAt: iso(run.started_at),
      finishedAt: run.finished_at ? iso(run.finished_at) : null,
      outcome: run.outcome,
      rows: run.rows,
      detail: run.detail,
    })),
  }));
}

/** What the scheduler needs of every schedule to find the runs that are due. */
export interface ScheduleTimes {
  id: string;
  fields: ReportScheduleFields;
  createdAt: Date;
  lastDueAt: Date | null;
  /** When its latest run was claimed, if that run has not finished (under way, or cut off). */
  unfinishedSince: Date | null;
}

export async function findScheduleTimes(db: Db): Promise<ScheduleTimes[]> {
  const { rows } = await sql<{
    id: string;
    doc: ReportScheduleFields;
    created_at: Date;
    last_due_at: Date | null;
    unfinished_since: Date | null;
  }>`
    select s.id, s.doc, s.created_at, s.last_due_at,
      (select r.started_at from report_runs r where r.schedule_id = s.id and r.due_at = s.last_due_at
         and r.finished_at is null) as unfinished_since
    from report_schedules s order by s.created_at`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    fields: row.doc,
    createdAt: row.created_at,
    lastDueAt: row.last_due_at,
    unfinishedSince: row.unfinished_since,
  }));
}
