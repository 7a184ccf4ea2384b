import { Spinner } from '@blueprintjs/core';
import type { HistoryEntry } from '@dealbook/contracts';
import { errorMessage } from '../../api/ApiError.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { useRecordHistory } from '../hooks/useRecordHistory.js';
import { describeHistoryEntry, recordWording, type HistoryWording } from '../utils/historyDescription.js';
import { HistoryChangeList } from './HistoryChangeList.js';
import { HistorySentence } from './HistorySentence.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

export interface RecordHistoryProps {
  /** The stream type, as in `/api/history/{type}/{id}` ("company", "contact", "event" …). */
  type: string;
  id: string;
  /** How the from → to lines under an entry are worded (per entry for a merged history); the form's labels when absent. */
  wording?: HistoryWording | ((entry: HistoryEntry) => HistoryWording);
  /** Narrows the entries shown (a project's history by kind); all when absent. */
  show?: (entry: HistoryEntry) => boolean;
}

/** Entries of one stream share no version with another's: the key names the stream too. */
const entryKey = (entry: HistoryEntry) => `${entry.source?.type ?? ''}:${entry.source?.id ?? ''}:${entry.version}`;

/** The auditors' view: every domain event of the record, newest first, with who did it. */
export function RecordHistory({ type, id, wording, show }: RecordHistoryProps) {
  const history = useRecordHistory(type, id);
  if (history.isPending) return <Spinner size={24} aria-label="Loading history" />;
  if (history.isError) {
    return (
      <Notice intent="danger" title="The history could not be loaded">
        {errorMessage(history.error)}
      </Notice>
    );
  }
  if (history.data.length === 0) return <EmptyState icon="history" title="No history yet" />;

  // The server answers in log order (one stream's: version order): newest first here.
  const entries = (show ? history.data.filter(show) : history.data).toReversed();
  if (entries.length === 0) return <EmptyState icon="filter" title="No history of the kinds chosen" />;
  return (
    <ol className="db-history" aria-label="History">
      {entries.map((entry) => {
        const worded =
          typeof wording === 'function' ? wording(entry) : (wording ?? recordWording(entry.source?.type ?? type));
        const { changes } = describeHistoryEntry(entry, worded);
        return (
          <li key={entryKey(entry)} className="db-history__entry">
            <div className="db-history__heading">
              <HistorySentence parts={entry.sentence} />
              {entry.via && <span className="db-history__via"> ({entry.via.label})</span>} on{' '}
              <time dateTime={entry.recordedAt}>{formatDateTime(entry.recordedAt)}</time>
            </div>
            <HistoryChangeList changes={changes} />
          </li>
        );
      })}
    </ol>
  );
}
