import '../../dashboards/dashboards.css';
import type { ClientPurchaserMilestones } from '@dealbook/contracts';
import { FunnelChart } from '../../ui/charts/FunnelChart.js';
import { milestoneSteps } from '../utils/clientStatusLabels.js';

export interface ClientMilestonesProps {
  milestones: ClientPurchaserMilestones;
}

/** How far the approaches to purchasers have gone, as counts and a small funnel. */
export function ClientMilestones({ milestones }: ClientMilestonesProps) {
  const steps = milestoneSteps(milestones);
  return (
    <>
      <dl className="db-dash-figures" aria-label="Purchaser milestones">
        {steps.map((step) => (
          <div key={step.label}>
            <dt>{step.label}</dt>
            <dd data-milestone={step.label}>{step.count}</dd>
          </div>
        ))}
      </dl>
      <FunnelChart steps={steps} label="Purchasers from approached to IM sent" />
    </>
  );
}
