import { listRoom, type CallerRow } from '@dealbook/contracts';
import { useState } from 'react';
import { CallerBoardView } from '../modules/dashboards/components/CallerBoardView.js';
import { PipelineHealth } from '../modules/dashboards/components/PipelineHealth.js';
import { TargetsDialog } from '../modules/dashboards/components/TargetsDialog.js';
import { WaitingOnClientsCard } from '../modules/dashboards/components/WaitingOnClientsCard.js';
import { useStaffDashboardRooms } from '../modules/dashboards/hooks/useDashboardRooms.js';
import { usePipeline } from '../modules/dashboards/hooks/usePipeline.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** Targets and team membership are user changes: the board follows them too. */
const userRooms = [listRoom('user')];

/** /dashboard/manager (spec §2.2 "Team", managers): the team's calls, pipeline health and funnels, and what waits on clients, live. */
export function TeamDashboardPage() {
  useStaffDashboardRooms(userRooms);
  const pipeline = usePipeline();
  const [targetsOf, setTargetsOf] = useState<CallerRow | null>(null);

  return (
    <div className="db-dash">
      <PageTitle title="Team dashboard" />
      <CallerBoardView kind="team" onTargets={setTargetsOf} />
      <PipelineHealth pipeline={pipeline} />
      <WaitingOnClientsCard />
      {targetsOf && <TargetsDialog member={targetsOf} onClose={() => setTargetsOf(null)} />}
    </div>
  );
}
