import '../../communications/communications.css';
import '../../console/console.css';
import '../../users/users.css';
import '../dashboards.css';
import { Spinner } from '@blueprintjs/core';
import type { CallerBoardKind, CallerRow } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { callsPath } from '../utils/callsFilter.js';
import { useCallerBoard } from '../hooks/useCallerBoard.js';
import { useDashboardPeriod } from '../hooks/useDashboardPeriod.js';
import { CallerLeaderboard } from './CallerLeaderboard.js';
import { CardSkeleton } from './CardSkeleton.js';
import { DailyCallsChart, dailyCallsChartShape } from './DailyCallsChart.js';
import { DashboardCard } from './DashboardCard.js';
import { PeriodSwitcher } from './PeriodSwitcher.js';
import { Notice } from '../../ui/components/Notice.js';

export interface CallerBoardViewProps {
  kind: CallerBoardKind;
  onTargets?: (row: CallerRow) => void;
}

/** A leaderboard with its period switcher, and the whole board's calls per day underneath. */
export function CallerBoardView({ kind, onTargets }: CallerBoardViewProps) {
  const [period, setPeriod] = useDashboardPeriod();
  const board = useCallerBoard(kind, period);
  const external = kind === 'external-callers';
  const navigate = useNavigate();

  return (
    <>
      <DashboardCard
        title={external ? 'External callers' : 'Leaderboard'}
        actions={
          <div className="db-dash-toolbar">
            {board.isFetching && !board.isPending && <Spinner size={16} aria-label="Refreshing" />}
            <PeriodSwitcher value={period} onChange={setPeriod} />
          </div>
        }
      >
        {board.isPending ? (
          <CardSkeleton label="Loading the leaderboard" className="db-leaderboard-skeleton" />
        ) : board.isError ? (
          <Notice intent="danger" title="The leaderboard could not be loaded">
            {errorMessage(board.error)}
          </Notice>
        ) : (
          <CallerLeaderboard
            board={board.data}
            external={external}
            {...(onTargets ? { onTargets } : {})}
            emptyText={
              external
                ? 'No external callers yet'
                : 'No team members yet: an admin marks people as team members under Users'
            }
          />
        )}
      </DashboardCard>
      <DashboardCard
        title={external ? 'Their calls, last 30 days' : 'Team calls, last 30 days'}
        state={board}
        loadingShape={dailyCallsChartShape}
      >
        {board.data && (
          <DailyCallsChart
            days={board.data.daily}
            range={board.data.dailyRange}
            onOpen={(date, series) =>
              void navigate(callsPath('/dashboard', { board: kind, from: date, to: date, outcome: series }))
            }
          />
        )}
      </DashboardCard>
    </>
  );
}
