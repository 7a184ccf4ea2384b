import {
  CallbackActions,
  CommunicationOutcomes,
  CommunicationType,
  type DealStatus,
  IdleDaysByStage,
  OpportunityStatus,
  Role,
  TaskStatus,
  type CallDay,
  type CallbackDue,
  type CallerFigures,
  type CallerRow,
  type CallerTargets,
  type CommunicationAction,
  type CommunicationOutcome,
  type DashboardChange,
  type DashboardPeriod,
  type MilestoneCounts,
  type Pipeline,
  type ProjectStage,
} from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import { describeHistory } from '../history/describe-history.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { addDays, daysBetween, periodRanges, type DayRange } from './firm-time-zone.js';
import { worksOn } from '../projects/project.queries.js';

type Db = Kysely<ReadModelDatabase>;

/** Successful and engaged calls reached someone: the connect rate's numerator. */
const connectedOutcomes = CommunicationOutcomes.slice(0, 2);
const int = (value: string | number | null | undefined) => Number(value ?? 0);

/** The callers a board lists and their projects (external callers only). */
export interface BoardCaller {
  userId: string;
  fullName: string;
  photoUrl: string;
  projects: { _id: string; projectName: string }[];
}

/** Team members (staff marked isTeamMember), by name. */
export async function findTeamCallers(db: Db): Promise<BoardCaller[]> {
  const { rows } = await sql<{ id: string; first_name: string; last_name: string; photo_url: string }>`
    select id, first_name, last_name, photo_url from users
    where not deleted and is_team_member and role >= ${Role.user}
    order by last_name, first_name, id`.execute(db);
  return rows.map((row) => ({
    userId: row.id,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    photoUrl: row.photo_url,
    projects: [],
  }));
}

/** External callers with the projects they are assigned to. */
export async function findExternalCallers(db: Db): Promise<BoardCaller[]> {
  const { rows } = await sql<{
    id: string;
    first_name: string;
    last_name: string;
    photo_url: string;
    projects: { _id: string; projectName: string }[];
  }>`
    select u.id, u.first_name, u.last_name, u.photo_url,
           coalesce((select jsonb_agg(jsonb_build_object('_id', p.id, 'projectName', p.project_name)
                                      order by p.project_name)
                     from projects p where p.doc->'externalCallers' ? u.id::text), '[]'::jsonb) as projects
    from users u
    where not u.deleted and u.role = ${Role.external}
    order by u.last_name, u.first_name, u.id`.execute(db);
  return rows.map((row) => ({
    userId: row.id,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    photoUrl: row.photo_url,
    projects: row.projects,
  }));
}

const noFigures = (): CallerFigures => ({ calls: 0, connected: 0, connectRate: null, ndasSent: 0, meetingsBooked: 0 });

/**
 * Each caller's figures over two spans (a period and the one before it), their outcome mix and
 * latest call over the period: three index scans over the dashboard read models.
 */
