import { useQuery } from '@tanstack/react-query';
import { daysLabel, overdueHeadline } from '../../ui/labels/clientReviewLabels.js';
import { projectQueries } from '../hooks/projectQueries.js';
import { Notice } from '../../ui/components/Notice.js';

export interface ProjectOverdueApprovalsProps {
  projectId: string;
}

/** A warning on the project while its client leaves purchasers or documents undecided too long. */
export function ProjectOverdueApprovals({ projectId }: ProjectOverdueApprovalsProps) {
  const overdue = useQuery(projectQueries.overdueApprovals(projectId));
  // Quiet while loading or failing: the warning is an extra, the page's own content matters more.
  if (!overdue.data || overdue.data.overdue.length === 0) return null;
  const { dueDays, overdue: items } = overdue.data;
  return (
    <Notice intent="warning" icon="time" title={overdueHeadline(items.length, dueDays)} role="status">
      <ul aria-label="Waiting on the client">
        {items.map((item) => (
          <li key={`${item.kind}-${item._id}`}>
            {item.kind === 'purchaser' ? 'Purchaser' : 'Document'} <strong>{item.title}</strong>: waiting{' '}
            {daysLabel(item.daysWaiting)}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
