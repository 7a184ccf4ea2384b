import { OpportunityStatus, type Pipeline } from '@dealbook/contracts';
import { dealStatusLabel, lostReasonLabel, opportunityStatusLabel } from '../../ui/labels/projectLabels.js';
import { formatRate } from '../utils/figureChange.js';
import { staffProjectPath } from '../utils/projectPaths.js';
import { DashboardCard } from './DashboardCard.js';
import { FunnelTable } from './FunnelTable.js';
import { ProjectStagesTable } from './ProjectStagesTable.js';
import { StatusBars } from './StatusBars.js';

export interface PipelineHealthProps {
  pipeline: { data: Pipeline | undefined; isPending: boolean; isError: boolean; error: unknown };
}

/** Where the firm's opportunities and deals stand, what is stuck, what was lost and why. */
export function PipelineHealth({ pipeline }: PipelineHealthProps) {
  const data = pipeline.data;
  // loadingHeight: each card's content on the demo data at 1440 px, held while the pipeline loads (issue 33).
  return (
    <>
      <div className="db-dash-grid db-dash-grid--wide">
        <DashboardCard title="Opportunities by status" state={pipeline} loadingHeight={79}>
          {data && (
            <StatusBars
              label="Opportunities by status"
              counts={data.opportunities}
              statusLabel={opportunityStatusLabel}
              linkOf={(status) => `/projects/opportunities?view=grid&stage=${status}`}
            />
          )}
        </DashboardCard>
        <DashboardCard title="Deals by status" state={pipeline} loadingHeight={58}>
          {data && (
            <StatusBars
              label="Deals by status"
              counts={data.deals}
              statusLabel={dealStatusLabel}
              linkOf={(status) => `/projects?view=grid&stage=${status}`}
            />
          )}
        </DashboardCard>
        <DashboardCard title="Won and lost" state={pipeline} loadingHeight={91}>
          {data && (
            <>
              <dl className="db-dash-figures">
                <div>
                  <dt>Win rate</dt>
                  <dd data-testid="win-rate">{formatRate(data.winRate.rate)}</dd>
                </div>
                <div>
                  <dt>Won</dt>
                  <dd>{data.winRate.won}</dd>
                </div>
                <div>
                  <dt>Lost</dt>
                  <dd>{data.winRate.lost}</dd>
                </div>
              </dl>
              <StatusBars
                label="Lost reasons"
                counts={data.lostReasons.map(({ reason, count }) => ({ status: reason ?? 0, count }))}
                statusLabel={(reason) => (reason === 0 ? 'No reason given' : lostReasonLabel(reason))}
                linkOf={() => `/projects/opportunities?view=grid&stage=${OpportunityStatus.ClosedLost}`}
              />
            </>
          )}
        </DashboardCard>
      </div>
      <DashboardCard title="Stages" state={pipeline} loadingHeight={400}>
        {data && <ProjectStagesTable label="Stages" projects={data.stages} projectPath={staffProjectPath} limit={10} />}
      </DashboardCard>
      <DashboardCard title="Purchaser funnel" state={pipeline} loadingHeight={422}>
        {data && <FunnelTable funnels={data.funnels} />}
      </DashboardCard>
    </>
  );
}