export async function findCallerRows(
  db: Db,
  callers: readonly BoardCaller[],
  range: DayRange,
  previous: DayRange,
): Promise<CallerRow[]> {
  const ids = callers.map((caller) => caller.userId);
  if (ids.length === 0) return [];
  // One pass over both spans: per caller, span and outcome; the figures and the mix add these up.
  const [calls, ndas, targets, last] = await Promise.all([
    sql<{ caller_id: string; current: boolean; outcome: CommunicationOutcome | null; n: string; meetings: string }>`
      select caller_id, day >= ${range.from}::date as current, outcome, count(*) as n,
             count(*) filter (where comms_type = ${CommunicationType.Meeting}) as meetings
      from dashboard_calls
      where caller_id = any(${ids}::uuid[]) and day between ${previous.from}::date and ${range.to}::date
      group by 1, 2, 3`.execute(db),
    sql<{ actor_id: string; current: boolean; n: string }>`
      select actor_id, day >= ${range.from}::date as current, count(*) as n
      from dashboard_milestones
      where actor_id = any(${ids}::uuid[]) and milestone = 'sentNDA' and ticked
        and day between ${previous.from}::date and ${range.to}::date
      group by 1, 2`.execute(db),
    findTargets(db, ids),
    sql<{ caller_id: string; last: string | null }>`
      select ids.id as caller_id,
             (select comms_date from dashboard_calls c where c.caller_id = ids.id
              order by day desc, comms_date desc limit 1) as last
      from unnest(${ids}::uuid[]) as ids(id)`.execute(db),
  ]);
  const lastOf = new Map(last.rows.map((row) => [row.caller_id, row.last]));

  return callers.map((caller) => {
    const figures = { current: noFigures(), previous: noFigures() };
    const theirs = calls.rows.filter((r) => r.caller_id === caller.userId);
    for (const row of theirs) {
      const into = row.current ? figures.current : figures.previous;
      into.calls += int(row.n);
      if (row.outcome !== null && connectedOutcomes.includes(row.outcome)) into.connected += int(row.n);
      into.meetingsBooked += int(row.meetings);
    }
    for (const row of ndas.rows.filter((r) => r.actor_id === caller.userId)) {
      (row.current ? figures.current : figures.previous).ndasSent = int(row.n);
    }
    for (const span of [figures.current, figures.previous]) {
      span.connectRate = span.calls === 0 ? null : span.connected / span.calls;
    }
    return {
      ...caller,
      ...figures,
      outcomes: outcomeMix(theirs.filter((row) => row.current)),
      targets: targets.get(caller.userId) ?? { callsPerDay: null, ndasPerMonth: null },
      lastActivity: lastOf.get(caller.userId) ?? null,
    };
  });
}

/** Outcomes in the order of spec §3.8, then calls without one; empty outcomes left out. */
function outcomeMix(rows: readonly { outcome: CommunicationOutcome | null; n: string }[]) {
  const rank = (outcome: CommunicationOutcome | null) =>
    outcome === null ? CommunicationOutcomes.length : CommunicationOutcomes.indexOf(outcome);
  return [...rows]
    .sort((a, b) => rank(a.outcome) - rank(b.outcome))
    .map((row) => ({ outcome: row.outcome, count: int(row.n) }));
}

export async function findTargets(db: Db, userIds: readonly string[]): Promise<Map<string, CallerTargets>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('dashboard_targets')
    .select(['user_id', 'calls_per_day', 'ndas_per_month'])
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Map(
    rows.map((row) => [row.user_id, { callsPerDay: row.calls_per_day, ndasPerMonth: row.ndas_per_month }]),
  );
}

/** Calls per day, outcome and action of these callers over the days (days without calls are absent). */
export async function findCallDays(db: Db, callerIds: readonly string[], days: DayRange): Promise<CallDay[]> {
  if (callerIds.length === 0) return [];
  const { rows } = await sql<{
    day: string;
    outcome: CommunicationOutcome | null;
    action: CommunicationAction | null;
    n: string;
  }>`
    select to_char(day, 'YYYY-MM-DD') as day, outcome, action, count(*) as n from dashboard_calls
    where caller_id = any(${[...callerIds]}::uuid[]) and day between ${days.from}::date and ${days.to}::date
    group by day, outcome, action
    order by day, outcome nulls last, action nulls last`.execute(db);
  return rows.map((row) => ({ date: row.day, outcome: row.outcome, action: row.action, count: int(row.n) }));
}

/** The spans of a board: the period, the one before, and the last 30 days for the daily chart. */
export function boardSpans(period: DashboardPeriod, today: string) {
  const { range, previous } = periodRanges(period, today);
  return { range, previous, daily: { from: addDays(today, -29), to: today } };
}

const openOpportunities = Object.keys(IdleDaysByStage.opportunity).map(Number);
const openDeals = Object.keys(IdleDaysByStage.deal).map(Number);

export interface StageRow {
  id: string;
  project_name: string;
  client_name: string;
  is_deal: boolean;
  stage: number;
  since: Date;
}

