import type { ColumnType } from 'kysely';

/** Migration 0019: the dashboards' read models, kept by the `dashboards` projection. */
export interface DashboardCallTable {
  communication_id: string;
  version: number;
  /** Who logged it. */
  caller_id: string;
  /** 'YYYY-MM-DD' in the firm's time zone. */
  day: ColumnType<string, string, string>;
  /** ISO 8601 UTC text. */
  comms_date: string;
  comms_type: number;
  outcome: string | null;
  action: number | null;
}

export interface DashboardMilestoneTable {
  purchase_id: string;
  milestone: string;
  version: number;
  /** Who ticked it; null for ticks from before the read model (migration backfill). */
  actor_id: string | null;
  day: ColumnType<string, string, string>;
}

export interface DashboardStageTable {
  project_id: string;
  version: number;
  status_since: ColumnType<Date, Date, Date>;
  opportunity_status_since: ColumnType<Date, Date, Date>;
  deal_status_since: ColumnType<Date, Date, Date>;
}

export interface DashboardTargetTable {
  user_id: string;
  version: number;
  calls_per_day: number | null;
  ndas_per_month: number | null;
}
