import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { errorMessage } from '../../api/ApiError.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { useCrmEventHistory } from '../hooks/useCrmEventQueries.js';
import { describeEventHistory } from '../utils/eventHistory.js';

export interface EventHistoryProps {
  eventId: string;
}

/** Every domain event of the CRM event, newest first, with who did it. */
export function EventHistory({ eventId }: EventHistoryProps) {
  const history = useCrmEventHistory(eventId);
  if (history.isPending) return <Spinner size={24} aria-label="Loading history" />;
  if (history.isError) {
    return (
      <Callout intent="danger" title="The history could not be loaded">
        {errorMessage(history.error)}
      </Callout>
    );
  }
  if (history.data.length === 0) return <NonIdealState icon="history" title="No history yet" />;
  const entries = [...history.data].sort((a, b) => b.version - a.version);
  return (
    <ol className="db-history" aria-label="History">
      {entries.map((entry) => {
        const { title, changes } = describeEventHistory(entry);
        return (
          <li key={entry.version} className="db-history__entry">
            <div className="db-history__heading">
              <strong>{title}</strong> by {entry.actor?.fullName ?? 'the system'} on{' '}
              <time dateTime={entry.recordedAt}>{formatDateTime(entry.recordedAt)}</time>
            </div>
            {changes.length > 0 && (
              <ul className="db-history__changes">
                {changes.map((change) => (
                  <li key={change.field}>
                    <span className="db-history__field">{change.field}:</span> {change.from} → {change.to}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
