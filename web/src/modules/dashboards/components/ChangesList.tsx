import type { DashboardChange } from '@dealbook/contracts';
import { HistorySentence } from '../../records/components/HistorySentence.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface ChangesListProps {
  changes: readonly DashboardChange[];
  /** When the list starts: the last visit, or a week back. */
  since: string;
}

/** "Changed since your last visit": what others did to my projects, purchasers and tasks, latest first. */
export function ChangesList({ changes, since }: ChangesListProps) {
  if (changes.length === 0) {
    return (
      <EmptyState
        icon="history"
        title="Nothing new"
        description={`Nobody else has changed your projects, purchasers or tasks since ${formatDateTime(since)}.`}
      />
    );
  }
  return (
    <ol className="db-dash-changes" aria-label="Changed since your last visit">
      {changes.map((change) => (
        <li key={`${change.recordId}-${change.version}`}>
          <span className="db-muted">{formatDateTime(change.recordedAt)}</span>{' '}
          <HistorySentence parts={change.sentence} />
        </li>
      ))}
    </ol>
  );
}
