import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { daysLabel } from '../../ui/labels/clientReviewLabels.js';
import { formatDate } from '../../ui/utils/format.js';
import { dashboardQueries } from '../hooks/dashboardQueries.js';
import { DashboardCard } from './DashboardCard.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

/** Managers: purchasers and documents the firm's clients have left undecided past the due days, longest first. */
export function WaitingOnClientsCard() {
  const overdue = useQuery(dashboardQueries.overdueApprovals());
  const items = [...(overdue.data?.overdue ?? [])].sort((a, b) => b.daysWaiting - a.daysWaiting);
  return (
    <DashboardCard title="Waiting on clients" state={overdue} loadingHeight={90}>
      {items.length === 0 ? (
        <EmptyState
          icon="tick-circle"
          title="No client is overdue"
          description={
            overdue.data
              ? `Nothing has waited for a client's decision more than ${daysLabel(overdue.data.dueDays)}.`
              : undefined
          }
        />
      ) : (
        <div className="db-dash-table-scroll">
          <HTMLTable compact striped aria-label="Waiting on clients">
            <thead>
              <tr>
                <th>Project</th>
                <th>Client</th>
                <th>Item</th>
                <th>Submitted</th>
                <th>Waiting</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.kind}-${item._id}`}>
                  <td>
                    <Link to={`/projects/${item.project._id}`}>{item.project.projectName}</Link>
                  </td>
                  <td>{item.client.companyName}</td>
                  <td>
                    {item.kind === 'purchaser' ? 'Purchaser' : 'Document'}: {item.title}
                  </td>
                  <td>{formatDate(item.submittedAt)}</td>
                  <td>{daysLabel(item.daysWaiting)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </DashboardCard>
  );
}
