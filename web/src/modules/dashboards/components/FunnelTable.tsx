import { HTMLTable } from '@blueprintjs/core';
import type { PurchaserFunnel } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { dropOffText, funnelSteps } from '../utils/funnelSteps.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface FunnelTableProps {
  funnels: readonly PurchaserFunnel[];
}

/** Each project's purchasers: added → NDA sent → NDA signed → IM sent, with the share lost at each step. */
export function FunnelTable({ funnels }: FunnelTableProps) {
  if (funnels.length === 0) return <EmptyState icon="filter" title="No purchasers on open projects yet" />;
  const headings = funnelSteps(funnels[0] as PurchaserFunnel).map((step) => step.label);
  return (
    <div className="db-dash-table-scroll">
      <HTMLTable compact striped aria-label="Purchaser funnel">
        <thead>
          <tr>
            <th>Project</th>
            {headings.map((heading) => (
              <th key={heading}>{heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {funnels.map((funnel) => (
            <tr key={funnel.projectId}>
              <td>
                <Link to={`/projects/${funnel.projectId}`}>{funnel.projectName}</Link>
              </td>
              {funnelSteps(funnel).map((step) => {
                const lost = dropOffText(step);
                return (
                  <td key={step.label}>
                    {step.count}
                    {lost && (
                      <span className="db-muted db-change" title={`${lost} since the step before`}>
                        {lost}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
