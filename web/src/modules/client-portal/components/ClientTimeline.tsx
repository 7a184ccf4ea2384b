import type { ClientTimelineEntry } from '@dealbook/contracts';
import { formatLongDate } from '../../ui/utils/format.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface ClientTimelineProps {
  entries: readonly ClientTimelineEntry[];
}

/** The project's stage changes, newest first: when, from → to, in the client's stages (never the firm's statuses). */
export function ClientTimeline({ entries }: ClientTimelineProps) {
  if (entries.length === 0) return <EmptyState icon="timeline-events" title="No changes yet" />;
  const newestFirst = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className="db-client-timeline" aria-label="Status changes">
      {newestFirst.map((entry) => (
        <li key={`${entry.at}-${entry.kind}`}>
          <time dateTime={entry.at}>{formatLongDate(entry.at)}</time>
          <span>{entry.from ? `${entry.from} → ${entry.to}` : entry.to}</span>
        </li>
      ))}
    </ol>
  );
}
