import {
  CommunicationOutcomes,
  type CommunicationAction,
  type CommunicationOutcome,
  type CommunicationSummary,
  type CommunicationTimelinePoint,
} from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { ofUser } from './communication-filter.js';

type Db = Kysely<ReadModelDatabase>;

/** Outcomes in the order of spec §3.8, then none; actions by number, then none. */
const outcomeRank = (outcome: CommunicationOutcome | null) =>
  outcome === null ? CommunicationOutcomes.length : CommunicationOutcomes.indexOf(outcome);
const actionRank = (action: CommunicationAction | null) => (action === null ? Number.MAX_SAFE_INTEGER : action);

/** The calendar day of a stored date in a time zone (an IANA name the caller has checked). */
const dayIn = (timeZone: string) => sql`to_char((comms_date::timestamptz) at time zone ${timeZone}, 'YYYY-MM-DD')`;

/**
 * A caller's timeline (spec §3.7): for each day of the range (in `timeZone`) and each outcome and
 * action pair logged that day, how many communications and their share of the day's total
 * (percent, one decimal). A chart by outcome adds up the actions of an outcome, and vice versa.
 */
export async function findCommunicationTimeline(
  db: Db,
  userId: string,
  range: { from: string; to: string },
  timeZone: string,
): Promise<CommunicationTimelinePoint[]> {
  const { rows } = await sql<{
    day: string;
    outcome: CommunicationOutcome | null;
    action: CommunicationAction | null;
    n: string;
    day_total: string;
  }>`
    select day, outcome, action, count(*) as n, sum(count(*)) over (partition by day) as day_total
    from (
      select ${dayIn(timeZone)} as day, outcome, action from communications
      where ${ofUser(userId)} and comms_date >= ${range.from} and comms_date <= ${range.to}
    ) mine
    group by day, outcome, action`.execute(db);
  const ordered = rows.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      outcomeRank(a.outcome) - outcomeRank(b.outcome) ||
      actionRank(a.action) - actionRank(b.action),
  );
  return ordered.map((row) => ({
    date: row.day,
    action: row.action,
    outcome: row.outcome,
    count: Number(row.n),
    percent: Math.round((Number(row.n) * 1000) / Number(row.day_total)) / 10,
  }));
}

/**
 * A caller's totals: everything they logged or took part in, today's (in `timeZone`), per
 * outcome and per action (the none bucket included), and the date of the latest.
 */
export async function findCommunicationSummary(
  db: Db,
  userId: string,
  timeZone: string,
): Promise<CommunicationSummary> {
  const { rows } = await sql<{
    by_outcome: boolean;
    by_action: boolean;
    outcome: CommunicationOutcome | null;
    action: CommunicationAction | null;
    n: string;
    today: string;
    last: string | null;
  }>`
    select grouping(outcome) = 0 as by_outcome, grouping(action) = 0 as by_action, outcome, action,
           count(*) as n,
           count(*) filter (where ${dayIn(timeZone)} = to_char(now() at time zone ${timeZone}, 'YYYY-MM-DD')) as today,
           max(comms_date) as last
    from communications
    where ${ofUser(userId)}
    group by grouping sets ((outcome), (action), ())`.execute(db);
  const total = rows.find((row) => !row.by_outcome && !row.by_action);
  return {
    userId,
    total: Number(total?.n ?? 0),
    today: Number(total?.today ?? 0),
    byOutcome: rows
      .filter((row) => row.by_outcome)
      .sort((a, b) => outcomeRank(a.outcome) - outcomeRank(b.outcome))
      .map((row) => ({ outcome: row.outcome, count: Number(row.n) })),
    byAction: rows
      .filter((row) => row.by_action)
      .sort((a, b) => actionRank(a.action) - actionRank(b.action))
      .map((row) => ({ action: row.action, count: Number(row.n) })),
    lastCommsDate: total?.last ?? null,
  };
}
