import type { CommunicationOutcome, ProjectStage, ProjectType } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import { worksOn, scopeSql } from '../projects/project.queries.js';
import { whereAllProjects } from '../projects/project-filter.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { stageColumns, toStage, type StageRow } from './dashboard.queries.js';

/** A row of the pipeline report ("the Monday meeting report"): a project in its stage. */
export interface PipelineReportRow extends ProjectStage {
  reference: string;
  ownerName: string;
  lastCommunicationDate: string | null;
  lastCommunicationOutcome: CommunicationOutcome | null;
}

/**
 * Every project of the scope grouped by stage (opportunities first, then deals, each in stage
 * order), longest in its stage first within a stage, with its owner and its latest
 * communication. Days in stage are counted to `now`.
 */
export async function findPipelineReportRows(
  db: Kysely<ReadModelDatabase>,
  scope: { type: ProjectType; owner: string | null },
  now: Date,
): Promise<PipelineReportRow[]> {
  const where = whereAllProjects([
    scopeSql({ type: scope.type, serviceOfInterest: null }),
    ...(scope.owner ? [worksOn(scope.owner)] : []),
  ]);
  const { rows } = await sql<
    StageRow & {
      reference: string;
      owner_name: string | null;
      comms_date: string | null;
      outcome: CommunicationOutcome | null;
    }
  >`
    select ${stageColumns}, p.reference, trim(u.first_name || ' ' || u.last_name) as owner_name,
           latest.comms_date, latest.outcome
    from (select * from projects where ${where}) p
    left join dashboard_stages s on s.project_id = p.id
    left join users u on u.id = p.owner_id
    left join lateral (
      select c.comms_date, c.outcome from communications c
      where (c.doc->'projects') @> jsonb_build_array(p.id::text)
      order by c.comms_date desc, c.id desc limit 1
    ) latest on true
    order by p.is_deal, stage, since, lower(p.project_name), p.id`.execute(db);
  return rows.map((row) => ({
    ...toStage(row, now),
    reference: row.reference,
    ownerName: row.owner_name ?? '',
    lastCommunicationDate: row.comms_date,
    lastCommunicationOutcome: row.outcome,
  }));
}
