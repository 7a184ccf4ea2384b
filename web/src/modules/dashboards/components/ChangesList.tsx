import { NonIdealState } from '@blueprintjs/core';
import type { DashboardChange } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { describeAnyEntry } from '../../records/utils/historyDescription.js';
import { formatDateTime } from '../../ui/utils/format.js';

export interface ChangesListProps {
  changes: readonly DashboardChange[];
  /** When the list starts: the last visit, or a week back. */
  since: string;
}

const recordLabel = { project: 'Project', purchase: 'Purchaser', task: 'Task' } as const;

/** Where a change's record is seen: its project (purchasers are on their project's page) or the task board. */
const recordPath = (change: DashboardChange) => (change.projectId ? `/projects/${change.projectId}` : '/team/tasks');

/** "Changed since your last visit": what others did to my projects, purchasers and tasks, latest first. */
export function ChangesList({ changes, since }: ChangesListProps) {
  if (changes.length === 0) {
    return (
      <NonIdealState
        icon="history"
        title="Nothing new"
        description={`Nobody else has changed your projects, purchasers or tasks since ${formatDateTime(since)}.`}
      />
    );
  }
  return (
    <ol className="db-dash-changes" aria-label="Changed since your last visit">
      {changes.map((change) => {
        const description = describeAnyEntry(change);
        const moved = description.changes
          .slice(0, 2)
          .map((line) => `${line.field}: ${line.to}`)
          .join(', ');
        return (
          <li key={`${change.recordId}-${change.version}`}>
            <span className="db-muted">{formatDateTime(change.recordedAt)}</span>{' '}
            <strong>{change.actor?.fullName ?? 'The system'}</strong> · {description.title} ·{' '}
            {recordLabel[change.recordType]} <Link to={recordPath(change)}>{change.recordName || 'untitled'}</Link>
            {moved && <span className="db-muted"> ({moved})</span>}
          </li>
        );
      })}
    </ol>
  );
}
