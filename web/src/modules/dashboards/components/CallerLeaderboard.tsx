import { HTMLTable } from '@blueprintjs/core';
import type { CallerBoard, CallerRow } from '@dealbook/contracts';
import { previousPeriodLabel } from './PeriodSwitcher.js';
import { LeaderboardRow } from './LeaderboardRow.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface CallerLeaderboardProps {
  board: CallerBoard;
  external: boolean;
  onTargets?: (row: CallerRow) => void;
  emptyText: string;
}

/** Callers ranked by calls for the period, each figure compared with the period before. */
export function CallerLeaderboard({ board, external, onTargets, emptyText }: CallerLeaderboardProps) {
  if (board.callers.length === 0) return <EmptyState icon="people" title={emptyText} />;
  const rows = [...board.callers].sort((a, b) => b.current.calls - a.current.calls);
  return (
    <div className="db-dash-table-scroll">
      <HTMLTable compact striped className="db-leaderboard" aria-label="Leaderboard">
        <caption className="db-visually-hidden">Changes are against {previousPeriodLabel[board.period]}.</caption>
        <thead>
          <tr>
            <th>Caller</th>
            <th>Calls</th>
            <th>Connect rate</th>
            <th>NDAs sent</th>
            {/* Meetings logged in the period: the figure counts meetings held, not ones booked ahead. */}
            <th title="Meetings logged in the period">Meetings</th>
            <th>Outcomes</th>
            {external ? (
              <>
                <th>Assigned projects</th>
                <th>Last activity</th>
              </>
            ) : (
              <>
                <th>Calls target</th>
                <th>NDA target</th>
              </>
            )}
            {onTargets && <th aria-label="Actions" />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <LeaderboardRow
              key={row.userId}
              row={row}
              board={board}
              external={external}
              {...(onTargets ? { onTargets } : {})}
            />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
