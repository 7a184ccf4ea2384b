import type { MilestoneCounts } from '@dealbook/contracts';
import { formatDate } from '../../ui/utils/format.js';

export interface MilestonesSummaryProps {
  milestones: MilestoneCounts;
  weekRange: { from: string; to: string };
}

/** NDAs sent and signed and IMs sent this week on my projects' purchasers. */
export function MilestonesSummary({ milestones, weekRange }: MilestonesSummaryProps) {
  return (
    <>
      <dl className="db-dash-figures">
        <div>
          <dt>NDAs sent</dt>
          <dd data-testid="week-ndas-sent">{milestones.sentNDA}</dd>
        </div>
        <div>
          <dt>NDAs signed</dt>
          <dd data-testid="week-ndas-signed">{milestones.signedNDA}</dd>
        </div>
        <div>
          <dt>IMs sent</dt>
          <dd data-testid="week-ims-sent">{milestones.sentIM}</dd>
        </div>
      </dl>
      <span className="db-muted">
        {formatDate(`${weekRange.from}T12:00:00Z`)} to {formatDate(`${weekRange.to}T12:00:00Z`)}
      </span>
    </>
  );
}
