import '../dashboards.css';
import { Link } from 'react-router-dom';

export interface StatusBarsProps {
  label: string;
  counts: readonly { status: number; count: number }[];
  statusLabel: (status: number) => string;
  /** The list of projects at that status; without it the labels are plain text. */
  linkOf?: (status: number) => string;
}

/** Counts per status as horizontal bars, longest first; each bar may open the list filtered to its status. */
export function StatusBars({ label, counts, statusLabel, linkOf }: StatusBarsProps) {
  const shown = counts.filter((c) => c.count > 0).sort((a, b) => b.count - a.count);
  if (shown.length === 0) return <p className="db-muted">None.</p>;
  const max = Math.max(...shown.map((c) => c.count));
  return (
    <dl className="db-status-bars" aria-label={label}>
      {shown.map(({ status, count }) => (
        <div key={status} style={{ display: 'contents' }}>
          <dt>
            {linkOf ? (
              <Link to={linkOf(status)} aria-label={`${statusLabel(status)}: ${count}. Show them`}>
                {statusLabel(status)}
              </Link>
            ) : (
              statusLabel(status)
            )}
          </dt>
          <dd className="db-status-bars__bar">
            <span className="db-status-bars__fill" style={{ width: `${(count / max) * 80}%` }} aria-hidden />
            <span data-status={status}>{count}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
