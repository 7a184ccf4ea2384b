import { Link } from 'react-router-dom';
import type { MixSegment } from '../utils/dayMix.js';

export interface MixBarProps {
  /** What the bar shows, e.g. "Outcomes today". */
  label: string;
  segments: readonly MixSegment[];
  /** Where each segment's calls are listed; without it the segments are not links. */
  linkOf?: (segment: MixSegment) => string;
  small?: boolean;
  legend?: boolean;
}

/** Shares of a whole as one horizontal stacked bar in the spec §9 colours (a legend names them). */
export function MixBar({ label, segments, linkOf, small, legend = true }: MixBarProps) {
  const shown = segments.filter((segment) => segment.count > 0);
  const total = shown.reduce((sum, segment) => sum + segment.count, 0);
  const summary = shown.map((segment) => `${segment.label}: ${segment.count}`).join(', ');
  // An empty bar reads as a broken one: say there is nothing instead.
  if (total === 0) return <span className="db-muted">{small ? '—' : `${label}: none`}</span>;

  return (
    <div className="db-mix">
      <div
        className={`db-mix-bar${small ? ' db-mix-bar--small' : ''}`}
        role="group"
        aria-label={`${label}. ${summary}`}
      >
        {shown.map((segment) => {
          const style = { width: `${(segment.count / total) * 100}%`, background: segment.colour };
          const title = `${segment.label}: ${segment.count}`;
          return linkOf ? (
            <Link
              key={segment.key}
              to={linkOf(segment)}
              className="db-mix-bar__segment"
              style={style}
              title={title}
              aria-label={`Show the calls of ${title}`}
            />
          ) : (
            <span key={segment.key} className="db-mix-bar__segment" style={style} title={title} />
          );
        })}
      </div>
      {legend && (
        <ul className="db-mix-legend" aria-hidden>
          {shown.map((segment) => (
            <li key={segment.key} className="db-outcome">
              <span className="db-outcome__dot" style={{ background: segment.colour }} />
              {segment.label} {segment.count}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