export function toStage(row: StageRow, now: Date): ProjectStage {
  const idleAfterDays =
    (row.is_deal
      ? IdleDaysByStage.deal[row.stage as DealStatus]
      : IdleDaysByStage.opportunity[row.stage as OpportunityStatus]) ?? null;
  const daysInStage = daysBetween(row.since, now);
  return {
    _id: row.id,
    projectName: row.project_name,
    clientName: row.client_name,
    isDeal: row.is_deal,
    stage: row.stage,
    stageSince: row.since.toISOString(),
    daysInStage,
    idleAfterDays,
    idle: idleAfterDays !== null && daysInStage > idleAfterDays,
  };
}

/** A project's stage and since when it has been in it (from dashboard_stages, else its last change). */
export const stageColumns = sql`p.id, p.project_name, p.client_name, p.is_deal,
  case when p.is_deal then p.deal_status else p.opportunity_status end as stage,
  coalesce(case when p.is_deal then s.deal_status_since else s.opportunity_status_since end, p.updated_at) as since`;

/** The projects a person works on (at most 50), longest in their stage first. */
export async function findMyProjectStages(db: Db, userId: string, role: number, now: Date): Promise<ProjectStage[]> {
  const { rows } = await sql<StageRow>`
    select ${stageColumns}
    from projects p left join dashboard_stages s on s.project_id = p.id
    where ${worksOn(userId, 'p')}
    order by since, p.project_name limit 50`.execute(db);
  return rows.map((row) => toStage(row, now));
}

/** Purchasers whose latest call, logged by this caller, booked a call back; oldest first. */
export async function findCallbacksDue(db: Db, userId: string, role: number): Promise<CallbackDue[]> {
  const { rows } = await sql<{
    id: string;
    project_id: string;
    project_name: string;
    company_name: string;
    last_action: CommunicationAction;
    last_contact_date: string;
  }>`
    select pu.id, pu.project_id, p.project_name, pu.company_name, pu.last_action, pu.last_contact_date
    from purchases pu
    join dashboard_calls c on c.communication_id = pu.last_contact_id
    join projects p on p.id = pu.project_id
    where c.caller_id = ${userId}::uuid and pu.last_action = any(${[...CallbackActions]}::smallint[])
      ${role === Role.external ? sql`and ${worksOn(userId, 'p')}` : sql``}
    order by pu.last_contact_date, pu.id limit 50`.execute(db);
  return rows.map((row) => ({
    purchaseId: row.id,
    projectId: row.project_id,
    projectName: row.project_name,
    companyName: row.company_name,
    action: row.last_action,
    lastContactDate: row.last_contact_date,
  }));
}

/** Open tasks assigned to the person, how many are overdue, and the next ten by due date. */
export async function findMyTasks(db: Db, userId: string, now: Date) {
  const nowText = now.toISOString();
  const open = sql`doc->'assignedTo' ? ${userId}::text and status <> ${TaskStatus.Completed}`;
  const [counts, next] = await Promise.all([
    sql<{ open: string; overdue: string }>`
      select count(*) as open, count(*) filter (where due_date < ${nowText}) as overdue
      from tasks where ${open}`.execute(db),
    sql<{ id: string; subject: string; due_date: string | null }>`
      select id, subject, due_date from tasks where ${open}
      order by due_date nulls last, id limit 10`.execute(db),
  ]);
  return {
    open: int(counts.rows[0]?.open),
    overdue: int(counts.rows[0]?.overdue),
    next: next.rows.map((row) => ({
      _id: row.id,
      subject: row.subject,
      dueDate: row.due_date,
      overdue: row.due_date !== null && row.due_date < nowText,
    })),
  };
}

/** Milestones dated within the days on purchasers of the person's projects. */
export async function findMilestoneCounts(
  db: Db,
  userId: string,
  role: number,
  days: DayRange,
): Promise<MilestoneCounts> {
  const { rows } = await sql<{ milestone: keyof MilestoneCounts; n: string }>`
    select m.milestone, count(*) as n
    from dashboard_milestones m
    join purchases pu on pu.id = m.purchase_id
    join projects p on p.id = pu.project_id
    where m.ticked and m.day between ${days.from}::date and ${days.to}::date and ${worksOn(userId, 'p')}
    group by m.milestone`.execute(db);
  const counts: MilestoneCounts = { sentNDA: 0, signedNDA: 0, sentIM: 0 };
  for (const row of rows) counts[row.milestone] = int(row.n);
  return counts;
}

/** NDAs the person sent (ticked) within the days: progress against the monthly target. */
export async function countNdasSent(db: Db, userId: string, days: DayRange): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from dashboard_milestones
    where actor_id = ${userId}::uuid and milestone = 'sentNDA' and ticked
      and day between ${days.from}::date and ${days.to}::date`.execute(db);
  return int(rows[0]?.n);
}

/** Pipeline health over every project. */
export async function findPipeline(db: Db, now: Date): Promise<Pipeline> {
  const [byStatus, stages, lost, funnels, outcomes] = await Promise.all([
    sql<{ is_deal: boolean; status: number; n: string }>`
      select is_deal, case when is_deal then deal_status else opportunity_status end as status, count(*) as n
      from projects group by 1, 2 order by 1, 2`.execute(db),
    sql<StageRow>`
      select ${stageColumns}
      from projects p left join dashboard_stages s on s.project_id = p.id
      where (not p.is_deal and p.opportunity_status = any(${openOpportunities}::smallint[]))
         or (p.is_deal and p.deal_status = any(${openDeals}::smallint[]))
      order by since, p.project_name limit 50`.execute(db),
    sql<{ reason: string | null; n: string }>`
      select doc->>'lostOpportunityReason' as reason, count(*) as n from projects
      where not is_deal and opportunity_status = ${OpportunityStatus.ClosedLost}
      group by 1 order by 2 desc`.execute(db),
    sql<{ project_id: string; project_name: string; added: string; sent: string; signed: string; im: string }>`
      select pu.project_id, p.project_name, count(*) as added,
             count(*) filter (where (pu.doc->'sentNDA'->>'checked')::boolean) as sent,
             count(*) filter (where (pu.doc->'signedNDA'->>'checked')::boolean) as signed,
             count(*) filter (where (pu.doc->'sentIM'->>'checked')::boolean) as im
      from purchases pu join projects p on p.id = pu.project_id
      group by pu.project_id, p.project_name
      order by count(*) desc, p.project_name limit 20`.execute(db),
    // Won: every opportunity that became a deal (whatever status it was left at) and those marked
    // Closed Won; lost: opportunities marked Closed Lost. Counting Closed Won among non-deals only
    // showed 0 won once the won ones were converted.
    sql<{ won: string; lost: string }>`
      select count(*) filter (where is_deal or opportunity_status = ${OpportunityStatus.ClosedWon}) as won,
             count(*) filter (where not is_deal and opportunity_status = ${OpportunityStatus.ClosedLost}) as lost
      from projects`.execute(db),
  ]);
  const statusCounts = (isDeal: boolean) =>
    byStatus.rows.filter((row) => row.is_deal === isDeal).map((row) => ({ status: row.status, count: int(row.n) }));
  const won = int(outcomes.rows[0]?.won);
  const lostCount = int(outcomes.rows[0]?.lost);
  return {
    opportunities: statusCounts(false),
    deals: statusCounts(true),
    stages: stages.rows.map((row) => toStage(row, now)),
    lostReasons: lost.rows.map((row) => ({
      reason: row.reason === null ? null : Number(row.reason),
      count: int(row.n),
    })),
    winRate: { won, lost: lostCount, rate: won + lostCount === 0 ? null : won / (won + lostCount) },
    funnels: funnels.rows.map((row) => ({
      projectId: row.project_id,
      projectName: row.project_name,
      added: int(row.added),
      sentNDA: int(row.sent),
      signedNDA: int(row.signed),
      sentIM: int(row.im),
    })),
  };
}

/** Which calls a dashboard figure counts: callers' calls over days, optionally of one outcome / action. */
export interface CallDrillDown {
  callerIds: readonly string[];
  days: DayRange;
  /** Absent: any; null: calls without one. */
  outcome?: CommunicationOutcome | null;
  action?: CommunicationAction | null;
  offset: number;
  limit: number;
}

/** The ids of those calls, latest first, and how many there are. */
export async function findDrillDownCallIds(db: Db, query: CallDrillDown): Promise<{ ids: string[]; total: number }> {
  const conditions = [
    sql`caller_id = any(${[...query.callerIds]}::uuid[])`,
    sql`day between ${query.days.from}::date and ${query.days.to}::date`,
  ];
  if (query.outcome !== undefined) {
    conditions.push(query.outcome === null ? sql`outcome is null` : sql`outcome = ${query.outcome}`);
  }
  if (query.action !== undefined) {
    conditions.push(query.action === null ? sql`action is null` : sql`action = ${query.action}`);
  }
  const where = sql.join(conditions, sql` and `);
  const [page, total] = await Promise.all([
    sql<{ id: string }>`
      select communication_id as id from dashboard_calls where ${where}
      order by comms_date desc, communication_id limit ${query.limit} offset ${query.offset}`.execute(db),
    sql<{ n: string }>`select count(*) as n from dashboard_calls where ${where}`.execute(db),
  ]);
  return { ids: page.rows.map((row) => row.id), total: int(total.rows[0]?.n) };
}

/**
 * Events on the person's projects, their purchasers and their tasks, recorded after `since` by
 * somebody else, latest first: what changed since they last looked.
 */
export async function findChangesSince(db: Db, userId: string, since: Date, limit = 30): Promise<DashboardChange[]> {
  const mine = worksOn(userId, 'p');
  const { rows } = await sql<{
    event_type: string;
    version: number;
    recorded_at: Date;
    actor_id: string | null;
    actor_name: string | null;
    data: unknown;
    record_type: DashboardChange['recordType'];
    record_id: string;
    record_name: string | null;
    project_id: string | null;
  }>`
    with own as (
      select p.id, 'project' as kind, p.project_name as name, p.id as project_id from projects p where ${mine}
      union all
      select pu.id, 'purchase', pu.company_name || ' · ' || p.project_name, p.id
      from purchases pu join projects p on p.id = pu.project_id where ${mine}
      union all
      select t.id, 'task', t.subject, null from tasks t where t.doc->'assignedTo' ? ${userId}::text
    )
    select a.event_type, a.version, a.recorded_at, a.actor_id, a.data, a.record_type, a.record_id,
           own.name as record_name, own.project_id,
           nullif(trim(u.first_name || ' ' || u.last_name), '') as actor_name
    from dashboard_activity a
    join own on own.id = a.record_id and own.kind = a.record_type
    left join users u on u.id = a.actor_id
    where a.recorded_at > ${since} and a.actor_id is distinct from ${userId}::uuid
    order by a.recorded_at desc, a.event_id desc
    limit ${limit}`.execute(db);
  const changes = rows.map((row) => ({
    type: row.event_type,
    version: row.version,
    recordedAt: row.recorded_at.toISOString(),
    actor: row.actor_id === null ? null : { _id: row.actor_id, fullName: row.actor_name ?? 'Unknown user' },
    data: row.data,
    recordType: row.record_type,
    recordId: row.record_id,
    recordName: row.record_name ?? '',
    projectId: row.project_id,
  }));
  const sentences = await describeHistory(
    db,
    changes.map((change) => ({
      ...change,
      // A purchaser's own name is its company's ("Acme Ltd · Project" is the row's label).
      record: {
        type: change.recordType,
        id: change.recordId,
        ...(change.recordType === 'purchase' ? {} : { name: change.recordName }),
        projectId: change.projectId,
      },
    })),
  );
  return changes.map((change, at) => ({ ...change, sentence: sentences[at] ?? [] }));
}
